import { z } from 'zod';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';
import { id4, int4, optionalNumber, text } from './primitives';

/**
 * Custom SVG icons (spec 000 §3 customIcons, 001 §7 icon list). Only the data
 * of one `<path d="...">` is stored, never markup: the portal draws it inside
 * its own `<svg>`, so an icon cannot carry script or external references.
 */

export const DEFAULT_ICON_VIEW_BOX = '0 0 1024 1024';
export const MAX_PATH_LENGTH = 20_000;

/**
 * SVG path data: commands MmLlHhVvCcSsQqTtAaZz, numbers (with signs, decimals
 * and exponents), commas and white space, starting with a moveto.
 */
export const SVG_PATH_DATA = /^\s*[Mm][MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/;

export const ICON_MESSAGES = defineMessages('icons', {
  titleTaken: ['图标名称已存在', '圖標名稱已存在', 'The icon name is already taken'],
  inUse: [
    '该图标正被菜单使用，不能删除',
    '該圖標正被菜單使用，不能刪除',
    'A menu shows this icon, so it cannot be deleted',
  ],
  notFound: ['图标不存在', '圖標不存在', 'The icon does not exist'],
  inUseBy: [
    '该图标正被菜单使用，不能删除（{name}）',
    '該圖標正被菜單使用，不能刪除（{name}）',
    'A menu shows this icon, so it cannot be deleted ({name})',
  ],
  // The fields of the form.
  iconInvalid: ['图标不正确', '圖標不正確', 'The icon is not valid'],
  iconRequired: ['图标不能为空', '圖標不能為空', 'Please choose an icon'],
  titleRequired: ['请输入图标名称', '請輸入圖標名稱', 'Please enter the icon name'],
  titleTooLong: [
    '图标名称不能超过50个字符',
    '圖標名稱不能超過50個字符',
    'The icon name is at most 50 characters',
  ],
  pathRequired: ['请输入图标路径', '請輸入圖標路徑', 'Please enter the path data'],
  pathTooLong: [
    `图标路径不能超过${MAX_PATH_LENGTH}个字符`,
    `圖標路徑不能超過${MAX_PATH_LENGTH}個字符`,
    `The path data is at most ${MAX_PATH_LENGTH} characters`,
  ],
  pathRule: [
    '图标路径只能是SVG路径数据（以M开头，仅含路径命令、数字和分隔符）',
    '圖標路徑只能是SVG路徑數據（以M開頭，僅含路徑命令、數字和分隔符）',
    'The path must be SVG path data: starting with M, holding only path commands, numbers and separators',
  ],
  viewBoxInvalid: ['视图框格式不正确', '視圖框格式不正確', 'The view box is not valid'],
  viewBoxRule: [
    '视图框由4个数字组成，如 0 0 1024 1024',
    '視圖框由4個數字組成，如 0 0 1024 1024',
    'A view box is 4 numbers, e.g. 0 0 1024 1024',
  ],
  sortNotNumber: ['排序必须是数字', '排序必須是數字', 'The order is a number'],
});

const M = ICON_MESSAGES;

const id = id4(M.iconInvalid, M.iconRequired);

const iconFields = z.object({
  iconTitle: text({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .max(50, { error: M.titleTooLong }),
  pathContent: text({ error: M.pathRequired })
    .trim()
    .min(1, { error: M.pathRequired })
    .max(MAX_PATH_LENGTH, { error: M.pathTooLong })
    .regex(SVG_PATH_DATA, { error: M.pathRule }),
  viewBox: text({ error: M.viewBoxInvalid })
    .trim()
    .regex(/^-?\d+(\.\d+)?( -?\d+(\.\d+)?){3}$/, { error: M.viewBoxRule })
    .optional(),
  sortNumber: optionalNumber(int4({ error: M.sortNotNumber }).min(0).max(99_999)),
});

export const iconAddSchema = iconFields;
export type IconAdd = z.infer<typeof iconAddSchema>;
export const iconEditSchema = iconFields.partial().extend({ iconId: id });
export type IconEdit = z.infer<typeof iconEditSchema>;
export const iconIdSchema = z.object({ iconId: id });
export const iconPageQuerySchema = pageRequestSchema.extend({
  iconTitle: text()
    .trim()
    .max(50, { error: M.titleTooLong })
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});
export type IconPageQuery = z.infer<typeof iconPageQuerySchema>;

export interface IconView {
  iconId: number;
  iconTitle: string;
  pathContent: string;
  viewBox: string;
  sortNumber: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}
