import type { SubjectItem } from '@awards/shared/user-messages';
import { formatDateTime } from '@awards/web-common/format';
import { Button, Card, Input, Table } from 'antd';
import { queryTable } from '../../../components/DataTable/queryTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useSubjects } from '../api/sentMessages';
import { useMessagesT } from '../i18n';

const SUBJECT_SEARCH = { msgTitle: { type: 'string' } } as const;

/** The distinct subjects sent, newest first; choosing one shows its sends in the history. */
export function SubjectList({ onPick }: { onPick: (msgTitle: string) => void }) {
  const { t } = useMessagesT();
  // The search is in the address (`?tab=subjects&msgTitle=评审`): a reload or a link shows the same subjects.
  const list = useListState<{ msgTitle?: string }>(SUBJECT_SEARCH);
  const search = list.filters.msgTitle ?? '';
  const subjects = useSubjects(search);
  return (
    <Card>
      <Input.Search
        allowClear
        placeholder={t('subjects.search')}
        key={search}
        defaultValue={search}
        onSearch={(value) => list.search({ msgTitle: value.trim() || undefined })}
        style={{ maxWidth: 360, marginBottom: 12 }}
        data-testid="message-subject-search"
      />
      <Table<SubjectItem>
        size="small"
        rowKey="msgTitle"
        loading={subjects.isFetching}
        {...queryTable(subjects, subjects.data ?? [], t('subjects.empty'))}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 520 }}
        columns={[
          { key: 'msgTitle', title: t('column.msgTitle'), dataIndex: 'msgTitle', ellipsis: true },
          { key: 'count', title: t('column.count'), dataIndex: 'count', width: 100 },
          {
            key: 'lastSendTime',
            title: t('column.lastSendTime'),
            width: 170,
            render: (_, s) => formatDateTime(s.lastSendTime),
          },
          {
            key: 'actions',
            title: t('column.actions'),
            width: 110,
            render: (_, s) => (
              <Button
                type="link"
                size="small"
                onClick={() => onPick(s.msgTitle)}
                data-testid="message-subject-pick"
              >
                {t('action.history')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
