import type { DbOrTx } from '../client';
import { tasks } from '../schema';

/**
 * The demo's scheduled tasks (docs/monitoring.md): the log purge each night and
 * the session clean-up each hour, the release of notices whose start time has
 * come each minute, and the editions' move on when a window closes each hour.
 */
const DEMO_TASKS = [
  {
    taskName: '清理过期日志',
    className: 'purgeLogs',
    cronExpression: '0 0 3 * * ?',
    isStart: 1,
    taskParam: '{"days": 180}',
    taskDesc: '每天凌晨3点删除超过180天的访问日志和登录日志',
  },
  {
    taskName: '结束过期会话',
    className: 'endExpiredSessions',
    cronExpression: '0 0 * * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc: '每小时结束已过期的登录会话，删除结束超过一天的会话',
  },
  {
    taskName: '发布到期通知公告',
    className: 'releaseNotices',
    cronExpression: '0 * * * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc: '每分钟发布开始时间已到的通知公告',
  },
  {
    taskName: '届次窗口到期流转',
    className: 'advanceEditions',
    cronExpression: '0 5 * * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc: '每小时第5分钟，当前窗口期已结束的届次进入下一状态',
  },
] as const;

export async function seedDemoJobs(tx: DbOrTx): Promise<void> {
  await tx
    .insert(tasks)
    .values(DEMO_TASKS.map((t) => ({ ...t, createBy: 'system' })))
    .onConflictDoNothing({ target: tasks.taskName });
}
