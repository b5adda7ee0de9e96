import type { SentMessageView } from '@awards/shared/user-messages';
import { reportError } from '@awards/web-common/formErrors';
import { App, Card, Flex, Grid } from 'antd';
import { type Key, useState } from 'react';
import { BatchButton } from '../../../components/BatchButton/BatchButton';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import {
  fetchHistoryPage,
  fetchSystemPage,
  HISTORY_KEY,
  type MessageFilters,
  SYSTEM_KEY,
  useDeleteMessages,
} from '../api/sentMessages';
import { useMessagesT } from '../i18n';
import { MessageDetailDrawer } from './MessageDetailDrawer';
import { messageColumns } from './messageColumns';

/**
 * The sent history (kind 'history': sent by staff) or the system list (kind 'system': sent
 * by templates and jobs), paged and filtered, with the detail and MSG_DEL deletes.
 */
export function SentMessageList({ kind }: { kind: 'history' | 'system' }) {
  const { t, tr } = useMessagesT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const fields: SearchField[] = [
    { type: 'input', name: 'msgTitle', label: t('search.msgTitle') },
    { type: 'dict', name: 'msgType', label: t('search.msgType'), categoryCode: 'msg_type' },
  ];
  // Page, sort and filters live in the address (a subject picked opens `?tab=history&msgTitle=…`).
  const list = useListState<MessageFilters>(searchSpec(fields));
  const filters = list.filters;
  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const remove = useDeleteMessages();
  const system = kind === 'system';

  const removeMessages = (ids: number[]) =>
    remove.mutateAsync(ids).then(
      () => {
        void message.success(t(ids.length > 1 ? 'done.batchDeleted' : 'done.deleted'));
        setSelected((keys) => keys.filter((key) => !ids.includes(Number(key))));
      },
      (error) => reportError(error, message.error, tr),
    );

  const columns = messageColumns(t, {
    narrow,
    system,
    detail: (m) => setViewing(m.msgId),
    remove: (m) => removeMessages([m.msgId]),
  });

  return (
    <Flex vertical gap={16}>
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<SentMessageView, MessageFilters>
          tableId={system ? 'message.centre.system' : 'message.centre.history'}
          rowKey="msgId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={system ? SYSTEM_KEY : HISTORY_KEY}
          fetch={system ? fetchSystemPage : fetchHistoryPage}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          toolbar={
            // One call deletes one or several: the seed gives the message centre no batch code.
            <BatchButton
              permission="MSG_DEL"
              count={selected.length}
              confirm={t('toolbar.batchConfirm', { count: selected.length })}
              onConfirm={() => removeMessages(selected.map(Number))}
              label={t('toolbar.batchDelete')}
              testId={`message-${kind}-batch-delete`}
            />
          }
        />
      </Card>
      {viewing !== null && <MessageDetailDrawer msgId={viewing} onClose={() => setViewing(null)} />}
    </Flex>
  );
}
