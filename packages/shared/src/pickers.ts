import { z } from 'zod';
import { defineMessages } from './i18n';
import { text } from './primitives';

/**
 * The trader / warehouse / factory pickers of spec 001 §2 and §7: a searchable
 * select over one type of trade entity. Only these three types exist.
 */

export const PICKER_TYPES = ['trader', 'warehouse', 'factory'] as const;
export type PickerType = (typeof PICKER_TYPES)[number];

/** At most this many answers: the picker narrows as the user types (500 ms debounce). */
export const PICKER_LIMIT = 50;
export const PICKER_DEBOUNCE_MS = 500;

export const PICKER_MESSAGES = defineMessages('pickers', {
  type: [
    '选择器类型只能是 trader（贸易商）、warehouse（仓库）或 factory（工厂）',
    '選擇器類型只能是 trader（貿易商）、warehouse（倉庫）或 factory（工廠）',
    'The picker type is trader, warehouse or factory',
  ],
  keyword: ['查询内容必须是文本', '查詢內容必須是文字', 'The search must be text'],
  keywordTooLong: [
    '查询内容不能超过50个字符',
    '查詢內容不能超過50個字符',
    'The search is at most 50 characters',
  ],
});

const keyword = text({ error: PICKER_MESSAGES.keyword })
  .trim()
  .max(50, { error: PICKER_MESSAGES.keywordTooLong })
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** `/rest/simulation/queryTestDataTraderInfo` (the spec also names `warehouse` on this call). */
export const traderQuerySchema = z
  .object({ traderName: keyword, warehouse: keyword, param: keyword })
  .default({});
/** `/rest/common/getLenovoFunctionService` */
export const warehouseQuerySchema = z.object({ warehouse: keyword, param: keyword }).default({});
/** `/rest/simulation/queryLenovoFactoryInfo` */
export const factoryQuerySchema = z.object({ param: keyword }).default({});

/** `/rest/picker/search`: any of the three by type. */
export const pickerSearchSchema = z.object({
  type: z.enum(PICKER_TYPES, { error: PICKER_MESSAGES.type }),
  keyword,
});

/** One answer: `value` is the name shown, `code` what a form stores (as dictionary options). */
export interface PickerOption {
  code: string;
  name: string;
  value: string;
}

export interface TraderInfoResult {
  traderInfoList: PickerOption[];
}
export interface WarehouseResult {
  whsVoList: PickerOption[];
}
export interface FactoryInfoResult {
  factoryInfoList: PickerOption[];
}
