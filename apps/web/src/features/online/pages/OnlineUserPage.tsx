import type { OnlineUserView } from '@awards/shared/monitor';
import { reportError } from '@awards/web-common/formErrors';
import { App, Card, Flex } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { fetchOnlinePage, ONLINE_KEY, type OnlineFilters, useKickSession } from '../api/onlineUsers';
import { onlineColumns } from '../components/onlineColumns';
import { useOnlineT } from '../i18n';

/** Online users (spec 001 §6): every live session, with force sign-out. */
export function OnlineUserPage() {
  const { t, tr } = useOnlineT();
  const { message } = App.useApp();
  const kick = useKickSession();

  const kickSession = (row: OnlineUserView) =>
    kick.mutateAsync(row.sessionId).then(
      () => void message.success(t('done.kicked')),
      (error) => reportError(error, message.error, tr),
    );

  const fields: SearchField[] = [
    { type: 'input', name: 'loginName', label: t('search.loginName') },
    { type: 'input', name: 'ip', label: t('search.ip') },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<OnlineFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="online-user-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<OnlineUserView, OnlineFilters>
          tableId="monitor.online"
          rowKey="sessionId"
          columns={onlineColumns(t, kickSession)}
          list={list}
          filters={filters}
          queryKey={ONLINE_KEY}
          fetch={fetchOnlinePage}
        />
      </Card>
    </Flex>
  );
}
