import type { JobHandler } from '../../platform/scheduler/job-handlers';
import type { NoticeService } from './service';

/**
 * Releases notices whose start time has come (`NoticeService.releaseDue`, which
 * also pushes them to the users online).
 */
export const releaseNoticesJob = (notices: Pick<NoticeService, 'releaseDue'>): JobHandler => ({
  className: 'releaseNotices',
  label: '发布到期通知公告',
  description: '发布开始时间已到的通知公告，并推送给在线用户',
  paramExample: null,
  async run({ now }) {
    const { released } = await notices.releaseDue(now);
    return `发布通知公告${released.length}条`;
  },
});
