import type { DeclarationDetail } from '@awards/shared/declarations';
import { formatFileSize } from '@awards/web-common/format';
import { getToken } from '@awards/web-common/session';
import { storedFileUrl } from '@awards/web-common/transfer';
import { Empty, Table } from 'antd';
import { useDeclarationT } from '../../../components/declaration/i18n';
import { useDeclarationsT } from '../i18n';

/** The attachments as authenticated download links (the token travels in the address). */
export function AttachmentList({ declaration }: { declaration: DeclarationDetail }) {
  const { t } = useDeclarationsT();
  const tShared = useDeclarationT();
  if (declaration.attachments.length === 0) return <Empty description={tShared('field.noAttachments')} />;
  const token = getToken();
  return (
    <Table
      size="small"
      rowKey="fileId"
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="declaration-attachments"
      dataSource={declaration.attachments}
      columns={[
        {
          key: 'fileName',
          title: t('detail.fileName'),
          render: (_, a) => (
            <a href={storedFileUrl(a, token)} target="_blank" rel="noreferrer">
              {a.fileName}
            </a>
          ),
        },
        {
          key: 'type',
          title: t('detail.type'),
          width: 120,
          render: (_, a) => tShared(`attachmentType.${a.attachmentType}`),
        },
        {
          key: 'size',
          title: t('detail.size'),
          width: 100,
          align: 'right',
          render: (_, a) => formatFileSize(a.size),
        },
      ]}
    />
  );
}
