import { formatDateTime } from '@awards/web-common/format';
import { Link } from 'react-router';
import { AddressPager, usePageParam } from '../../../components/AddressPager';
import styles from '../../../components/content.module.css';
import { FileLinks } from '../../../components/FileLinks';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { SITE_PATHS } from '../../../config/paths';
import { useTexts } from '../../../lib/texts';
import { NOTICES_PAGE_SIZE, usePublicNotices } from '../api';
import { NOTICE_TEXTS as T } from '../texts';

/** The federation's public notices, newest first; the page number lives in the address (?page=2). */
export function NoticesPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const [page] = usePageParam();
  const query = usePublicNotices(page);
  return (
    <section data-testid="site-notices">
      <h1 className={styles.heading}>{title}</h1>
      <LoadState query={query}>
        {(data) =>
          data.result.length === 0 ? (
            <p className={styles.empty}>{texts(T.empty)}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {data.result.map((notice) => (
                  <li key={notice.noticeId} className={styles.card}>
                    <h2 className={styles.cardTitle}>
                      <Link to={SITE_PATHS.notice(notice.noticeId)}>{notice.titile}</Link>
                    </h2>
                    <p className={styles.meta}>
                      {texts(T.published)}
                      {formatDateTime(notice.sendTime, 'YYYY-MM-DD')}
                    </p>
                    {notice.msgAbstract && <p className={styles.text}>{notice.msgAbstract}</p>}
                    <FileLinks files={notice.msgFiles} label={texts(T.attachments)} />
                  </li>
                ))}
              </ul>
              <AddressPager label={title} total={data.totalCount} pageSize={NOTICES_PAGE_SIZE} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
