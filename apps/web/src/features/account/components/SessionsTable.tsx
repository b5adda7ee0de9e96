import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { describeUserAgent } from '@awards/web-common/userAgent';
import { App, Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { userTextCell } from '../../../components/DataTable/toAntColumns';
import { type OwnSession, useOwnSessions, useRevokeOtherSessions, useRevokeSession } from '../api/sessions';
import { useAccountT } from '../i18n';

/** The user's live sign-ins, newest activity first, each other one with a confirmed sign-out. */
export function SessionsTable() {
  const t = useAccountT();
  const { message } = App.useApp();
  const sessions = useOwnSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  const confirm = { okText: t('security.ok'), cancelText: t('security.cancel') };

  const columns: ColumnsType<OwnSession> = [
    {
      title: t('security.device'),
      key: 'device',
      onCell: userTextCell(),
      render: (_, s) => describeUserAgent(s.userAgent) ?? t('security.unknownDevice'),
    },
    {
      title: t('security.ip'),
      dataIndex: 'ip',
      onCell: userTextCell(),
      render: (ip: string | null) => orEmpty(ip),
    },
    { title: t('security.signedInAt'), dataIndex: 'createTime', render: (v: string) => formatDateTime(v) },
    { title: t('security.lastSeen'), dataIndex: 'lastSeenAt', render: (v: string) => formatDateTime(v) },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, s) =>
        s.current ? (
          <Tag color="green">{t('security.current')}</Tag>
        ) : (
          <Popconfirm
            title={t('security.signOutConfirm')}
            {...confirm}
            onConfirm={() =>
              revoke
                .mutateAsync(s.sessionId)
                .then(() => void message.success(t('security.signedOut')))
                // The HTTP client has shown the failure; the list is read again either way.
                .catch(() => undefined)
            }
          >
            <Button size="small" danger data-testid={`revoke-${s.sessionId}`}>
              {t('security.signOut')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Flex vertical gap={8} data-testid="sessions">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('security.sessionsHint')}</Typography.Text>
        <Popconfirm
          title={t('security.signOutOthersConfirm')}
          {...confirm}
          disabled={others === 0}
          onConfirm={() =>
            revokeOthers
              .mutateAsync()
              .then(({ count }) => void message.success(t('security.signedOutOthers', { count })))
              .catch(() => undefined)
          }
        >
          <Button danger disabled={others === 0} loading={revokeOthers.isPending} data-testid="revoke-others">
            {t('security.signOutOthers')}
          </Button>
        </Popconfirm>
      </Flex>
      <Table<OwnSession>
        rowKey="sessionId"
        size="small"
        columns={columns}
        dataSource={sessions.data ?? []}
        loading={sessions.isPending}
        pagination={false}
        scroll={{ x: 640 }}
      />
    </Flex>
  );
}
