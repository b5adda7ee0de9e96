import { REVIEW_STATUS_NAMES, type ReviewItem } from '@awards/shared/review';
import { formatDateTime, formatNumber } from '@awards/web-common/format';
import { App, Button, Drawer, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ItemList, ListItem } from '../../../components/ItemList/ItemList';
import { LoadError } from '../../../components/LoadError';
import { Permission } from '../../../components/RowActions/Permission';
import { USER_TEXT_SLOT, UserText, withUserText } from '../../../components/UserText';
import { useExpertReviews, useReopen } from '../api/review';
import { useReviewT } from '../i18n';
import { ReasonModal } from './ReasonModal';

/** One expert's reviews in the edition; a submitted one can be reopened with a reason (REVIEW_REOPEN). */
export function ExpertReviewsDrawer({
  editionId,
  expert,
  onClose,
}: {
  editionId: number;
  expert: { expertId: number; expertName: string };
  onClose: () => void;
}) {
  const { t, tr } = useReviewT();
  const { message } = App.useApp();
  const reviews = useExpertReviews(editionId, expert.expertId);
  const reopen = useReopen();
  const [reopening, setReopening] = useState<ReviewItem | null>(null);
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('console.reviewsTitle', { name: expert.expertName })}
      width="min(560px, 100vw)"
      data-testid="expert-reviews"
    >
      {reviews.isError ? (
        <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : (
        <ItemList<ReviewItem>
          loading={reviews.isPending}
          items={reviews.data ?? []}
          itemKey={(r) => r.reviewId}
          empty={t('empty')}
          renderItem={(r) => (
            <ListItem
              data-testid={`review-${r.reviewId}`}
              actions={
                r.status === 'submitted'
                  ? [
                      <Permission code="REVIEW_REOPEN" key="reopen">
                        <Button
                          size="small"
                          onClick={() => setReopening(r)}
                          data-testid={`reopen-${r.reviewId}`}
                        >
                          {t('console.reopen')}
                        </Button>
                      </Permission>,
                    ]
                  : []
              }
              title={<UserText>{r.projectName}</UserText>}
              description={
                <Space wrap size={[8, 4]}>
                  <Tag color={r.status === 'submitted' ? 'green' : 'default'}>
                    {tr(REVIEW_STATUS_NAMES[r.status])}
                  </Tag>
                  {r.total !== null && (
                    <Typography.Text>
                      {t('console.total')} {formatNumber(r.total, 1)}
                    </Typography.Text>
                  )}
                  {r.submittedAt && (
                    <Typography.Text type="secondary">
                      {t('console.submittedAt')} {formatDateTime(r.submittedAt)}
                    </Typography.Text>
                  )}
                  {r.reopenReason && (
                    <Typography.Text type="secondary">
                      {withUserText(t('console.reopenedBefore', { reason: USER_TEXT_SLOT }), r.reopenReason)}
                    </Typography.Text>
                  )}
                </Space>
              }
            />
          )}
        />
      )}
      {reopening && (
        <ReasonModal
          title={t('console.reopenTitle', { name: reopening.projectName })}
          okText={t('console.reopen')}
          pending={reopen.isPending}
          testId="review-reopen-form"
          onSubmit={(reason) =>
            reopen
              .mutateAsync({ reviewId: reopening.reviewId, reason })
              .then(() => void message.success(t('console.reopened')))
          }
          onClose={() => setReopening(null)}
        />
      )}
    </Drawer>
  );
}
