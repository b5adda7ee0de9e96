import { z } from 'zod';

export {
  ENHANCE_PATHS,
  ENHANCE_TIME_LIMIT_MS,
  type EnhanceHint,
  type EnhanceRowClass,
} from './enhance-runtime';

import { defineMessages } from './i18n';
import { int4, NUL_MESSAGE, text } from './primitives';

/**
 * Enhance scripts (增强脚本, spec 000 §1 and §3 "16 versions"; docs/admin-catalogue-decisions.md
 * "Enhance scripts"): a short JavaScript function body kept per data table of the portal (the
 * `tableId` of a DataTable) that changes how the table *shows* its rows. The server stores the
 * text and its versions and never evaluates it; the portal runs it in a Web Worker without
 * network, 100 ms at most per page, plain data in and display hints out (ENHANCE_HINT_*).
 */
/** How many versions of a table's script are kept (spec 000 §3). */
export const ENHANCE_VERSIONS_KEPT = 16;
/** The longest script, in characters. */
export const ENHANCE_SCRIPT_MAX = 20_000;
/** A DataTable's tableId: dotted camelCase words (`system.banks`, `message.notices.receivers`). */
export const ENHANCE_TABLE_ID_PATTERN = /^[a-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*){0,4}$/;
export const ENHANCE_TABLE_ID_MAX = 64;

export const ENHANCE_MESSAGES = defineMessages('enhance', {
  tableIdRequired: ['请指定数据表', '請指定資料表', 'Please name the table'],
  tableIdRule: [
    '数据表标识为以小写字母开头、以点分隔的字母数字，最多64位',
    '資料表標識為以小寫字母開頭、以點分隔的字母數字，最多 64 位',
    'A table id is dotted letters and digits starting with a lowercase letter, at most 64 characters',
  ],
  scriptRequired: ['请输入脚本内容', '請輸入腳本內容', 'Please enter the script'],
  scriptTooLong: ['脚本最多{max}个字符', '腳本最多 {max} 個字元', 'A script is at most {max} characters'],
  versionRequired: ['请选择版本', '請選擇版本', 'Please choose a version'],
  versionNotFound: [
    '该版本不存在或已不再保留',
    '該版本不存在或已不再保留',
    'That version does not exist or is no longer kept',
  ],
  concurrentSave: [
    '脚本刚被他人保存，请刷新后重试',
    '腳本剛被他人儲存，請重新整理後重試',
    'Someone saved this script just now: reload and try again',
  ],
});

const M = ENHANCE_MESSAGES;

const tableId = text({ error: M.tableIdRequired })
  .trim()
  .min(1, { error: M.tableIdRequired })
  .max(ENHANCE_TABLE_ID_MAX, { error: M.tableIdRule })
  .regex(ENHANCE_TABLE_ID_PATTERN, { error: M.tableIdRule });

export const enhanceTableSchema = z.strictObject({ tableId });
export type EnhanceTableRequest = z.infer<typeof enhanceTableSchema>;

/** A new version; an empty script is a version too (the table then shows as without one). */
export const enhanceSaveSchema = z.strictObject({
  tableId,
  script: text({ error: M.scriptRequired }, NUL_MESSAGE).max(ENHANCE_SCRIPT_MAX, {
    error: M.scriptTooLong({ max: ENHANCE_SCRIPT_MAX }),
  }),
});
export type EnhanceSave = z.infer<typeof enhanceSaveSchema>;

export const enhanceRestoreSchema = z.strictObject({
  tableId,
  version: int4({ error: M.versionRequired }).min(1, { error: M.versionRequired }),
});
export type EnhanceRestore = z.infer<typeof enhanceRestoreSchema>;

/** One kept version of a table's script. */
export interface EnhanceVersionView {
  tableId: string;
  version: number;
  script: string;
  createBy: string | null;
  createTime: string;
}

/** A table whose current script is not empty: the portal fetches that script once per version. */
export interface EnhanceActiveView {
  tableId: string;
  version: number;
}

/** A table with a script, for the management page. */
export interface EnhanceTableView {
  tableId: string;
  version: number;
  versionCount: number;
  /** The current script is empty: the table shows as without one. */
  empty: boolean;
  createBy: string | null;
  createTime: string;
}
