import { REMINDER_KIND_NAMES, type ReviewStanding as Standing } from '@awards/shared/review';
import { formatDateTime } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { Alert, App, Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { Permission } from '../../../components/RowActions/Permission';
import { USER_TEXT_SLOT, withUserText } from '../../../components/UserText';
import { useConfirm } from '../../../components/useConfirm';
import { useCloseReview, useRemind } from '../api/review';
import { useReviewT } from '../i18n';
import { ReasonModal } from './ReasonModal';

/**
 * Where the edition's review stands (docs/domain.md "Lifecycle"): can the edition leave
 * the review (how many declarations still lack reviews), who closed it and why, the last
 * reminder; and, while the edition is in review, reminding the experts and closing it.
 */
export function ReviewStanding({ editionId, standing }: { editionId: number; standing: Standing }) {
  const { t, tr } = useReviewT();
  const { message } = App.useApp();
  const { ask, holder } = useConfirm();
  const remind = useRemind();
  const close = useCloseReview();
  const [closing, setClosing] = useState(false);
  const open = standing.editionStatus === 'reviewing' && standing.closed === null;
  const sendReminders = async () => {
    if (!(await ask(t('console.remindConfirm'), { okText: t('console.remind') }))) return;
    remind.mutateAsync({ editionId }).then(
      (sent) => void message.success(t('console.reminded', { ...sent })),
      (error) => reportError(error, message.error, tr),
    );
  };
  const closed = standing.closed;
  return (
    <Flex vertical gap={8} data-testid="review-standing">
      {holder}
      <Flex gap={8} wrap justify="space-between" align="center">
        <Typography.Text strong>{t('console.standing')}</Typography.Text>
        <Typography.Text type="secondary" data-testid="review-end">
          {standing.reviewEnd
            ? t('console.reviewEnd', { at: formatDateTime(standing.reviewEnd) })
            : t('console.noEnd')}
        </Typography.Text>
      </Flex>
      <Alert
        data-testid="review-leave"
        type={standing.reviewsDone ? 'success' : 'warning'}
        showIcon
        message={
          standing.reviewsDone
            ? t(closed ? 'console.canLeaveClosed' : 'console.canLeave')
            : t('console.lacking', { lacking: standing.lacking, total: standing.inExpertReview })
        }
        description={
          closed ? (
            <span data-testid="review-closed">
              {withUserText(
                t('console.closed', { at: formatDateTime(closed.at), by: closed.by, reason: USER_TEXT_SLOT }),
                closed.reason,
              )}
            </span>
          ) : undefined
        }
      />
      {standing.lastReminder && (
        <Typography.Text type="secondary" data-testid="review-last-reminder">
          {t('console.lastReminder', {
            at: formatDateTime(standing.lastReminder.at),
            kind: tr(REMINDER_KIND_NAMES[standing.lastReminder.kind]),
            experts: standing.lastReminder.experts,
          })}
        </Typography.Text>
      )}
      {open && (
        <Space wrap>
          <Permission code="REVIEW_REMIND">
            <Button loading={remind.isPending} onClick={sendReminders} data-testid="review-remind">
              {t('console.remind')}
            </Button>
          </Permission>
          <Permission code="REVIEW_CLOSE">
            <Button danger onClick={() => setClosing(true)} data-testid="review-close">
              {t('console.close')}
            </Button>
          </Permission>
        </Space>
      )}
      {closing && (
        <ReasonModal
          title={t('console.closeTitle')}
          okText={t('console.close')}
          pending={close.isPending}
          testId="review-close-form"
          onSubmit={(reason) =>
            close.mutateAsync({ editionId, reason }).then(() => void message.success(t('console.closedDone')))
          }
          onClose={() => setClosing(false)}
        />
      )}
    </Flex>
  );
}
