import { formatDateTime } from '@awards/web-common/format';
import { Link } from 'react-router';
import styles from '../../../components/content.module.css';
import { FileLinks } from '../../../components/FileLinks';
import { PagedCardList } from '../../../components/PagedCardList';
import { SITE_PATHS } from '../../../config/paths';
import { useTexts } from '../../../lib/texts';
import { NOTICES_PAGE_SIZE, usePublicNotices } from '../api';
import { NOTICE_TEXTS as T } from '../texts';

/** The federation's public notices, newest first; the page number lives in the address (?page=2). */
export function NoticesPage() {
  const texts = useTexts();
  return (
    <PagedCardList
      testId="site-notices"
      useItems={usePublicNotices}
      pageSize={NOTICES_PAGE_SIZE}
      empty={texts(T.empty)}
      itemKey={(notice) => notice.noticeId}
    >
      {(notice) => (
        <>
          <h2 className={styles.cardTitle}>
            <Link to={SITE_PATHS.notice(notice.noticeId)}>{notice.titile}</Link>
          </h2>
          <p className={styles.meta}>
            {texts(T.published)}
            {formatDateTime(notice.sendTime, 'YYYY-MM-DD')}
          </p>
          {notice.msgAbstract && <p className={styles.text}>{notice.msgAbstract}</p>}
          <FileLinks files={notice.msgFiles} label={texts(T.attachments)} />
        </>
      )}
    </PagedCardList>
  );
}
