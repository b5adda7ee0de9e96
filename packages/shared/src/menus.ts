import { z } from 'zod';
import { MENU_ICON_NAMES } from './menu-icons';
import { pageRequestSchema } from './paging';
import { id4, int4, text as nulFreeText, optionalNumber } from './primitives';

/**
 * Menus, their buttons and their data permission rules (spec 001 §3 "Menu",
 * §7 "Menus"). Add schemas carry no defaults: the edit schemas are their
 * `.partial()`, where an absent field means "unchanged" and null means "clear".
 */

const id = (label: string) => id4(`${label}不正确`, `${label}不能为空`);

const text = (label: string, max: number) =>
  nulFreeText({ error: `请输入${label}` })
    .trim()
    .min(1, { error: `请输入${label}` })
    .max(max, { error: `${label}不能超过${max}个字符` });

/** An optional text: '' from a cleared form field becomes null. */
const optionalText = (label: string, max: number) =>
  nulFreeText({ error: `${label}格式不正确` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字符` })
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** A custom SVG icon chosen as a menu icon: `custom:<iconId>` (see icons.ts). */
export const CUSTOM_MENU_ICON = /^custom:(\d{1,9})$/;
const ANTD_ICONS = new Set<string>(MENU_ICON_NAMES);

export const MENU_MESSAGES = {
  parentMissing: '上级菜单不存在',
  parentIsSelf: '上级菜单不能是自己或自己的下级菜单',
  appMissing: '所属应用不存在',
  appMismatch: '子菜单必须与上级菜单属于同一应用',
  nameTaken: '路由名称已存在',
  urlTaken: '菜单路径已存在',
  iconMissing: '图标不存在',
  hasChildren: '该菜单下有子菜单，确认后将一并删除',
  builtInDelete: '系统内置菜单不能删除',
  builtInStructure: '系统内置菜单的路由名称、路径、组件、上级菜单和路由标记不能修改',
  sortSiblings: '排序的菜单必须是同一上级菜单的下级',
  sortStale: '同级菜单已变化，请刷新后重试',
  buttonPermsTaken: '权限编码已存在',
  buttonCodeTaken: '该菜单下已有相同的按钮编码',
  builtInButton: '系统内置按钮的权限编码不能修改或删除',
  noRuleList: '该菜单的列表不支持数据权限规则',
} as const;

const menuFields = z.object({
  menuName: text('菜单名称', 50),
  /** The route name; derived from menuUrl when absent. */
  name: nulFreeText({ error: '路由名称格式不正确' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, { error: '路由名称以字母开头，只能包含字母、数字、下划线和横杠' })
    .optional(),
  menuUrl: nulFreeText({ error: '请输入菜单路径' })
    .trim()
    .min(1, { error: '请输入菜单路径' })
    .max(200, { error: '菜单路径不能超过200个字符' })
    .regex(/^\/[A-Za-z0-9_\-/.:]*$/, { error: '菜单路径以 / 开头，只能包含字母、数字和 _-/.:' }),
  component: nulFreeText({ error: '组件格式不正确' })
    .trim()
    .max(200, { error: '组件不能超过200个字符' })
    .regex(/^[A-Za-z0-9_\-/]*$/, { error: '组件只能包含字母、数字和 _-/' })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  menuIcon: nulFreeText({ error: '图标格式不正确' })
    .trim()
    .max(64)
    .refine((v) => v === '' || ANTD_ICONS.has(v) || CUSTOM_MENU_ICON.test(v), { error: '图标不存在' })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  menuSort: optionalNumber(
    int4({ error: '排序必须是数字' })
      .min(0, { error: '排序不能小于0' })
      .max(99_999, { error: '排序不能大于99999' }),
  ),
  parentMenuId: id('上级菜单').nullish(),
  appId: id('所属应用').optional(),
  hidden: z.boolean({ error: '是否隐藏只能是 true 或 false' }).optional(),
  /** '1' routable, '0' skipped by the portal's router. */
  route: z.enum(['0', '1'], { error: '路由标记只能是 0 或 1' }).optional(),
  keepalive: z.boolean({ error: '是否缓存只能是 true 或 false' }).optional(),
  alwaysShow: z.boolean({ error: '是否总是显示只能是 true 或 false' }).optional(),
  /** Shown inside an iframe: needs externalUrl. */
  iframe: z.boolean({ error: '是否内嵌只能是 true 或 false' }).optional(),
  externalUrl: nulFreeText({ error: '外部链接格式不正确' })
    .trim()
    .max(500, { error: '外部链接不能超过500个字符' })
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), {
      error: '外部链接必须以 http:// 或 https:// 开头',
    })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  target: z.enum(['_blank', '_self'], { error: '打开方式只能是 _blank 或 _self' }).nullish(),
  /** 1 enabled, 0 disabled (left out of the portal's menus). */
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0 或 1' }).optional(),
});

const iframeNeedsUrl = (m: { iframe?: boolean | undefined; externalUrl?: string | null | undefined }) =>
  !m.iframe || Boolean(m.externalUrl);
const iframeError = { error: '内嵌页面需要填写外部链接', path: ['externalUrl'] };

export const menuAddSchema = menuFields.refine(iframeNeedsUrl, iframeError);
export type MenuAdd = z.infer<typeof menuAddSchema>;

/** "Add sub-menu" (MENU_ADDSUB): the same form with the parent required. */
export const menuAddSubSchema = menuFields
  .extend({ parentMenuId: id('上级菜单') })
  .refine(iframeNeedsUrl, iframeError);

export const menuEditSchema = menuFields.partial().extend({ menuId: id('菜单') });
export type MenuEdit = z.infer<typeof menuEditSchema>;

export const menuIdSchema = z.object({ menuId: id('菜单') });

export const menuTreeQuerySchema = z
  .object({ appId: id('所属应用').optional(), menuName: optionalText('菜单名称', 50) })
  .default({});

export const menuPageQuerySchema = pageRequestSchema.extend({
  menuName: optionalText('菜单名称', 50),
  parentMenuId: id('上级菜单').optional(),
  appId: id('所属应用').optional(),
  menuType: z.union([z.literal(0), z.literal(1)], { error: '菜单类型只能是 0 或 1' }).optional(),
});
export type MenuPageQuery = z.infer<typeof menuPageQuerySchema>;

/** Deleting a menu with children needs `cascade: true` (the portal asks first). */
export const menuDeleteSchema = menuIdSchema.extend({ cascade: z.boolean().optional() });

export const menuBatchDeleteSchema = z.object({
  menuIds: z
    .array(id('菜单'), { error: '请选择要删除的菜单' })
    .min(1, { error: '请选择要删除的菜单' })
    .max(500, { error: '一次最多删除500个菜单' }),
  cascade: z.boolean().optional(),
});

/** The siblings of one parent in their new order: all of them, each once. */
export const menuSortSchema = z.object({
  parentMenuId: id('上级菜单').nullable(),
  menuIds: z
    .array(id('菜单'), { error: '请提供排序后的菜单' })
    .min(1, { error: '请提供排序后的菜单' })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: '菜单不能重复' }),
});

// Buttons ----------------------------------------------------------------------

const buttonFields = z.object({
  buttonCode: nulFreeText({ error: '请输入按钮编码' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,49}$/, { error: '按钮编码以小写字母开头，只能包含小写字母、数字和下划线' }),
  /** The permission code the server checks, unique across all buttons. */
  buttonPerms: nulFreeText({ error: '请输入权限编码' })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,63}$/, { error: '权限编码由大写字母、数字和下划线组成，以字母开头' }),
  name: text('按钮名称', 30),
  sortNum: optionalNumber(
    int4({ error: '排序必须是数字' })
      .min(0, { error: '排序不能小于0' })
      .max(9999, { error: '排序不能大于9999' }),
  ),
});

export const buttonAddSchema = buttonFields.extend({ menuId: id('菜单') });
export type ButtonAdd = z.infer<typeof buttonAddSchema>;
export const buttonEditSchema = buttonFields.partial().extend({ buttonId: id('按钮') });
export type ButtonEdit = z.infer<typeof buttonEditSchema>;
export const buttonIdSchema = z.object({ buttonId: id('按钮') });

// Data permission rules --------------------------------------------------------

/** The codes of the data_rule_condition dictionary, each one SQL comparison. */
export const DATA_RULE_CONDITIONS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'IN',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
] as const;
export type DataRuleCondition = (typeof DATA_RULE_CONDITIONS)[number];

/** Placeholders a rule value may be, replaced by the signed-in user's own values. */
export const DATA_RULE_VARIABLES = {
  '#{sys_user_id}': '当前用户ID',
  '#{sys_org_id}': '当前用户所属机构ID',
  '#{sys_org_code}': '当前用户所属机构编码',
  '#{sys_login_name}': '当前用户登录名',
} as const;
export type DataRuleVariable = keyof typeof DATA_RULE_VARIABLES;

const dataRuleFields = z.object({
  ruleName: text('规则名称', 50),
  /** A column the menu's list declares for rules (see `/rest/menu/dataRuleColumns`). */
  ruleColumn: nulFreeText({ error: '请选择规则字段' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: '规则字段格式不正确' }),
  ruleConditions: z.enum(DATA_RULE_CONDITIONS, { error: '请选择正确的规则条件' }),
  /** A literal, a variable such as #{sys_user_id}, or for IN a comma-separated list of either. */
  ruleValue: text('规则值', 500),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0 或 1' }).optional(),
});

export const dataRuleAddSchema = dataRuleFields.extend({ menuId: id('菜单') });
export type DataRuleAdd = z.infer<typeof dataRuleAddSchema>;
export const dataRuleEditSchema = dataRuleFields.partial().extend({ ruleId: id('规则') });
export type DataRuleEdit = z.infer<typeof dataRuleEditSchema>;
export const dataRuleIdSchema = z.object({ ruleId: id('规则') });
export const dataRuleByMenuSchema = z.object({
  menuId: id('菜单'),
  ruleName: optionalText('规则名称', 50),
});
export const dataRuleByPermsSchema = z.object({
  buttonPerms: nulFreeText({ error: '请输入权限编码' })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,63}$/, { error: '权限编码格式不正确' }),
});

// Wire shapes ------------------------------------------------------------------

export interface MenuButtonView {
  buttonId: number;
  menuId: number;
  buttonCode: string;
  buttonPerms: string;
  name: string;
  sortNum: number;
  /** Seeded with a permission code the server checks: its code cannot change. */
  builtIn: boolean;
}

export interface MenuView {
  menuId: number;
  menuName: string;
  name: string;
  menuUrl: string;
  component: string | null;
  redirect: string | null;
  /** 0 top menu, 1 sub menu (dictionary menu_type) */
  menuType: number;
  menuIcon: string | null;
  menuSort: number;
  parentMenuId: number | null;
  hidden: boolean;
  route: string;
  keepalive: boolean;
  alwaysShow: boolean;
  iframe: boolean;
  externalUrl: string | null;
  target: string | null;
  status: number;
  leaf: boolean;
  appId: number;
  /** Part of the seeded menu tree: cannot be deleted or moved. */
  builtIn: boolean;
  buttons: MenuButtonView[];
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
  children?: MenuView[];
}

export interface DataRuleView {
  ruleId: number;
  menuId: number;
  menuName: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: DataRuleCondition;
  ruleValue: string;
  status: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** What a rule form offers for one menu: the list's columns, the conditions and variables. */
export interface DataRuleColumnsView {
  columns: { ruleColumn: string; label: string; kind: 'text' | 'number' | 'time' }[];
  conditions: readonly DataRuleCondition[];
  variables: { code: DataRuleVariable; text: string }[];
}

/** The data rules of one menu, and which of them are bound to a role or an organisation. */
export interface DataRuleBinding {
  menuId: number;
  rules: DataRuleView[];
  ruleIds: number[];
}
