import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The scheduled-task page's strings, in their own namespace, registered on first import. */
const zhCN = {
  search: { taskName: '任务名称', className: '执行类', isStart: '状态' },
  state: { 1: '已启动', 0: '已暂停' },
  outcome: { running: '执行中', success: '成功', failure: '失败' },
  trigger: { schedule: '定时', manual: '手动' },
  column: {
    taskName: '任务名称',
    className: '执行类',
    cronExpression: 'Cron表达式',
    isStart: '状态',
    nextFireTime: '下次执行',
    lastRun: '上次执行',
    runServer: '执行实例',
    taskDesc: '描述',
    updateTime: '更新时间',
    actions: '操作',
  },
  toolbar: { add: '新增' },
  action: {
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '确定删除任务“{{name}}”吗？',
    start: '启动',
    stop: '暂停',
    run: '立即执行',
    runConfirm: '确定立即执行任务“{{name}}”吗？',
    startConfirm: '确定启动任务“{{name}}”吗？',
    startEffect: '启动后将按执行表达式定时运行。',
    stopConfirm: '确定暂停任务“{{name}}”吗？',
    stopEffect: '暂停后不再定时运行，直到再次启动。',
    runs: '执行记录',
  },
  form: {
    addTitle: '新增任务',
    editTitle: '编辑任务',
    taskName: '任务名称',
    className: '执行类',
    cronExpression: 'Cron表达式',
    cronHint: '5段（分 时 日 月 周），或6段（秒在最前）',
    preview: '查看执行时间',
    nextFirings: '最近5次执行时间',
    taskParam: '任务参数(JSON)',
    paramExample: '示例：{{example}}',
    taskDesc: '描述',
    startNow: '保存后启动',
    choose: '请选择',
  },
  runs: {
    title: '执行记录：{{name}}',
    startTime: '开始时间',
    endTime: '结束时间',
    duration: '耗时(ms)',
    outcome: '结果',
    trigger: '触发方式',
    error: '错误',
    result: '结果说明',
    instance: '执行实例',
  },
  done: {
    added: '添加成功!',
    edited: '编辑成功!',
    deleted: '删除成功!',
    started: '启动成功!',
    stopped: '暂停成功!',
    ranNow: '立即执行成功!',
    runFailed: '任务已执行，但执行失败：{{error}}',
  },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  search: { taskName: '任務名稱', className: '執行類', isStart: '狀態' },
  state: { 1: '已啟動', 0: '已暫停' },
  outcome: { running: '執行中', success: '成功', failure: '失敗' },
  trigger: { schedule: '定時', manual: '手動' },
  column: {
    taskName: '任務名稱',
    className: '執行類',
    cronExpression: 'Cron表達式',
    isStart: '狀態',
    nextFireTime: '下次執行',
    lastRun: '上次執行',
    runServer: '執行實例',
    taskDesc: '描述',
    updateTime: '更新時間',
    actions: '操作',
  },
  toolbar: { add: '新增' },
  action: {
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '確定刪除任務“{{name}}”嗎？',
    start: '啟動',
    stop: '暫停',
    run: '立即執行',
    runConfirm: '確定立即執行任務“{{name}}”嗎？',
    startConfirm: '確定啟動任務“{{name}}”嗎？',
    startEffect: '啟動後將按執行表達式定時運行。',
    stopConfirm: '確定暫停任務“{{name}}”嗎？',
    stopEffect: '暫停後不再定時運行，直到再次啟動。',
    runs: '執行記錄',
  },
  form: {
    addTitle: '新增任務',
    editTitle: '編輯任務',
    taskName: '任務名稱',
    className: '執行類',
    cronExpression: 'Cron表達式',
    cronHint: '5段（分 時 日 月 周），或6段（秒在最前）',
    preview: '查看執行時間',
    nextFirings: '最近5次執行時間',
    taskParam: '任務參數(JSON)',
    paramExample: '示例：{{example}}',
    taskDesc: '描述',
    startNow: '保存後啟動',
    choose: '請選擇',
  },
  runs: {
    title: '執行記錄：{{name}}',
    startTime: '開始時間',
    endTime: '結束時間',
    duration: '耗時(ms)',
    outcome: '結果',
    trigger: '觸發方式',
    error: '錯誤',
    result: '結果說明',
    instance: '執行實例',
  },
  done: {
    added: '添加成功!',
    edited: '編輯成功!',
    deleted: '刪除成功!',
    started: '啟動成功!',
    stopped: '暫停成功!',
    ranNow: '立即執行成功!',
    runFailed: '任務已執行，但執行失敗：{{error}}',
  },
};

const enGB: Messages = {
  search: { taskName: 'Task', className: 'Handler', isStart: 'State' },
  state: { 1: 'Started', 0: 'Paused' },
  outcome: { running: 'Running', success: 'Succeeded', failure: 'Failed' },
  trigger: { schedule: 'Schedule', manual: 'Manual' },
  column: {
    taskName: 'Task',
    className: 'Handler',
    cronExpression: 'Cron expression',
    isStart: 'State',
    nextFireTime: 'Next run',
    lastRun: 'Last run',
    runServer: 'Instance',
    taskDesc: 'Description',
    updateTime: 'Updated',
    actions: 'Actions',
  },
  toolbar: { add: 'Add' },
  action: {
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete the task “{{name}}”?',
    start: 'Start',
    stop: 'Pause',
    run: 'Run now',
    runConfirm: 'Run the task “{{name}}” now?',
    startConfirm: 'Start the task “{{name}}”?',
    startEffect: 'Once started it runs on its schedule.',
    stopConfirm: 'Pause the task “{{name}}”?',
    stopEffect: 'Once paused it no longer runs on its schedule until started again.',
    runs: 'Runs',
  },
  form: {
    addTitle: 'Add a task',
    editTitle: 'Edit the task',
    taskName: 'Task name',
    className: 'Handler',
    cronExpression: 'Cron expression',
    cronHint: '5 fields (minute hour day month weekday), or 6 with seconds first',
    preview: 'See execution times',
    nextFirings: 'The next 5 runs',
    taskParam: 'Parameters (JSON)',
    paramExample: 'For example: {{example}}',
    taskDesc: 'Description',
    startNow: 'Start after saving',
    choose: 'Please choose',
  },
  runs: {
    title: 'Runs of {{name}}',
    startTime: 'Started',
    endTime: 'Ended',
    duration: 'Time (ms)',
    outcome: 'Outcome',
    trigger: 'Trigger',
    error: 'Error',
    result: 'Result',
    instance: 'Instance',
  },
  done: {
    added: 'Added',
    edited: 'Saved',
    deleted: 'Deleted',
    started: 'Started',
    stopped: 'Paused',
    ranNow: 'Run finished',
    runFailed: 'The task ran but failed: {{error}}',
  },
};

export const JOBS_NS = 'monitorJobs';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, JOBS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type JobsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

/**
 * `t` of this namespace, and `tr` for the shared messages (a schema's or the server's key) in
 * the current language. The handlers' labels come in the language the call asked for.
 */
export function useJobsT(): { t: JobsT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(JOBS_NS as unknown as 'translation');
  return { t: t as unknown as JobsT, tr: translateShared };
}
