import { defineMessages } from './i18n';

/**
 * Long work (issue 14 §5): every list export goes through one mechanism. A small one is
 * answered at once with the file; a larger one runs in the background, tells its owner how
 * far it is through the push channel, and leaves its file in the owner's "my exports" list
 * for EXPORT_RETENTION_DAYS.
 *
 * Without zod (the portal's shell names the messages; issue 18): the path's schema is in
 * exports-input.ts.
 */

/** Below this many rows the file is the answer of the request itself (the old wire). */
export const EXPORT_SYNC_MAX_ROWS = 5_000;
/** The most rows one export may hold: above it the request is refused, asking to narrow it. */
export const EXPORT_MAX_ROWS = 1_000_000;
/** How long a finished file stays in the list before the scheduler removes it. */
export const EXPORT_RETENTION_DAYS = 7;
/** Background exports one user may have running at once (each holds a database cursor's worth of work). */
export const EXPORT_MAX_RUNNING = 3;
/**
 * The rows read and written per page: one keyset step through the list's query. Small pages
 * keep the rows of a page young garbage (bench/export-memory.mjs: 1,000-row pages peaked
 * about 140 MB over the start, 250-row ones about 35 MB).
 */
export const EXPORT_PAGE_ROWS = 250;

export const EXPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_PATHS = {
  list: '/rest/exports',
  one: (exportId: number) => `/rest/exports/${exportId}`,
  file: (exportId: number) => `/rest/exports/${exportId}/file`,
} as const;

/** One entry of "my exports". Instants are ISO (UTC). */
export interface ExportJobView {
  exportId: number;
  fileName: string;
  status: ExportStatus;
  rowsDone: number;
  rowsTotal: number;
  size: number | null;
  /** The failure's message, rendered in the reader's language. */
  error: string | null;
  createTime: string;
  finishTime: string | null;
  expireTime: string;
}

/** What an export route answers instead of the file when the work goes to the background. */
export interface ExportStarted {
  exportId: number;
  fileName: string;
  rowsTotal: number;
}

/** The push an export's owner receives while it runs and when it ends (cmd 'export'). */
export interface ExportProgress {
  exportId: number;
  fileName: string;
  status: ExportStatus;
  rowsDone: number;
  rowsTotal: number;
}

/**
 * The push an importer receives while their upload is worked through (cmd 'import'): the
 * rows done (refused ones count as done once checked, created ones as they are written)
 * of the sheet's rows. The answer of the upload stays the per-row report.
 */
export interface ImportProgress {
  /** What is imported (users...). */
  kind: string;
  status: 'running' | 'done';
  rowsDone: number;
  rowsTotal: number;
}

export const EXPORT_MESSAGES = defineMessages('exports', {
  notFound: ['导出文件不存在或已过期', '導出檔案不存在或已過期', 'The export does not exist or has expired'],
  idInvalid: ['导出编号不正确', '導出編號不正確', 'The export number is not valid'],
  notReady: ['导出尚未完成', '導出尚未完成', 'The export has not finished yet'],
  tooManyRunning: [
    '已有 {max} 个导出正在进行，请等待完成后再试',
    '已有 {max} 個導出正在進行，請等待完成後再試',
    '{max} exports are already running: please wait for one to finish',
  ],
  failed: ['导出失败，请重试', '導出失敗，請重試', 'The export failed: please try again'],
  interrupted: [
    '导出因服务重启而中断，请重新导出',
    '導出因服務重啟而中斷，請重新導出',
    'The export was cut short by a server restart: please export again',
  ],
  // The purge task (its label and description in the task form, and the account of a run).
  purgeLabel: ['清理过期导出文件', '清理過期導出檔案', 'Purge expired exports'],
  purgeDescription: [
    '删除超过保留期（{days} 天）的导出文件，并结束中断的导出',
    '刪除超過保留期（{days} 天）的導出檔案，並結束中斷的導出',
    'Deletes export files older than their {days}-day retention and ends interrupted exports',
  ],
  purged: [
    '删除 {files} 个过期导出，结束 {stale} 个中断的导出',
    '刪除 {files} 個過期導出，結束 {stale} 個中斷的導出',
    'Deleted {files} expired exports, ended {stale} interrupted ones',
  ],
});

export const EXPORT_STATUS_NAMES = defineMessages('exports.status', {
  running: ['进行中', '進行中', 'Running'],
  done: ['已完成', '已完成', 'Finished'],
  failed: ['失败', '失敗', 'Failed'],
});

/** The portal's words for exports: the button's progress, the "my exports" list. */
export const EXPORT_UI_MESSAGES = defineMessages('exports.ui', {
  myExports: ['我的导出', '我的導出', 'My exports'],
  started: [
    '导出已转入后台（共 {total} 条），完成后可在“我的导出”中下载',
    '導出已轉入後台（共 {total} 條），完成後可在「我的導出」中下載',
    'The export ({total} rows) continues in the background: download it from My exports when it is done',
  ],
  progressTitle: ['正在导出：{name}', '正在導出：{name}', 'Exporting {name}'],
  doneTitle: ['导出完成：{name}', '導出完成：{name}', 'Export finished: {name}'],
  failedTitle: ['导出失败：{name}', '導出失敗：{name}', 'Export failed: {name}'],
  rows: ['{done} / {total} 条', '{done} / {total} 條', '{done} of {total} rows'],
  download: ['下载', '下載', 'Download'],
  delete: ['删除', '刪除', 'Delete'],
  deleteConfirm: ['确定删除该导出文件？', '確定刪除該導出檔案？', 'Delete this export file?'],
  deleted: ['已删除', '已刪除', 'Deleted'],
  openList: ['查看我的导出', '查看我的導出', 'Open My exports'],
  importKept: [
    '导入结果已保存到「我的导出」，离开本页后也可下载。',
    '導入結果已保存到「我的導出」，離開本頁後也可下載。',
    'The result is kept in My exports: download it there, even after leaving this page.',
  ],
  empty: ['暂无导出文件', '暫無導出檔案', 'No exports yet'],
  retention: [
    '导出文件保留 {days} 天，到期后自动删除',
    '導出檔案保留 {days} 天，到期後自動刪除',
    'Export files are kept for {days} days, then deleted',
  ],
  colName: ['文件名', '檔案名', 'File'],
  colStatus: ['状态', '狀態', 'Status'],
  colProgress: ['进度', '進度', 'Progress'],
  colSize: ['大小', '大小', 'Size'],
  colCreated: ['导出时间', '導出時間', 'Started'],
  colExpires: ['到期时间', '到期時間', 'Expires'],
  colActions: ['操作', '操作', 'Actions'],
  refresh: ['刷新', '刷新', 'Refresh'],
  importing: [
    '正在导入：{done} / {total} 行',
    '正在導入：{done} / {total} 行',
    'Importing: row {done} of {total}',
  ],
});
