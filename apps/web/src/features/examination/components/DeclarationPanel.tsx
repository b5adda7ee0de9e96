import type { DeclarationDetail } from '@awards/shared/declarations';
import { formatFileSize } from '@awards/web-common/format';
import { getToken } from '@awards/web-common/session';
import { storedFileUrl } from '@awards/web-common/transfer';
import { Descriptions, Empty } from 'antd';
import { AuditTrail } from '../../../components/declaration/AuditTrail';
import { DeclarationInfo } from '../../../components/declaration/DeclarationInfo';
import { useDeclarationT } from '../../../components/declaration/i18n';
import { ItemList, ListItem } from '../../../components/ItemList/ItemList';
import { useExaminationT } from '../i18n';

/** The left side: every field, the completers in order. */
export function DeclarationPanel({ declaration: d }: { declaration: DeclarationDetail }) {
  const t = useDeclarationT();
  return (
    <DeclarationInfo
      declaration={d}
      testIds={{ root: 'examination-declaration', status: 'examination-status' }}
      last={
        <Descriptions.Item label={t('field.completers')}>
          <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="examination-completers">
            {[...d.completers]
              .sort((a, b) => a.sortNumber - b.sortNumber)
              .map((c) => (
                <li key={c.sortNumber}>
                  {c.name}
                  {c.unit ? `（${c.unit}）` : ''}
                  {c.contribution ? ` — ${c.contribution}` : ''}
                </li>
              ))}
          </ol>
        </Descriptions.Item>
      }
    />
  );
}

const PREVIEWABLE = /^(image\/|application\/pdf$|text\/plain$)/;
/** The attachments: preview in a new tab (images, PDF, text) and download, both authenticated. */
export function AttachmentPanel({ declaration }: { declaration: DeclarationDetail }) {
  const { t } = useExaminationT();
  const tShared = useDeclarationT();
  if (declaration.attachments.length === 0) return <Empty description={tShared('field.noAttachments')} />;
  const token = getToken();
  return (
    <ItemList
      size="small"
      bordered
      data-testid="examination-attachments"
      items={declaration.attachments}
      itemKey={(a) => a.fileId}
      renderItem={(a) => {
        const url = storedFileUrl(a, token);
        return (
          <ListItem
            actions={[
              PREVIEWABLE.test(a.mime) ? (
                <a key="preview" href={url} target="_blank" rel="noreferrer">
                  {t('view.preview')}
                </a>
              ) : null,
              <a key="download" href={url} download={a.fileName}>
                {t('view.download')}
              </a>,
            ]}
            title={a.fileName}
            description={`${tShared(`attachmentType.${a.attachmentType}`)} · ${formatFileSize(a.size)}`}
          />
        );
      }}
    />
  );
}

/** The declaration's history, oldest first, every opinion included. */
export function TrailPanel({ declaration }: { declaration: DeclarationDetail }) {
  return (
    <AuditTrail audits={declaration.audits} testId="examination-trail" entryTestIdPrefix="exam-trail-" />
  );
}
