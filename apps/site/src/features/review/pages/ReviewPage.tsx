import type { ReviewerDetail } from '@awards/shared/review';
import { ApiError } from '@awards/web-common/apiError';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Result, Tag, Typography } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadState } from '../../../components/LoadState';
import { PageFallback } from '../../../components/PageFallback';
import { usePageTitle } from '../../../components/usePageTitle';
import { REVIEWER_KEY, reviewerApi, useReviewerDetail } from '../api';
import { DeclarationContent } from '../components/DeclarationContent';
import { ScoreSheet } from '../components/ScoreSheet';
import { STATE_COLOURS, TimeLeft } from '../components/TimeLeft';
import { useReviewText } from '../i18n';
import styles from '../review.module.css';
import { stateOf } from '../reviewList';

/**
 * One assigned declaration (/site/my/reviews/<declarationId>): its content beside the expert's
 * score sheet, autosaved, submitted and then locked; read-only outside the review window; or a
 * conflict declared instead, which removes the assignment.
 */
export function ReviewPage() {
  const declarationId = Number(useParams().declarationId);
  const t = useReviewText();
  const query = useReviewerDetail(declarationId);
  const [conflicted, setConflicted] = useState(false);
  usePageTitle(query.data?.projectName);

  const navigate = useNavigate();
  const back = (
    <Button onClick={() => void navigate('/my/reviews')} data-testid="review-back">
      {t('back')}
    </Button>
  );
  if (conflicted)
    return (
      <Result
        status="success"
        title={t('conflictDoneTitle')}
        subTitle={t('conflictDone')}
        extra={back}
        data-testid="conflict-done"
      />
    );
  if (query.isPending) return <PageFallback />;
  if (query.error instanceof ApiError && query.error.status === 403)
    return (
      <Result
        status="403"
        title={translateShared(query.error.ref ?? query.error.message)}
        extra={back}
        data-testid="review-refused"
      />
    );
  return (
    <App component={false}>
      <LoadState query={query}>
        {(detail) => <Review detail={detail} back={back} onConflict={() => setConflicted(true)} />}
      </LoadState>
    </App>
  );
}

function Review({
  detail,
  back,
  onConflict,
}: {
  detail: ReviewerDetail;
  back: ReactNode;
  onConflict: () => void;
}) {
  const t = useReviewText();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const cancelAutosave = useRef<() => void>(() => undefined);
  const onCancelRef = useCallback((cancel: () => void) => {
    cancelAutosave.current = cancel;
  }, []);
  // A first autosave makes the review a draft before the detail is read again.
  const [drafted, setDrafted] = useState(false);
  const onSaved = useCallback(() => setDrafted(true), []);
  const state = stateOf({
    status: detail.review?.status ?? (drafted ? 'draft' : 'not_started'),
    window: detail.window,
  });
  const submitted = detail.review?.status === 'submitted';
  const editable = !submitted && detail.window === 'open';

  const refresh = () => void queryClient.invalidateQueries({ queryKey: REVIEWER_KEY });

  const declareConflict = () => {
    let reason = '';
    const dialog = modal.confirm({
      title: t('conflictTitle'),
      content: (
        <Flex vertical gap={8}>
          <span>{t('conflictText')}</span>
          <Input.TextArea
            aria-label={t('conflictReason')}
            placeholder={t('conflictReason')}
            rows={3}
            maxLength={500}
            onChange={(e) => {
              reason = e.target.value;
              dialog.update({ okButtonProps: { disabled: !reason.trim() } });
            }}
            data-testid="conflict-reason"
          />
        </Flex>
      ),
      okText: t('conflict'),
      okButtonProps: { disabled: true, danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        cancelAutosave.current();
        try {
          await reviewerApi.conflict(detail.declarationId, reason.trim());
        } catch (e) {
          modal.error({ title: e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e) });
          return;
        }
        // The list is read again on its next visit; this page's own detail is not (a 403 now).
        void queryClient.invalidateQueries({ queryKey: [...REVIEWER_KEY, 'list'] });
        onConflict();
      },
    });
  };

  return (
    <Flex vertical gap={12} data-testid="review-page">
      <Flex justify="space-between" align="center" gap={8} wrap>
        {back}
        <Tag color={STATE_COLOURS[state]} className={styles.tag} data-testid="review-status">
          {t(`status.${state}`)}
        </Tag>
      </Flex>
      <h1 className={styles.title}>{detail.projectName}</h1>
      <Typography.Text type="secondary">
        {t('deadline')}{' '}
        {detail.reviewEnd ? formatDateTime(detail.reviewEnd, 'YYYY-MM-DD HH:mm') : t('noDeadline')}
        {editable && <TimeLeft end={detail.reviewEnd} />}
      </Typography.Text>
      {submitted && (
        <Alert
          type="success"
          showIcon
          data-testid="review-locked"
          title={t('submittedAt', { time: formatDateTime(detail.review?.submittedAt, 'YYYY-MM-DD HH:mm') })}
        />
      )}
      {!submitted && detail.review?.reopenReason && (
        <Alert type="warning" showIcon title={t('reopened', { reason: detail.review.reopenReason })} />
      )}
      {!submitted && detail.window !== 'open' && (
        <Alert
          type="warning"
          showIcon
          data-testid="review-window"
          title={
            detail.window === 'closed'
              ? t('windowClosed')
              : detail.reviewStart
                ? t('windowNotYet', { time: formatDateTime(detail.reviewStart, 'YYYY-MM-DD HH:mm') })
                : t('windowNotYetOpen')
          }
        />
      )}
      {detail.blind && <Alert type="info" title={t('blindNote')} data-testid="review-blind" />}
      <div className={styles.layout}>
        <DeclarationContent detail={detail} />
        <Flex vertical gap={12}>
          <ScoreSheet
            detail={detail}
            editable={editable}
            onSaved={onSaved}
            onSubmitted={refresh}
            onCancelRef={onCancelRef}
          />
          {!submitted && detail.window !== 'closed' && (
            <Button danger onClick={declareConflict} data-testid="review-conflict">
              {t('conflict')}
            </Button>
          )}
        </Flex>
      </div>
    </Flex>
  );
}
