import type { DeclarationDetail } from '@awards/shared/declarations';
import { orEmpty } from '@awards/web-common/format';
import { Table } from 'antd';
import { useDeclarationsT } from '../i18n';

/** The completers in their order. */
export function CompleterTable({ declaration }: { declaration: DeclarationDetail }) {
  const { t } = useDeclarationsT();
  return (
    <Table
      size="small"
      rowKey="sortNumber"
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="declaration-completers"
      dataSource={[...declaration.completers].sort((a, b) => a.sortNumber - b.sortNumber)}
      columns={[
        { key: 'order', title: t('detail.order'), width: 60, render: (_, __, index) => index + 1 },
        { key: 'name', title: t('detail.name'), dataIndex: 'name', width: 100 },
        { key: 'unit', title: t('detail.unit'), render: (_, c) => orEmpty(c.unit) },
        { key: 'contribution', title: t('detail.contribution'), render: (_, c) => orEmpty(c.contribution) },
      ]}
    />
  );
}
