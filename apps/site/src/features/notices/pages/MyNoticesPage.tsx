import type { Texts } from '@awards/shared/i18n';
import { formatDateTime } from '@awards/web-common/format';
import { AddressPager, usePageParam } from '../../../components/AddressPager';
import styles from '../../../components/content.module.css';
import { LoadState } from '../../../components/LoadState';
import { ServerHtml } from '../../../components/ServerHtml';
import { usePageTitle } from '../../../components/usePageTitle';
import { useTexts } from '../../../lib/texts';
import { MY_NOTICES_PAGE_SIZE, useMarkRead, useMyNotices } from '../myNotices';

const T = {
  unread: ['未读', '未讀', 'Unread'],
  empty: ['暂无通知', '暫無通知', 'No notices for you yet'],
} satisfies Record<string, Texts>;

/**
 * The notices addressed to me (to everyone, or to me by name): opening one shows its content
 * and marks it read. The bell in the area's frame (shell/SiteBell.tsx) links here.
 */
export function MyNoticesPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const [page] = usePageParam();
  const query = useMyNotices(page);
  const markRead = useMarkRead();
  return (
    <section data-testid="site-my-notices">
      <h1 className={styles.heading}>{title}</h1>
      <LoadState query={query}>
        {(data) =>
          data.result.length === 0 ? (
            <p className={styles.empty}>{texts(T.empty)}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {data.result.map((notice) => (
                  <li key={notice.id} className={styles.card}>
                    <details
                      onToggle={(event) => {
                        if ((event.target as HTMLDetailsElement).open && notice.readFlag === 0)
                          markRead.mutate(notice.id);
                      }}
                    >
                      <summary className={styles.cardTitle} style={{ cursor: 'pointer' }}>
                        {notice.readFlag === 0 && <span className={styles.tag}>{texts(T.unread)}</span>}{' '}
                        {notice.titile}
                      </summary>
                      <p className={styles.meta}>{formatDateTime(notice.sendTime, 'YYYY-MM-DD HH:mm')}</p>
                      <ServerHtml html={notice.msgContent} />
                    </details>
                  </li>
                ))}
              </ul>
              <AddressPager label={title} total={data.totalCount} pageSize={MY_NOTICES_PAGE_SIZE} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
