import type { PublicSnapshot } from '@awards/shared/publicity-names';
import { formatDateTime, formatPeriodEnd } from '@awards/web-common/format';
import { fill, useTexts } from '../../lib/texts';
import styles from './publicity.module.css';
import { PUBLICITY_TEXTS as T } from './texts';

/** The period as announced (its last day to 24:00) and how many days are left, or that it ended. */
export function Period({ snapshot }: { snapshot: PublicSnapshot }) {
  const texts = useTexts();
  const start = formatDateTime(snapshot.startTime, 'YYYY-MM-DD');
  const end = formatPeriodEnd(snapshot.endTime);
  return (
    <p className={styles.period} data-testid={`site-publicity-period-${snapshot.snapshotId}`}>
      <span>{fill(texts(T.period), { start, end })}</span>
      {snapshot.open ? (
        <span className={styles.left} data-testid="site-publicity-left">
          {snapshot.daysLeft === 1 ? texts(T.lastDay) : fill(texts(T.daysLeft), { days: snapshot.daysLeft })}
        </span>
      ) : (
        <span className={styles.ended}>{texts(T.ended)}</span>
      )}
    </p>
  );
}
