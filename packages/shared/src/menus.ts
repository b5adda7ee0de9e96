import { z } from 'zod';
import { choice } from './admin-fields';
import { defineMessages, type MessageRef } from './i18n';
import { CUSTOM_MENU_ICON, MENU_ICON_NAMES } from './menu-icons';
import { pageRequestSchema } from './paging';
import { id4, int4, text as nulFreeText, optionalNumber } from './primitives';
import { type Translation, translationSchema } from './translations';

/**
 * Menus, their buttons and their data permission rules (spec 001 §3 "Menu",
 * §7 "Menus"). Add schemas carry no defaults: the edit schemas are their
 * `.partial()`, where an absent field means "unchanged" and null means "clear".
 */

export { CUSTOM_MENU_ICON };

const ANTD_ICONS = new Set<string>(MENU_ICON_NAMES);

export const MENU_MESSAGES = defineMessages('menus', {
  parentMissing: ['上级菜单不存在', '上級菜單不存在', 'The parent menu does not exist'],
  parentIsSelf: [
    '上级菜单不能是自己或自己的下级菜单',
    '上級菜單不能是自己或自己的下級菜單',
    'A menu cannot be its own parent or descendant',
  ],
  appMissing: ['所属应用不存在', '所屬應用不存在', 'The application does not exist'],
  appMismatch: [
    '子菜单必须与上级菜单属于同一应用',
    '子菜單必須與上級菜單屬於同一應用',
    'A child menu must belong to its parent’s application',
  ],
  nameTaken: ['路由名称已存在', '路由名稱已存在', 'The route name is already taken'],
  urlTaken: ['菜单路径已存在', '菜單路徑已存在', 'The path is already taken'],
  iconMissing: ['图标不存在', '圖標不存在', 'The icon does not exist'],
  hasChildren: [
    '该菜单下有子菜单，确认后将一并删除',
    '該菜單下有子菜單，確認後將一併刪除',
    'This menu has child menus; confirming deletes them as well',
  ],
  builtInDelete: ['系统内置菜单不能删除', '系統內置菜單不能刪除', 'A built-in menu cannot be deleted'],
  builtInDeleteOf: [
    '系统内置菜单不能删除（{name}）',
    '系統內置菜單不能刪除（{name}）',
    'A built-in menu cannot be deleted ({name})',
  ],
  hasChildrenOf: [
    '该菜单下有子菜单，确认后将一并删除（{name}）',
    '該菜單下有子菜單，確認後將一併刪除（{name}）',
    'This menu has child menus; confirming deletes them as well ({name})',
  ],
  builtInStructure: [
    '系统内置菜单的路由名称、路径、组件、上级菜单和路由标记不能修改',
    '系統內置菜單的路由名稱、路徑、組件、上級菜單和路由標記不能修改',
    'The route name, path, component, parent and route flag of a built-in menu cannot change',
  ],
  sortSiblings: [
    '排序的菜单必须是同一上级菜单的下级',
    '排序的菜單必須是同一上級菜單的下級',
    'Only menus of one parent can be reordered together',
  ],
  sortStale: [
    '同级菜单已变化，请刷新后重试',
    '同級菜單已變化，請刷新後重試',
    'The menus have changed meanwhile; refresh and try again',
  ],
  buttonPermsTaken: ['权限编码已存在', '權限編碼已存在', 'The permission code is already taken'],
  buttonCodeTaken: [
    '该菜单下已有相同的按钮编码',
    '該菜單下已有相同的按鈕編碼',
    'This menu already has a button with that code',
  ],
  builtInButton: [
    '系统内置按钮的权限编码不能修改或删除',
    '系統內置按鈕的權限編碼不能修改或刪除',
    'A built-in button’s permission code cannot change, nor can it be deleted',
  ],
  noRuleList: [
    '该菜单的列表不支持数据权限规则',
    '該菜單的列表不支持數據權限規則',
    'This menu’s list does not support data rules',
  ],
  menuNotFound: ['菜单不存在', '菜單不存在', 'The menu does not exist'],
  buttonNotFound: ['按钮不存在', '按鈕不存在', 'The button does not exist'],
  permsNotFound: ['权限编码不存在', '權限編碼不存在', 'The permission code does not exist'],
  ruleNotFound: ['规则不存在', '規則不存在', 'The rule does not exist'],
  // The fields of the menu form.
  parentMenuInvalid: ['上级菜单不正确', '上級菜單不正確', 'The parent menu is not valid'],
  parentMenuRequired: ['上级菜单不能为空', '上級菜單不能為空', 'Please choose the parent menu'],
  appInvalid: ['所属应用不正确', '所屬應用不正確', 'The application is not valid'],
  appRequired: ['所属应用不能为空', '所屬應用不能為空', 'Please choose the application'],
  menuInvalid: ['菜单不正确', '菜單不正確', 'The menu is not valid'],
  menuRequired: ['菜单不能为空', '菜單不能為空', 'Please choose a menu'],
  menuNameRequired: ['请输入菜单名称', '請輸入菜單名稱', 'Please enter the menu name'],
  menuNameTooLong: [
    '菜单名称不能超过50个字符',
    '菜單名稱不能超過50個字符',
    'The menu name is at most 50 characters',
  ],
  menuNameInvalid: ['菜单名称格式不正确', '菜單名稱格式不正確', 'The menu name is not valid'],
  routeNameInvalid: ['路由名称格式不正确', '路由名稱格式不正確', 'The route name is not valid'],
  routeNameRule: [
    '路由名称以字母开头，只能包含字母、数字、下划线和横杠',
    '路由名稱以字母開頭，只能包含字母、數字、下劃線和橫槓',
    'A route name starts with a letter and holds letters, digits, _ and - only',
  ],
  menuUrlRequired: ['请输入菜单路径', '請輸入菜單路徑', 'Please enter the path'],
  menuUrlTooLong: [
    '菜单路径不能超过200个字符',
    '菜單路徑不能超過200個字符',
    'The path is at most 200 characters',
  ],
  menuUrlRule: [
    '菜单路径以 / 开头，只能包含字母、数字和 _-/.:',
    '菜單路徑以 / 開頭，只能包含字母、數字和 _-/.:',
    'A path starts with / and holds letters, digits and _-/.: only',
  ],
  componentInvalid: ['组件格式不正确', '組件格式不正確', 'The component is not valid'],
  componentTooLong: [
    '组件不能超过200个字符',
    '組件不能超過200個字符',
    'The component is at most 200 characters',
  ],
  componentRule: [
    '组件只能包含字母、数字和 _-/',
    '組件只能包含字母、數字和 _-/',
    'A component holds letters, digits and _-/ only',
  ],
  iconInvalid: ['图标格式不正确', '圖標格式不正確', 'The icon is not valid'],
  sortNotNumber: ['排序必须是数字', '排序必須是數字', 'The order is a number'],
  sortNegative: ['排序不能小于0', '排序不能小於0', 'The order cannot be below 0'],
  sortTooLarge: ['排序不能大于99999', '排序不能大於99999', 'The order cannot exceed 99999'],
  hiddenFlag: ['是否隐藏只能是 true 或 false', '是否隱藏只能是 true 或 false', 'Hidden is true or false'],
  routeFlag: ['路由标记只能是 0 或 1', '路由標記只能是 0 或 1', 'The route flag is 0 or 1'],
  keepaliveFlag: [
    '是否缓存只能是 true 或 false',
    '是否緩存只能是 true 或 false',
    'Keep alive is true or false',
  ],
  alwaysShowFlag: [
    '是否总是显示只能是 true 或 false',
    '是否總是顯示只能是 true 或 false',
    'Always show is true or false',
  ],
  iframeFlag: ['是否内嵌只能是 true 或 false', '是否內嵌只能是 true 或 false', 'Embedded is true or false'],
  externalUrlInvalid: ['外部链接格式不正确', '外部鏈接格式不正確', 'The external link is not valid'],
  externalUrlTooLong: [
    '外部链接不能超过500个字符',
    '外部鏈接不能超過500個字符',
    'The link is at most 500 characters',
  ],
  externalUrlRule: [
    '外部链接必须以 http:// 或 https:// 开头',
    '外部鏈接必須以 http:// 或 https:// 開頭',
    'A link starts with http:// or https://',
  ],
  target: [
    '打开方式只能是 _blank 或 _self',
    '打開方式只能是 _blank 或 _self',
    'The target is _blank or _self',
  ],
  status: ['状态只能是 0 或 1', '狀態只能是 0 或 1', 'The status is 0 or 1'],
  iframeNeedsUrl: [
    '内嵌页面需要填写外部链接',
    '內嵌頁面需要填寫外部鏈接',
    'An embedded page needs an external link',
  ],
  menuType: ['菜单类型只能是 0 或 1', '菜單類型只能是 0 或 1', 'The menu type is 0 or 1'],
  deleteNone: ['请选择要删除的菜单', '請選擇要刪除的菜單', 'Please choose the menus to delete'],
  deleteTooMany: [
    '一次最多删除500个菜单',
    '一次最多刪除500個菜單',
    'At most 500 menus can be deleted at once',
  ],
  sortNone: ['请提供排序后的菜单', '請提供排序後的菜單', 'Please give the menus in their new order'],
  sortRepeated: ['菜单不能重复', '菜單不能重複', 'A menu can appear once only'],
  // The fields of the button form.
  buttonInvalid: ['按钮不正确', '按鈕不正確', 'The button is not valid'],
  buttonRequired: ['按钮不能为空', '按鈕不能為空', 'Please choose a button'],
  buttonCodeRequired: ['请输入按钮编码', '請輸入按鈕編碼', 'Please enter the button code'],
  buttonCodeRule: [
    '按钮编码以小写字母开头，只能包含小写字母、数字和下划线',
    '按鈕編碼以小寫字母開頭，只能包含小寫字母、數字和下劃線',
    'A button code starts with a lower-case letter and holds a–z, 0–9 and _ only',
  ],
  buttonPermsRequired: ['请输入权限编码', '請輸入權限編碼', 'Please enter the permission code'],
  buttonPermsRule: [
    '权限编码由大写字母、数字和下划线组成，以字母开头',
    '權限編碼由大寫字母、數字和下劃線組成，以字母開頭',
    'A permission code starts with a letter and holds A–Z, 0–9 and _ only',
  ],
  buttonPermsInvalid: ['权限编码格式不正确', '權限編碼格式不正確', 'The permission code is not valid'],
  buttonNameRequired: ['请输入按钮名称', '請輸入按鈕名稱', 'Please enter the button name'],
  buttonNameTooLong: [
    '按钮名称不能超过30个字符',
    '按鈕名稱不能超過30個字符',
    'The button name is at most 30 characters',
  ],
  buttonSortTooLarge: ['排序不能大于9999', '排序不能大於9999', 'The order cannot exceed 9999'],
  // The fields of the data rule form, and why a rule cannot work on a menu's list.
  ruleInvalid: ['规则不正确', '規則不正確', 'The rule is not valid'],
  ruleRequired: ['规则不能为空', '規則不能為空', 'Please choose a rule'],
  ruleNameRequired: ['请输入规则名称', '請輸入規則名稱', 'Please enter the rule name'],
  ruleNameTooLong: [
    '规则名称不能超过50个字符',
    '規則名稱不能超過50個字符',
    'The rule name is at most 50 characters',
  ],
  ruleNameInvalid: ['规则名称格式不正确', '規則名稱格式不正確', 'The rule name is not valid'],
  ruleColumnRequired: ['请选择规则字段', '請選擇規則字段', 'Please choose a column'],
  ruleColumnInvalid: ['规则字段格式不正确', '規則字段格式不正確', 'The column is not valid'],
  ruleColumnUnknown: [
    '不支持的规则字段，可选：{columns}',
    '不支持的規則字段，可選：{columns}',
    'This column is not supported; the columns are: {columns}',
  ],
  ruleCondition: ['请选择正确的规则条件', '請選擇正確的規則條件', 'Please choose a valid condition'],
  ruleConditionMissing: ['请选择规则条件', '請選擇規則條件', 'Please choose the condition'],
  likeNeedsText: [
    '只有文本字段可以模糊匹配',
    '只有文本字段可以模糊匹配',
    'Only text columns can be matched by LIKE',
  ],
  ruleValueRequired: ['请输入规则值', '請輸入規則值', 'Please enter the value'],
  ruleValueTooLong: [
    '规则值不能超过500个字符',
    '規則值不能超過500個字符',
    'The value is at most 500 characters',
  ],
  ruleValueEmpty: ['规则值不能为空', '規則值不能為空', 'The value must not be empty'],
  unknownVariable: [
    '未知的变量 {variable}，可用：{variables}',
    '未知的變量 {variable}，可用：{variables}',
    'Unknown variable {variable}; the variables are: {variables}',
  ],
  likeNoVariable: ['模糊匹配不能使用变量', '模糊匹配不能使用變量', 'LIKE cannot use a variable'],
  groupConditions: [
    '数据分组只能用于等于、不等于或包含（IN）',
    '數據分組只能用於等於、不等於或包含（IN）',
    'A data group can only be used with =, != or IN',
  ],
  timeNoVariable: ['时间字段不能使用变量', '時間字段不能使用變量', 'A time column cannot use a variable'],
  numberVariables: [
    '数字字段只能使用变量 {variables}',
    '數字字段只能使用變量 {variables}',
    'A number column can only use the variables {variables}',
  ],
  valueNotNumber: ['该字段的规则值必须是数字', '該字段的規則值必須是數字', 'This column takes a number'],
  valueNotTime: [
    '该字段的规则值必须是时间，如 2026-01-01T00:00:00Z',
    '該字段的規則值必須是時間，如 2026-01-01T00:00:00Z',
    'This column takes a time, such as 2026-01-01T00:00:00Z',
  ],
  // The variables a rule value may use (DATA_RULE_VARIABLES).
  varUserId: ['当前用户ID', '當前用戶ID', 'The user’s id'],
  varOrgId: ['当前用户所属机构ID', '當前用戶所屬機構ID', 'The id of the user’s organisation'],
  varOrgCode: ['当前用户所属机构编码', '當前用戶所屬機構編碼', 'The code of the user’s organisation'],
  varLoginName: ['当前用户登录名', '當前用戶登錄名', 'The user’s login name'],
});

const M = MENU_MESSAGES;

const text = (required: MessageRef, tooLong: MessageRef, max: number) =>
  nulFreeText({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** An optional text: '' from a cleared form field becomes null. */
const optionalText = (invalid: MessageRef, tooLong: MessageRef, max: number) =>
  nulFreeText({ error: invalid })
    .trim()
    .max(max, { error: tooLong })
    .transform((v) => (v === '' ? null : v))
    .nullish();

const parentMenuId = id4(M.parentMenuInvalid, M.parentMenuRequired);
const appId = id4(M.appInvalid, M.appRequired);
const menuId = id4(M.menuInvalid, M.menuRequired);
const buttonId = id4(M.buttonInvalid, M.buttonRequired);
const ruleId = id4(M.ruleInvalid, M.ruleRequired);

const menuFields = z.object({
  menuName: text(M.menuNameRequired, M.menuNameTooLong, 50),
  /** The title in zh_TW and en_GB (translations.ts); a missing version shows menuName. */
  menuNameI18n: translationSchema(50, M.menuNameTooLong).optional(),
  /** The route name; derived from menuUrl when absent. */
  name: nulFreeText({ error: M.routeNameInvalid })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, { error: M.routeNameRule })
    .optional(),
  menuUrl: nulFreeText({ error: M.menuUrlRequired })
    .trim()
    .min(1, { error: M.menuUrlRequired })
    .max(200, { error: M.menuUrlTooLong })
    .regex(/^\/[A-Za-z0-9_\-/.:]*$/, { error: M.menuUrlRule }),
  component: nulFreeText({ error: M.componentInvalid })
    .trim()
    .max(200, { error: M.componentTooLong })
    .regex(/^[A-Za-z0-9_\-/]*$/, { error: M.componentRule })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  menuIcon: nulFreeText({ error: M.iconInvalid })
    .trim()
    .max(64)
    .refine((v) => v === '' || ANTD_ICONS.has(v) || CUSTOM_MENU_ICON.test(v), { error: M.iconMissing })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  menuSort: optionalNumber(
    int4({ error: M.sortNotNumber }).min(0, { error: M.sortNegative }).max(99_999, { error: M.sortTooLarge }),
  ),
  parentMenuId: parentMenuId.nullish(),
  appId: appId.optional(),
  hidden: z.boolean({ error: M.hiddenFlag }).optional(),
  /** '1' routable, '0' skipped by the portal's router. */
  route: z.enum(['0', '1'], { error: M.routeFlag }).optional(),
  keepalive: z.boolean({ error: M.keepaliveFlag }).optional(),
  alwaysShow: z.boolean({ error: M.alwaysShowFlag }).optional(),
  /** Shown inside an iframe: needs externalUrl. */
  iframe: z.boolean({ error: M.iframeFlag }).optional(),
  externalUrl: nulFreeText({ error: M.externalUrlInvalid })
    .trim()
    .max(500, { error: M.externalUrlTooLong })
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), { error: M.externalUrlRule })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  target: z.enum(['_blank', '_self'], { error: M.target }).nullish(),
  /** 1 enabled, 0 disabled (left out of the portal's menus). */
  status: z.union([z.literal(0), z.literal(1)], { error: M.status }).optional(),
});

const iframeNeedsUrl = (m: { iframe?: boolean | undefined; externalUrl?: string | null | undefined }) =>
  !m.iframe || Boolean(m.externalUrl);
const iframeError = { error: M.iframeNeedsUrl, path: ['externalUrl'] };

export const menuAddSchema = menuFields.refine(iframeNeedsUrl, iframeError);
export type MenuAdd = z.infer<typeof menuAddSchema>;

/** "Add sub-menu" (MENU_ADDSUB): the same form with the parent required. */
export const menuAddSubSchema = menuFields.extend({ parentMenuId }).refine(iframeNeedsUrl, iframeError);

export const menuEditSchema = menuFields.partial().extend({ menuId });
export type MenuEdit = z.infer<typeof menuEditSchema>;

export const menuIdSchema = z.object({ menuId });

export const menuTreeQuerySchema = z
  .object({ appId: appId.optional(), menuName: optionalText(M.menuNameInvalid, M.menuNameTooLong, 50) })
  .default({});

export const menuPageQuerySchema = pageRequestSchema.extend({
  menuName: optionalText(M.menuNameInvalid, M.menuNameTooLong, 50),
  parentMenuId: parentMenuId.optional(),
  appId: appId.optional(),
  menuType: z.union([z.literal(0), z.literal(1)], { error: M.menuType }).optional(),
});
export type MenuPageQuery = z.infer<typeof menuPageQuerySchema>;

/** Deleting a menu with children needs `cascade: true` (the portal asks first). */
export const menuDeleteSchema = menuIdSchema.extend({ cascade: z.boolean().optional() });

export const menuBatchDeleteSchema = z.object({
  menuIds: z
    .array(menuId, { error: M.deleteNone })
    .min(1, { error: M.deleteNone })
    .max(500, { error: M.deleteTooMany }),
  cascade: z.boolean().optional(),
});

/** The siblings of one parent in their new order: all of them, each once. */
export const menuSortSchema = z.object({
  parentMenuId: parentMenuId.nullable(),
  menuIds: z
    .array(menuId, { error: M.sortNone })
    .min(1, { error: M.sortNone })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: M.sortRepeated }),
});

// Buttons ----------------------------------------------------------------------

const buttonFields = z.object({
  buttonCode: nulFreeText({ error: M.buttonCodeRequired })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,49}$/, { error: M.buttonCodeRule }),
  /** The permission code the server checks, unique across all buttons. */
  buttonPerms: nulFreeText({ error: M.buttonPermsRequired })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,63}$/, { error: M.buttonPermsRule }),
  name: text(M.buttonNameRequired, M.buttonNameTooLong, 30),
  sortNum: optionalNumber(
    int4({ error: M.sortNotNumber })
      .min(0, { error: M.sortNegative })
      .max(9999, { error: M.buttonSortTooLarge }),
  ),
});

export const buttonAddSchema = buttonFields.extend({ menuId });
export type ButtonAdd = z.infer<typeof buttonAddSchema>;
export const buttonEditSchema = buttonFields.partial().extend({ buttonId });
export type ButtonEdit = z.infer<typeof buttonEditSchema>;
export const buttonIdSchema = z.object({ buttonId });

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
  '#{sys_user_id}': M.varUserId,
  '#{sys_org_id}': M.varOrgId,
  '#{sys_org_code}': M.varOrgCode,
  '#{sys_login_name}': M.varLoginName,
} as const;
export type DataRuleVariable = keyof typeof DATA_RULE_VARIABLES;

const dataRuleFields = z.object({
  ruleName: text(M.ruleNameRequired, M.ruleNameTooLong, 50),
  /** A column the menu's list declares for rules (see `/rest/menu/dataRuleColumns`). */
  ruleColumn: nulFreeText({ error: M.ruleColumnRequired })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: M.ruleColumnInvalid }),
  ruleConditions: choice(DATA_RULE_CONDITIONS, M.ruleCondition, M.ruleConditionMissing),
  /** A literal, a variable such as #{sys_user_id}, or for IN a comma-separated list of either. */
  ruleValue: text(M.ruleValueRequired, M.ruleValueTooLong, 500),
  status: z.union([z.literal(0), z.literal(1)], { error: M.status }).optional(),
});

export const dataRuleAddSchema = dataRuleFields.extend({ menuId });
export type DataRuleAdd = z.infer<typeof dataRuleAddSchema>;
export const dataRuleEditSchema = dataRuleFields.partial().extend({ ruleId });
export type DataRuleEdit = z.infer<typeof dataRuleEditSchema>;
export const dataRuleIdSchema = z.object({ ruleId });
export const dataRuleByMenuSchema = z.object({
  menuId,
  ruleName: optionalText(M.ruleNameInvalid, M.ruleNameTooLong, 50),
});
export const dataRuleByPermsSchema = z.object({
  buttonPerms: nulFreeText({ error: M.buttonPermsRequired })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,63}$/, { error: M.buttonPermsInvalid }),
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
  /** menuName in zh_TW and en_GB; a missing version shows menuName. */
  menuNameI18n: Translation;
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
