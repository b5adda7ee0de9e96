import { formatDateTime } from '@awards/web-common/format';
import { Link, useParams } from 'react-router';
import styles from '../../../components/content.module.css';
import { FileLinks } from '../../../components/FileLinks';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { SITE_PATHS } from '../../../config/paths';
import { useTexts } from '../../../lib/texts';
import { usePublicNotice } from '../api';
import { NOTICE_TEXTS as T } from '../texts';

/**
 * One public notice: its title (the browser tab's too), date, content and attachments. The
 * content is HTML the server sanitised through its one allow-list when the notice was saved.
 */
export function NoticePage() {
  const texts = useTexts();
  const noticeId = Number(useParams().noticeId);
  const query = usePublicNotice(noticeId);
  usePageTitle(query.data?.titile);
  return (
    <article data-testid="site-notice">
      <Link className={styles.back} to={SITE_PATHS.notices}>
        ← {texts(T.back)}
      </Link>
      <LoadState query={query}>
        {(notice) => (
          <div className={styles.card}>
            <h1 className={styles.heading}>{notice.titile}</h1>
            <p className={styles.meta}>
              {texts(T.published)}
              {formatDateTime(notice.sendTime, 'YYYY-MM-DD HH:mm')}
            </p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save (platform/sanitise-html.ts) */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: notice.msgContent ?? '' }} />
            {notice.msgFiles.length > 0 && (
              <>
                <h2 className={styles.subheading}>{texts(T.attachments)}</h2>
                <FileLinks files={notice.msgFiles} label={texts(T.attachments)} />
              </>
            )}
          </div>
        )}
      </LoadState>
    </article>
  );
}
