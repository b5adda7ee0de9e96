import type { JobHandler } from '../../platform/scheduler/job-handlers';
import type { NoticeStatusService } from './status';

/**
 * Releases notices whose start time has come (`NoticeStatusService.releaseDue`, which
 * also pushes them to the users online).
 */
export const releaseNoticesJob = (notices: Pick<NoticeStatusService, 'releaseDue'>): JobHandler => ({
  className: 'releaseNotices',
  label: '发布到期通知公告',
  description: '发布开始时间已到的通知公告，并推送给在线用户',
  paramExample: null,
  async run({ now }) {
    const { released } = await notices.releaseDue(now);
    return `发布通知公告${released.length}条`;
  },
});
