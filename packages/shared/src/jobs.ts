import { z } from 'zod';
import { filterText, idField, oneOf, optionalText, requiredText } from './admin-fields';
import { COMMON_MESSAGES } from './common-messages';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';
import { type Translation, translationSchema } from './translations';

/**
 * Scheduled tasks (spec 001 §3 "Scheduled task", §6 "Tasks"): QUARTZ_* codes.
 * Every call is `POST` with a JSON body and answers the usual envelope.
 *
 * | path                  | code          | body                 | dataSet              | rtnMessage   |
 * |-----------------------|---------------|----------------------|----------------------|--------------|
 * | /rest/task/page       | QUARTZ_VIEW   | TaskPageQuery        | Page<TaskView>       |              |
 * | /rest/task/detail     | QUARTZ_VIEW   | { taskId }           | TaskView             |              |
 * | /rest/task/add        | QUARTZ_ADD    | TaskAdd              | TaskView             | 添加成功!     |
 * | /rest/task/update     | QUARTZ_EDIT   | TaskUpdate           | TaskView             | 编辑成功!     |
 * | /rest/task/delete     | QUARTZ_DEL    | { taskId }           | null                 | 删除成功!     |
 * | /rest/task/start      | QUARTZ_START  | { taskId }           | TaskView             | 启动成功!     |
 * | /rest/task/stop       | QUARTZ_START  | { taskId }           | TaskView             | 暂停成功!     |
 * | /rest/task/run        | QUARTZ_EFECT  | { taskId }           | TaskRunView          | 立即执行成功! |
 * | /rest/task/nextFirings| QUARTZ_VIEW   | { cronExpression }   | string[] (5 ISO)     |              |
 * | /rest/task/runs       | QUARTZ_VIEW   | TaskRunQuery         | Page<TaskRunView>    |              |
 * | /rest/task/handlers   | QUARTZ_VIEW   | {}                   | TaskHandlerInfo[]    |              |
 *
 * "Run now" waits for the run to finish and answers its record: a handler that
 * throws still answers 200 with `outcome: 'failure'` and the error (the run was
 * made; it failed). An invalid cron expression is a 400 with
 * `fieldErrors.cronExpression = 'Cron表达式不正确'`.
 */
export const TASK_PATHS = {
  page: '/rest/task/page',
  detail: '/rest/task/detail',
  add: '/rest/task/add',
  update: '/rest/task/update',
  delete: '/rest/task/delete',
  start: '/rest/task/start',
  stop: '/rest/task/stop',
  run: '/rest/task/run',
  nextFirings: '/rest/task/nextFirings',
  runs: '/rest/task/runs',
  handlers: '/rest/task/handlers',
} as const;

/** isStart: 1 started (fires on its schedule), 0 stopped. */
export const TASK_STATE = { started: 1, stopped: 0 } as const;

export const TASK_MESSAGES = defineMessages('jobs', {
  added: ['添加成功!', '添加成功!', 'Added'],
  edited: ['编辑成功!', '編輯成功!', 'Saved'],
  deleted: ['删除成功!', '刪除成功!', 'Deleted'],
  started: ['启动成功!', '啟動成功!', 'Started'],
  stopped: ['暂停成功!', '暫停成功!', 'Paused'],
  ranNow: ['立即执行成功!', '立即執行成功!', 'Run finished'],
  taskIdRequired: ['请选择任务', '請選擇任務', 'Please choose a task'],
  taskNameRequired: ['请输入任务名称', '請輸入任務名稱', 'Please enter the task name'],
  taskNameTooLong: [
    '任务名称不能超过100个字符',
    '任務名稱不能超過100個字符',
    'The task name is at most 100 characters',
  ],
  classNameRequired: ['请选择执行类', '請選擇執行類', 'Please choose the handler'],
  classNameUnknown: ['执行类不存在', '執行類不存在', 'There is no such handler'],
  cronRequired: ['请输入Cron表达式', '請輸入Cron表達式', 'Please enter the cron expression'],
  cronInvalid: ['Cron表达式不正确', 'Cron表達式不正確', 'The cron expression is not valid'],
  taskParamInvalid: [
    '任务参数必须是JSON对象',
    '任務參數必須是JSON對象',
    'The parameters must be a JSON object',
  ],
  isStart: [
    '状态只能是启动(1)或暂停(0)',
    '狀態只能是啟動(1)或暫停(0)',
    'The state is started (1) or paused (0)',
  ],
  notFound: ['任务不存在', '任務不存在', 'The task does not exist'],
  nameTaken: ['该任务名称已存在', '該任務名稱已存在', 'A task with this name already exists'],
  outcome: ['执行结果不正确', '執行結果不正確', 'The outcome is not valid'],
  /** A run whose task names a className no handler has (stored as the run's error). */
  handlerMissing: [
    '执行类不存在: {className}',
    '執行類不存在: {className}',
    'There is no such handler: {className}',
  ],
});

/** How many future firings `nextFirings` answers. */
export const NEXT_FIRINGS_COUNT = 5;

const taskId = idField(TASK_MESSAGES.taskIdRequired);
const taskName = requiredText(100, TASK_MESSAGES.taskNameRequired, TASK_MESSAGES.taskNameTooLong);
/** The name and description in zh_TW and en_GB (translations.ts); a missing version shows the zh_CN text. */
const taskNameI18n = translationSchema(100, TASK_MESSAGES.taskNameTooLong);
const taskDescI18n = translationSchema(500, COMMON_MESSAGES.tooLong({ max: 500 }));
const className = requiredText(100, TASK_MESSAGES.classNameRequired);
/** Checked for syntax by the server (croner): 5 fields, or 6 with seconds first; `?` allowed. */
export const cronExpressionField = requiredText(120, TASK_MESSAGES.cronRequired, TASK_MESSAGES.cronInvalid);
/** A JSON object as text (the handler reads it), or blank. */
const taskParam = optionalText(2000).refine(
  (v) => {
    if (v === null || v === undefined) return true;
    try {
      const parsed: unknown = JSON.parse(v);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  },
  { error: TASK_MESSAGES.taskParamInvalid },
);
const isStart = oneOf([TASK_STATE.started, TASK_STATE.stopped], TASK_MESSAGES.isStart);

export const taskAddSchema = z.object({
  taskName,
  taskNameI18n: taskNameI18n.optional(),
  className,
  cronExpression: cronExpressionField,
  isStart: isStart.optional(),
  taskParam,
  taskDesc: optionalText(500),
  taskDescI18n: taskDescI18n.optional(),
});
export type TaskAdd = z.infer<typeof taskAddSchema>;

export const taskUpdateSchema = z.object({
  taskId,
  taskName: taskName.optional(),
  taskNameI18n: taskNameI18n.optional(),
  className: className.optional(),
  cronExpression: cronExpressionField.optional(),
  taskParam,
  taskDesc: optionalText(500),
  taskDescI18n: taskDescI18n.optional(),
});
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

export const taskIdSchema = z.object({ taskId });

export const taskPageQuerySchema = pageRequestSchema.extend({
  taskName: filterText,
  className: filterText,
  isStart: z.preprocess((v) => (v === '' || v === null ? undefined : v), isStart.optional()).optional(),
});
export type TaskPageQuery = z.infer<typeof taskPageQuerySchema>;

export const nextFiringsSchema = z.object({ cronExpression: cronExpressionField });

export const TASK_RUN_OUTCOMES = ['running', 'success', 'failure'] as const;
export type TaskRunOutcome = (typeof TASK_RUN_OUTCOMES)[number];

export const taskRunQuerySchema = pageRequestSchema.extend({
  taskId: z.preprocess((v) => (v === '' || v === null ? undefined : v), taskId.optional()).optional(),
  outcome: z.enum(TASK_RUN_OUTCOMES, { error: TASK_MESSAGES.outcome }).optional(),
});
export type TaskRunQuery = z.infer<typeof taskRunQuerySchema>;

export interface TaskView {
  taskId: number;
  taskName: string;
  /** taskName in zh_TW and en_GB; a missing version shows taskName. */
  taskNameI18n: Translation;
  className: string;
  cronExpression: string;
  isStart: 0 | 1;
  taskParam: string | null;
  taskDesc: string | null;
  /** taskDesc in zh_TW and en_GB; a missing version shows taskDesc. */
  taskDescI18n: Translation;
  /** The instance (host:pid) that ran the task last, and its address. */
  runServer: string | null;
  runServerIp: string | null;
  /** The next firing (ISO), when started. */
  nextFireTime: string | null;
  lastRun: { startTime: string; outcome: TaskRunOutcome } | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface TaskRunView {
  runId: number;
  taskId: number;
  taskName: string;
  className: string;
  /** schedule: a cron firing; manual: "run now". */
  trigger: 'schedule' | 'manual';
  /** The firing this run is for (ISO); for a manual run, when it was asked. */
  firingTime: string;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  outcome: TaskRunOutcome;
  error: string | null;
  /** What the handler reported (e.g. "deleted 120 access-log rows"). */
  result: string | null;
  /** host:pid of the instance that ran it, and its address. */
  instance: string;
  instanceIp: string | null;
  createBy: string | null;
}

/** A className the server knows, for the add/edit form's select. */
export interface TaskHandlerInfo {
  className: string;
  /** Chinese label for the select. */
  label: string;
  description: string;
  /** Example taskParam, or null when the handler reads none. */
  paramExample: string | null;
}
