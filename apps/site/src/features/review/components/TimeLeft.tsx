import { useEffect, useState } from 'react';
import { useReviewText } from '../i18n';
import styles from '../review.module.css';
import type { ReviewState } from '../reviewList';
import { timeLeft } from '../reviewList';

/** The tag colour of each state: to do in blue, overdue in red, done in green. */
export const STATE_COLOURS: Record<ReviewState, string> = {
  not_started: 'blue',
  draft: 'gold',
  not_yet: 'default',
  overdue: 'red',
  submitted: 'green',
};

/** "剩余 2 天 5 小时": the time left until the deadline, refreshed each minute; under a day in orange. */
export function TimeLeft({ end }: { end: string | null }) {
  const t = useReviewText();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(end, now);
  if (!left) return null;
  const parts =
    left.days > 0
      ? [t('days', { count: left.days }), t('hours', { count: left.hours })]
      : [t('hours', { count: left.hours }), t('minutes', { count: left.minutes })];
  return (
    <span className={left.days === 0 ? styles.urgent : styles.left} data-testid="time-left">
      {t('left', { time: parts.join(' ') })}
    </span>
  );
}
