import type { ReviewerItem } from '@awards/shared/review';
import { formatDateTime, formatNumber } from '@awards/web-common/format';
import { Card, Empty, Flex, Tag } from 'antd';
import { Link } from 'react-router';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useReviewerList } from '../api';
import { STATE_COLOURS, TimeLeft } from '../components/TimeLeft';
import { type ReviewText, useReviewText } from '../i18n';
import styles from '../review.module.css';
import { sortForWork, stateOf } from '../reviewList';

/**
 * An expert's reviews (/site/my/reviews, where experts land): the declarations assigned to them
 * with the award, the deadline and the time left, and where each review stands, in the order
 * of what needs doing. A card opens the scoring page.
 */
export function MyReviewsPage() {
  const title = usePageTitle();
  const t = useReviewText();
  const query = useReviewerList();
  return (
    <Flex vertical gap={12} data-testid="my-reviews">
      <h1 className={styles.title}>{title}</h1>
      <LoadState query={query}>
        {(items) =>
          items.length === 0 ? (
            <Card>
              <Empty description={t('empty')} data-testid="reviews-empty">
                <p className={styles.muted}>{t('emptyHint')}</p>
              </Empty>
            </Card>
          ) : (
            <>
              <p className={styles.muted} style={{ margin: 0 }} data-testid="reviews-progress">
                {t('progress', {
                  count: items.length,
                  submitted: items.filter((i) => i.status === 'submitted').length,
                })}
              </p>
              <ul className={styles.cards}>
                {sortForWork(items).map((item) => (
                  <ReviewCard key={item.declarationId} item={item} t={t} />
                ))}
              </ul>
            </>
          )
        }
      </LoadState>
    </Flex>
  );
}

function ReviewCard({ item, t }: { item: ReviewerItem; t: ReviewText }) {
  const state = stateOf(item);
  const writable = state === 'draft' || state === 'not_started';
  return (
    <li>
      <Link
        to={`/my/reviews/${item.declarationId}`}
        className={styles.cardLink}
        data-testid={`review-${item.declarationId}`}
      >
        <Card size="small" hoverable>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <span className={styles.cardTitle}>{item.projectName}</span>
            <Tag color={STATE_COLOURS[state]} className={styles.tag} data-testid="review-state">
              {t(`status.${state}`)}
            </Tag>
          </Flex>
          <p className={styles.line}>
            {item.awardName} · {item.editionName}
          </p>
          <p className={styles.line}>
            {state === 'not_yet' && item.reviewStart ? (
              <>
                {t('opensAt')} {formatDateTime(item.reviewStart, 'YYYY-MM-DD HH:mm')}
              </>
            ) : (
              <>
                {t('deadline')}{' '}
                {item.reviewEnd ? formatDateTime(item.reviewEnd, 'YYYY-MM-DD HH:mm') : t('noDeadline')}
                {writable && <TimeLeft end={item.reviewEnd} />}
              </>
            )}
          </p>
          <Flex justify="space-between" align="center">
            <span className={styles.muted}>
              {item.total !== null ? `${t('myTotal')} ${formatNumber(item.total)}` : ''}
            </span>
            <span className={styles.action}>{writable ? t('open') : t('view')} ›</span>
          </Flex>
        </Card>
      </Link>
    </li>
  );
}
