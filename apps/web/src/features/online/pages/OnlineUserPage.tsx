import type { OnlineUserView } from '@awards/shared/monitor';
import { App, Card, Flex } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { reportError } from '../../../lib/formErrors';
import { fetchOnlinePage, ONLINE_KEY, type OnlineFilters, useKickSession } from '../api/onlineUsers';
import { onlineColumns } from '../components/onlineColumns';
import { useOnlineT } from '../i18n';

/** Online users (spec 001 §6): every live session, with force sign-out. */
export function OnlineUserPage() {
  const { t, tr } = useOnlineT();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<OnlineFilters>({});
  const kick = useKickSession();

  const kickSession = (row: OnlineUserView) =>
    kick.mutateAsync(row.sessionId).then(
      () => void message.success(t('done.kicked')),
      (error) => reportError(error, message.error, tr),
    );

  return (
    <Flex vertical gap={16} data-testid="online-user-page">
      <Card>
        <SearchForm
          fields={[
            { type: 'input', name: 'loginName', label: t('search.loginName') },
            { type: 'input', name: 'ip', label: t('search.ip') },
          ]}
          onSearch={(values) => setFilters(values as OnlineFilters)}
        />
      </Card>
      <Card>
        <DataTable<OnlineUserView, OnlineFilters>
          tableId="monitor.online"
          rowKey="sessionId"
          columns={onlineColumns(t, kickSession)}
          filters={filters}
          queryKey={ONLINE_KEY}
          fetch={fetchOnlinePage}
        />
      </Card>
    </Flex>
  );
}
