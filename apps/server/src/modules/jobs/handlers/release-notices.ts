import type { JobHandler } from './types';

interface NoticeReleaser {
  releaseDue(now: Date): Promise<unknown>;
}

function noticeReleaser(services: Readonly<Record<string, unknown>> | undefined): NoticeReleaser | null {
  const notices = services?.notices as Partial<NoticeReleaser> | undefined;
  return typeof notices?.releaseDue === 'function' ? (notices as NoticeReleaser) : null;
}

/**
 * Releases notices whose start time has come, through the notices module
 * (`services.notices.releaseDue(now)`, which also pushes them). Without that
 * module the run fails with a message saying so, rather than pretending.
 */
export const releaseNoticesHandler: JobHandler = {
  className: 'releaseNotices',
  label: '发布到期通知公告',
  description: '发布开始时间已到的通知公告，并推送给在线用户',
  paramExample: null,
  async run({ services, now }) {
    const releaser = noticeReleaser(services);
    if (!releaser) throw new Error('通知公告模块未启用（NoticeService.releaseDue 不存在）');
    const released = await releaser.releaseDue(now);
    // NoticeService.releaseDue answers { released: ids }.
    const ids = (released as { released?: unknown } | null)?.released;
    const count = Array.isArray(ids) ? ids.length : Array.isArray(released) ? released.length : null;
    return count === null ? '已发布到期通知公告' : `发布通知公告${count}条`;
  },
};
