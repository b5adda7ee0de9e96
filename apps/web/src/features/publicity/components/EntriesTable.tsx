import {
  PUBLICITY_FIELD_NAMES,
  type PublicityEntryView,
  type PublicityField,
} from '@awards/shared/publicity';
import { Table } from 'antd';
import { usePublicityT } from '../i18n';

/** A published list's rows as they show: the sequence number and the whitelisted fields. */
export function EntriesTable({
  fields,
  entries,
  testId,
}: {
  fields: PublicityField[];
  entries: PublicityEntryView[];
  testId: string;
}) {
  const { t, tr } = usePublicityT();
  return (
    <Table<PublicityEntryView & { seq: number }>
      data-testid={testId}
      size="small"
      rowKey="declarationId"
      pagination={entries.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 'max-content' }}
      dataSource={entries.map((e, i) => ({ ...e, seq: i + 1 }))}
      columns={[
        { key: 'seq', title: t('seq'), dataIndex: 'seq', width: 64 },
        ...fields.map((f) => ({
          key: f,
          title: tr(PUBLICITY_FIELD_NAMES[f]),
          render: (_: unknown, row: PublicityEntryView) => <span translate="no">{row.shown[f] ?? ''}</span>,
        })),
      ]}
    />
  );
}
