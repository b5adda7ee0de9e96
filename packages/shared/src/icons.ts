import { z } from 'zod';
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

export const ICON_MESSAGES = {
  titleTaken: '图标名称已存在',
  inUse: '该图标正被菜单使用，不能删除',
  notFound: '图标不存在',
} as const;

const id = id4('图标不正确', '图标不能为空');

const iconFields = z.object({
  iconTitle: text({ error: '请输入图标名称' })
    .trim()
    .min(1, { error: '请输入图标名称' })
    .max(50, { error: '图标名称不能超过50个字符' }),
  pathContent: text({ error: '请输入图标路径' })
    .trim()
    .min(1, { error: '请输入图标路径' })
    .max(MAX_PATH_LENGTH, { error: `图标路径不能超过${MAX_PATH_LENGTH}个字符` })
    .regex(SVG_PATH_DATA, { error: '图标路径只能是SVG路径数据（以M开头，仅含路径命令、数字和分隔符）' }),
  viewBox: text({ error: '视图框格式不正确' })
    .trim()
    .regex(/^-?\d+(\.\d+)?( -?\d+(\.\d+)?){3}$/, { error: '视图框由4个数字组成，如 0 0 1024 1024' })
    .optional(),
  sortNumber: optionalNumber(int4({ error: '排序必须是数字' }).min(0).max(99_999)),
});

export const iconAddSchema = iconFields;
export type IconAdd = z.infer<typeof iconAddSchema>;
export const iconEditSchema = iconFields.partial().extend({ iconId: id });
export type IconEdit = z.infer<typeof iconEditSchema>;
export const iconIdSchema = z.object({ iconId: id });
export const iconPageQuerySchema = pageRequestSchema.extend({
  iconTitle: text()
    .trim()
    .max(50, { error: '图标名称不能超过50个字符' })
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
