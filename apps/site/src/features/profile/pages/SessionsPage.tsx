import type { Texts } from '@awards/shared/i18n';
import { formatDateTime } from '@awards/web-common/format';
import { describeUserAgent } from '@awards/web-common/userAgent';
import { Button, Popconfirm } from 'antd';
import styles from '../../../components/content.module.css';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useTexts } from '../../../lib/texts';
import { useOwnSessions, useRevokeOtherSessions, useRevokeSession } from '../api';

const T = {
  intro: [
    '这些是您的账号当前登录的设备。不认识的登录请立即退出，并修改密码。',
    '這些是您的帳號目前登入的裝置。不認識的登入請立即登出，並修改密碼。',
    'These are the devices your account is signed in on. Sign out any you do not recognise, and change your password.',
  ],
  current: ['当前设备', '目前裝置', 'This device'],
  unknown: ['未知设备', '未知裝置', 'Unknown device'],
  ip: ['IP地址', 'IP位址', 'IP address'],
  since: ['登录时间', '登入時間', 'Signed in'],
  lastSeen: ['最近活动', '最近活動', 'Last active'],
  signOut: ['退出该登录', '登出該登入', 'Sign out'],
  confirm: ['确定退出该设备上的登录？', '確定登出該裝置上的登入？', 'Sign out this device?'],
  others: ['退出其他所有登录', '登出其他所有登入', 'Sign out everywhere else'],
  confirmOthers: [
    '确定退出除当前设备外的所有登录？',
    '確定登出除目前裝置外的所有登入？',
    'Sign out every other device?',
  ],
  ok: ['确定', '確定', 'OK'],
  cancel: ['取消', '取消', 'Cancel'],
} satisfies Record<string, Texts>;

/** The account's live sign-ins: each with its device, address and times; end one, or all others. */
export function SessionsPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const sessions = useOwnSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const confirmTexts = { okText: texts(T.ok), cancelText: texts(T.cancel) };
  return (
    <section data-testid="site-sessions">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.meta}>{texts(T.intro)}</p>
      <LoadState query={sessions}>
        {(list) => (
          <>
            <ul className={styles.list}>
              {list.map((session) => (
                <li key={session.sessionId} className={styles.card} data-testid="site-session">
                  <h2 className={styles.cardTitle}>
                    <DeviceName userAgent={session.userAgent} unknown={texts(T.unknown)} />{' '}
                    {session.current && <span className={styles.tag}>{texts(T.current)}</span>}
                  </h2>
                  <dl className={styles.definitions}>
                    <dt>{texts(T.ip)}</dt>
                    <dd>{session.ip ?? '—'}</dd>
                    <dt>{texts(T.since)}</dt>
                    <dd>{formatDateTime(session.createTime, 'YYYY-MM-DD HH:mm')}</dd>
                    <dt>{texts(T.lastSeen)}</dt>
                    <dd>{formatDateTime(session.lastSeenAt, 'YYYY-MM-DD HH:mm')}</dd>
                  </dl>
                  {!session.current && (
                    <Popconfirm
                      title={texts(T.confirm)}
                      {...confirmTexts}
                      onConfirm={() => revoke.mutateAsync(session.sessionId)}
                    >
                      <Button danger style={{ marginTop: 12 }}>
                        {texts(T.signOut)}
                      </Button>
                    </Popconfirm>
                  )}
                </li>
              ))}
            </ul>
            {list.some((session) => !session.current) && (
              <Popconfirm
                title={texts(T.confirmOthers)}
                {...confirmTexts}
                onConfirm={() => revokeOthers.mutateAsync()}
              >
                <Button danger block style={{ marginTop: 16 }} data-testid="site-sessions-others">
                  {texts(T.others)}
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}

/** The browser and system as the user agent names them: product names, not translated. */
function DeviceName({ userAgent, unknown }: { userAgent: string | null | undefined; unknown: string }) {
  const device = describeUserAgent(userAgent);
  return device ? <span translate="no">{device}</span> : unknown;
}
