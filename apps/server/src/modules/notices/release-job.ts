import { renderMessage } from '@awards/shared/i18n';
import { NOTICE_MESSAGES } from '@awards/shared/notices';
import type { JobHandler } from '../../platform/scheduler/job-handlers';
import type { NoticeStatusService } from './status';

/**
 * Releases notices whose start time has come (`NoticeStatusService.releaseDue`, which
 * also pushes them to the users online).
 */
export const releaseNoticesJob = (notices: Pick<NoticeStatusService, 'releaseDue'>): JobHandler => ({
  className: 'releaseNotices',
  label: NOTICE_MESSAGES.releaseJobLabel,
  description: NOTICE_MESSAGES.releaseJobDescription,
  paramExample: null,
  async run({ now }) {
    const { released } = await notices.releaseDue(now);
    // The run's result, kept in the job log.
    return renderMessage(NOTICE_MESSAGES.releaseJobResult({ count: released.length }));
  },
});
