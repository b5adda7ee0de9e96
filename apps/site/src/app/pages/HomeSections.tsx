import { formatInstant } from '@awards/shared/clock';
import type { Texts } from '@awards/shared/i18n';
import { getProjectSettings } from '@awards/web-common/projectSettings';
import { useAsync } from '@awards/web-common/useAsync';
import { Link } from 'react-router';
import { SITE_PATHS } from '../../config/paths';
import { fetchOpenEditions } from '../../features/editions/fetch';
import { fetchPublicNotices } from '../../features/notices/fetch';
import { useTexts } from '../../lib/texts';
import styles from './HomePage.module.css';

const LATEST = 5;
const T = {
  notices: ['最新公告', '最新公告', 'Latest notices'],
  editions: ['正在申报', '正在申報', 'Open for declaration'],
  more: ['更多公告', '更多公告', 'All notices'],
  details: ['申报详情', '申報詳情', 'Details'],
  noNotices: ['暂无公告', '暫無公告', 'No notices yet'],
  noEditions: ['目前没有正在申报的届次', '目前沒有正在申報的屆次', 'No edition is open for declaration'],
  until: ['申报截止：', '申報截止：', 'Closes: '],
} satisfies Record<string, Texts>;

/** A day in the display zone (the project setting), without dayjs: the first screen's budget. */
const dayIn = (zone: string | undefined) => (value: string | null) =>
  value && zone ? formatInstant(value, zone).slice(0, 10) : '';

/**
 * The home page's two lists under the banner: the latest public notices and the editions open
 * for declaration. Plain elements and calls without the query library: the first screen.
 */
export function HomeSections() {
  const texts = useTexts();
  const notices = useAsync(() => fetchPublicNotices({ pageNum: 1, pageSize: LATEST }));
  const editions = useAsync(fetchOpenEditions);
  const dayOf = dayIn(useAsync(getProjectSettings).data?.timeZone);
  return (
    <div className={styles.sections}>
      <section className={styles.box} aria-labelledby="home-editions" data-testid="home-editions">
        <h2 id="home-editions" className={styles.heading}>
          {texts(T.editions)}
        </h2>
        {editions.data?.length === 0 && <p className={styles.muted}>{texts(T.noEditions)}</p>}
        <ul className={styles.items}>
          {(editions.data ?? []).map((edition) => (
            <li key={edition.editionId}>
              <Link to={SITE_PATHS.editions} className={styles.itemLink}>
                {edition.editionName}
              </Link>
              {edition.declarationEnd && (
                <span className={styles.muted}>
                  {texts(T.until)}
                  {dayOf(edition.declarationEnd)}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.box} aria-labelledby="home-notices" data-testid="home-notices">
        <h2 id="home-notices" className={styles.heading}>
          {texts(T.notices)}
        </h2>
        {notices.data?.result.length === 0 && <p className={styles.muted}>{texts(T.noNotices)}</p>}
        <ul className={styles.items}>
          {(notices.data?.result ?? []).map((notice) => (
            <li key={notice.noticeId}>
              <Link to={SITE_PATHS.notice(notice.noticeId)} className={styles.itemLink}>
                {notice.titile}
              </Link>
              <span className={styles.muted}>{dayOf(notice.sendTime)}</span>
            </li>
          ))}
        </ul>
        <Link to={SITE_PATHS.notices} className={styles.more}>
          {texts(T.more)} →
        </Link>
      </section>
    </div>
  );
}
