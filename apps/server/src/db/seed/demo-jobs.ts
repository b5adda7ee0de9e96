import type { DbOrTx } from '../client';
import { tasks } from '../schema';

/**
 * The demo's scheduled tasks (docs/monitoring.md): the log purge each night and
 * the session clean-up and the purge of expired exports each hour, the release of notices whose start time has
 * come each minute, the editions' move on when a window closes each hour, and the
 * reminder to experts before the review ends each morning, and the start and end of the
 * publicity periods each minute.
 */
const DEMO_TASKS = [
  {
    taskName: '清理过期日志',
    taskNameI18n: { zh_TW: '清理過期日誌', en_GB: 'Purge old logs' },
    className: 'purgeLogs',
    cronExpression: '0 0 3 * * ?',
    isStart: 1,
    taskParam: '{"days": 180}',
    taskDesc: '每天凌晨3点删除超过180天的访问日志和登录日志',
    taskDescI18n: {
      zh_TW: '每天凌晨3點刪除超過180天的存取紀錄和登入紀錄',
      en_GB: 'Deletes access and login log entries older than 180 days, every day at 03:00',
    },
  },
  {
    taskName: '结束过期会话',
    taskNameI18n: { zh_TW: '結束過期會話', en_GB: 'End expired sessions' },
    className: 'endExpiredSessions',
    cronExpression: '0 0 * * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc: '每小时结束已过期的登录会话，删除结束超过一天的会话',
    taskDescI18n: {
      zh_TW: '每小時結束已過期的登入會話，刪除結束超過一天的會話',
      en_GB: 'Ends expired sign-in sessions every hour and deletes those ended over a day ago',
    },
  },
  {
    taskName: '发布到期通知公告',
    taskNameI18n: { zh_TW: '發布到期通知公告', en_GB: 'Publish due notices' },
    className: 'releaseNotices',
    cronExpression: '0 * * * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc: '每分钟发布开始时间已到的通知公告',
    taskDescI18n: {
      zh_TW: '每分鐘發布開始時間已到的通知公告',
      en_GB: 'Publishes the notices whose start time has come, every minute',
    },
  },
  {
    taskName: '届次窗口到期流转',
    taskNameI18n: { zh_TW: '屆次窗口到期流轉', en_GB: 'Advance editions at window close' },
    className: 'advanceEditions',
    cronExpression: '0 5 * * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc: '每小时第5分钟，当前窗口期已结束的届次进入下一状态',
    taskDescI18n: {
      zh_TW: '每小時第5分鐘，當前窗口期已結束的屆次進入下一狀態',
      en_GB: 'At five past every hour, editions whose current window has closed move to their next status',
    },
  },
  {
    taskName: '清理过期导出文件',
    taskNameI18n: { zh_TW: '清理過期導出檔案', en_GB: 'Purge expired exports' },
    className: 'purgeExports',
    cronExpression: '0 20 * * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc: '每小时第20分钟删除超过保留期的导出文件，并结束中断的导出',
    taskDescI18n: {
      zh_TW: '每小時第20分鐘刪除超過保留期的導出檔案，並結束中斷的導出',
      en_GB:
        'At twenty past every hour, deletes export files past their retention and ends interrupted exports',
    },
  },
  {
    taskName: '评审到期提醒',
    taskNameI18n: { zh_TW: '評審到期提醒', en_GB: 'Review deadline reminder' },
    className: 'remindReviews',
    cronExpression: '0 0 9 * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc:
      '每天9点，评审将在设定天数内截止的届次，以站内消息和短信提醒尚有评审未提交的专家（每届次每天最多一次）',
    taskDescI18n: {
      zh_TW:
        '每天9點，評審將在設定天數內截止的屆次，以站內消息和簡訊提醒尚有評審未提交的專家（每屆次每天最多一次）',
      en_GB:
        'Every day at 09:00, reminds the experts with unsubmitted reviews by message and SMS where the review ends within the set days (once a day per edition at most)',
    },
  },
  {
    taskName: '公示期开始与结束',
    taskNameI18n: { zh_TW: '公示期開始與結束', en_GB: 'Publicity start and end' },
    className: 'publicityPeriods',
    cronExpression: '0 * * * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc: '每分钟开始计划开始时间已到的公示名单，结束公示期已满的名单',
    taskDescI18n: {
      zh_TW: '每分鐘開始計劃開始時間已到的公示名單，結束公示期已滿的名單',
      en_GB:
        'Every minute, starts the published lists whose start has come and ends those whose period is over',
    },
  },
  {
    taskName: '公示期满授奖',
    taskNameI18n: { zh_TW: '公示期滿授獎', en_GB: 'Awarding at the end of publicity' },
    className: 'awardPublicity',
    cronExpression: '0 10 * * * ?',
    isStart: 1,
    taskParam: null,
    taskDesc:
      '每小时第10分钟，公示期已结束的届次：没有未办结或成立异议的申报授奖，异议成立的撤销，无待办事项时届次结束',
    taskDescI18n: {
      zh_TW:
        '每小時第10分鐘，公示期已結束的屆次：沒有未辦結或成立異議的申報授獎，異議成立的撤銷，無待辦事項時屆次結束',
      en_GB:
        'At ten past every hour, for editions whose publicity period has ended: awards the declarations without an open or upheld objection, revokes the upheld ones, and finishes the edition when nothing is pending',
    },
  },
] as const;

export async function seedDemoJobs(tx: DbOrTx): Promise<void> {
  await tx
    .insert(tasks)
    .values(DEMO_TASKS.map((t) => ({ ...t, createBy: 'system' })))
    .onConflictDoNothing({ target: tasks.taskName });
}
