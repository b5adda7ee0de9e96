import { z } from 'zod';
import {
  codeField,
  filterText,
  idField,
  idListField,
  idSetField,
  oneOf,
  optionalIdField,
  optionalText,
  requiredText,
  sortNumberField,
} from './admin-fields';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { type Translation, translationSchema } from './translations';

/**
 * Data scope of a role (which rows of scoped lists its holders see): 1 all, 2 own
 * organisation and below, 3 own organisation, 4 only their own rows, 5 the
 * organisations chosen for the role. A user's scope is the union of their roles'.
 */
export const DATA_SCOPES = [1, 2, 3, 4, 5] as const;
export type DataScopeValue = (typeof DATA_SCOPES)[number];
export const DATA_SCOPE_LABELS: Record<DataScopeValue, MessageRef> = defineMessages('dataScope', {
  1: ['全部数据', '全部數據', 'All data'],
  2: ['本机构及以下', '本機構及以下', 'Own organisation and below'],
  3: ['本机构', '本機構', 'Own organisation'],
  4: ['仅本人', '僅本人', 'Own records only'],
  5: ['自定义机构', '自定義機構', 'Chosen organisations'],
});

export const ROLE_MESSAGES = defineMessages('roles', {
  roleIdRequired: ['请选择角色', '請選擇角色', 'Please choose a role'],
  roleEntity: ['缺少角色信息', '缺少角色信息', 'The role is missing'],
  roleCodeRequired: ['请输入角色编码', '請輸入角色編碼', 'Please enter the role code'],
  roleCodeRule: [
    '角色编码为2至50位大写字母、数字或下划线，以字母开头',
    '角色編碼為2至50位大寫字母、數字或下劃線，以字母開頭',
    'A role code is 2 to 50 capitals, digits or _, starting with a letter',
  ],
  roleCodeTaken: ['该角色编码已存在', '該角色編碼已存在', 'The role code is already taken'],
  roleNameRequired: ['请输入角色名称', '請輸入角色名稱', 'Please enter the role name'],
  roleNameTooLong: [
    '角色名称不能超过50个字符',
    '角色名稱不能超過50個字符',
    'The role name is at most 50 characters',
  ],
  dataScope: ['请选择正确的数据范围', '請選擇正確的數據範圍', 'Please choose a valid data scope'],
  organId: ['请选择正确的机构', '請選擇正確的機構', 'Please choose a valid organisation'],
  organMissing: ['所选机构不存在', '所選機構不存在', 'The chosen organisation does not exist'],
  menuIds: ['请选择正确的菜单', '請選擇正確的菜單', 'Please choose valid menus'],
  menuMissing: ['所选菜单不存在', '所選菜單不存在', 'The chosen menu does not exist'],
  buttonIds: ['请选择正确的按钮', '請選擇正確的按鈕', 'Please choose valid buttons'],
  buttonMissing: ['所选按钮不存在', '所選按鈕不存在', 'The chosen button does not exist'],
  userIds: ['请选择用户', '請選擇用戶', 'Please choose users'],
  notFound: ['角色不存在', '角色不存在', 'The role does not exist'],
  inUse: [
    '该角色已被 {count} 个用户使用，不能删除',
    '該角色已被 {count} 個用戶使用，不能刪除',
    '{count} users hold the role: it cannot be deleted',
  ],
  builtInDelete: ['系统内置角色不能删除', '系統內置角色不能刪除', 'A built-in role cannot be deleted'],
  builtInCode: ['系统内置角色的编码不能修改', '系統內置角色的編碼不能修改', 'A built-in role keeps its code'],
  adminPermissions: [
    '系统管理员角色始终拥有全部权限，不能修改',
    '系統管理員角色始終擁有全部權限，不能修改',
    'The system administrator role always holds everything and cannot be changed',
  ],
  /** A role of an organisation gets only what the organisation may use (organ_menus/organ_buttons). */
  outsideOrgan: [
    '所属机构未被授权使用：{names}，请先在机构权限中授权',
    '所屬機構未被授權使用：{names}，請先在機構權限中授權',
    'The organisation may not use {names}: grant it to the organisation first',
  ],
  /** The same, naming the first five of `count`. */
  outsideOrganMore: [
    '所属机构未被授权使用：{names}等{count}项，请先在机构权限中授权',
    '所屬機構未被授權使用：{names}等{count}項，請先在機構權限中授權',
    'The organisation may not use {names} and others ({count} in all): grant them to the organisation first',
  ],
  menuId: ['请选择菜单', '請選擇菜單', 'Please choose a menu'],
  ruleIds: ['请选择正确的数据规则', '請選擇正確的數據規則', 'Please choose valid data rules'],
  ruleForeign: [
    '所选数据规则不属于该菜单',
    '所選數據規則不屬於該菜單',
    'The chosen data rules do not belong to this menu',
  ],
});

/**
 * Refusals of the grant rule (docs/security.md "Granting roles"): nobody hands out,
 * or acts on, more than they hold themselves. All answer 403.
 */
export const GRANT_MESSAGES = defineMessages('grants', {
  /** The role holds a permission code the caller lacks (or is the system administrator role). */
  roleCodes: [
    '无权授予角色「{role}」：其权限超出您的权限',
    '無權授予角色「{role}」：其權限超出您的權限',
    'You may not grant the role “{role}”: it holds permissions you do not',
  ],
  /** The role would let its holder see organisations the caller does not see. */
  roleScope: [
    '无权授予角色「{role}」：其数据范围超出您的数据范围',
    '無權授予角色「{role}」：其數據範圍超出您的數據範圍',
    'You may not grant the role “{role}”: it sees data you do not',
  ],
  /** The user holds a permission code the caller lacks (or is a system administrator). */
  userCodes: [
    '无权操作用户「{user}」：其权限超出您的权限',
    '無權操作用戶「{user}」：其權限超出您的權限',
    'You may not act on the user “{user}”: they hold permissions you do not',
  ],
  /** The user sees organisations the caller does not see. */
  userScope: [
    '无权操作用户「{user}」：其数据范围超出您的数据范围',
    '無權操作用戶「{user}」：其數據範圍超出您的數據範圍',
    'You may not act on the user “{user}”: they see data you do not',
  ],
  /** Changing a role that is itself beyond the caller's rights. */
  manageRole: [
    '无权修改角色「{role}」：其权限超出您的权限',
    '無權修改角色「{role}」：其權限超出您的權限',
    'You may not change the role “{role}”: it holds more than you do',
  ],
  /** Changing the rights of a role the caller holds. */
  ownRole: [
    '不能修改您自己持有的角色「{role}」的权限、数据范围或数据规则',
    '不能修改您自己持有的角色「{role}」的權限、數據範圍或數據規則',
    'You cannot change the permissions, data scope or data rules of “{role}”, a role you hold',
  ],
  /** Adding to a role buttons whose codes the caller lacks. */
  codesNotHeld: [
    '无权授予您未持有的权限：{names}',
    '無權授予您未持有的權限：{names}',
    'You may not grant permissions you do not hold: {names}',
  ],
  /** The same, naming the first five of `count`. */
  codesNotHeldMore: [
    '无权授予您未持有的权限：{names}等{count}项',
    '無權授予您未持有的權限：{names}等{count}項',
    'You may not grant permissions you do not hold: {names} and others ({count} in all)',
  ],
  /** A data scope wider than the caller's, for the role or (kinds 2 and 3) for one of its holders. */
  scopeTooWide: [
    '无权为角色「{role}」设置该数据范围：超出您的数据范围',
    '無權為角色「{role}」設置該數據範圍：超出您的數據範圍',
    'You may not give the role “{role}” that data scope: it is wider than yours',
  ],
  /** Changing the data rules of the caller's own organisation (they apply to the caller). */
  ownOrganRules: [
    '不能修改您所在机构「{organ}」的数据规则',
    '不能修改您所在機構「{organ}」的數據規則',
    'You cannot change the data rules of “{organ}”, the organisation you belong to',
  ],
  /** Widening the menus and buttons granted to the caller's own organisation. */
  ownOrganGrant: [
    '不能扩大您所在机构「{organ}」的菜单授权',
    '不能擴大您所在機構「{organ}」的菜單授權',
    'You cannot widen the menus granted to “{organ}”, the organisation you belong to',
  ],
  /** Granting an organisation buttons whose codes the caller lacks. */
  organCodesNotHeld: [
    '无权为机构「{organ}」授予您未持有的权限：{names}',
    '無權為機構「{organ}」授予您未持有的權限：{names}',
    'You may not grant “{organ}” permissions you do not hold: {names}',
  ],
  /** The same, naming the first five of `count`. */
  organCodesNotHeldMore: [
    '无权为机构「{organ}」授予您未持有的权限：{names}等{count}项',
    '無權為機構「{organ}」授予您未持有的權限：{names}等{count}項',
    'You may not grant “{organ}” permissions you do not hold: {names} and others ({count} in all)',
  ],
});

export const ROLE_CODE_PATTERN = /^[A-Z][A-Z0-9_]{1,49}$/;

const roleId = idField(ROLE_MESSAGES.roleIdRequired);
const roleCode = codeField(ROLE_CODE_PATTERN, ROLE_MESSAGES.roleCodeRequired, ROLE_MESSAGES.roleCodeRule);
const roleName = requiredText(50, ROLE_MESSAGES.roleNameRequired, ROLE_MESSAGES.roleNameTooLong);
/** The name in zh_TW and en_GB (translations.ts); a missing version shows roleName. */
const roleNameI18n = translationSchema(50, ROLE_MESSAGES.roleNameTooLong);
const dataScope = oneOf(DATA_SCOPES, ROLE_MESSAGES.dataScope);

const optionalRoleFields = {
  roleNameI18n: roleNameI18n.optional(),
  roleType: optionalText(32),
  dataScope: dataScope.optional(),
  /** The organisation the role belongs to. */
  organId: optionalIdField(ROLE_MESSAGES.organId),
  sortNumber: sortNumberField,
  remark: optionalText(500),
  /** The organisations of the custom data scope (5); ignored for the other scopes. */
  organIds: idSetField(ROLE_MESSAGES.organId).optional(),
};

/** Add and update carry the role wrapped as `roleEntity` (spec 001 §7). */
export const roleAddSchema = z.object({
  roleEntity: z.object({ roleCode, roleName, ...optionalRoleFields }, { error: ROLE_MESSAGES.roleEntity }),
});
export type RoleAdd = z.infer<typeof roleAddSchema>['roleEntity'];

export const roleUpdateSchema = z.object({
  roleEntity: z.object(
    { roleId, roleCode: roleCode.optional(), roleName: roleName.optional(), ...optionalRoleFields },
    { error: ROLE_MESSAGES.roleEntity },
  ),
});
export type RoleUpdate = z.infer<typeof roleUpdateSchema>['roleEntity'];

export const rolePageQuerySchema = pageRequestSchema.extend({
  roleName: filterText,
  roleCode: filterText,
});
export type RolePageQuery = z.infer<typeof rolePageQuerySchema>;

export const roleIdSchema = z.object({ roleId });

export const roleUsersQuerySchema = pageRequestSchema.extend({
  roleId,
  realname: filterText,
  loginName: filterText,
});
export type RoleUsersQuery = z.infer<typeof roleUsersQuerySchema>;

export const roleUserRelationSchema = z.object({ roleId, userIds: idListField(ROLE_MESSAGES.userIds) });

/** Replaces the role's menus and buttons; a button's menu and a menu's ancestors are added. */
export const roleBindPermissionSchema = z.object({
  roleId,
  menuIds: idSetField(ROLE_MESSAGES.menuIds, 5000),
  buttonIds: idSetField(ROLE_MESSAGES.buttonIds, 5000),
});

export const roleBindDataScopeSchema = z.object({
  roleId,
  dataScope,
  organIds: idSetField(ROLE_MESSAGES.organId).default([]),
});

export const checkRoleCodeSchema = z.object({
  roleCode,
  roleId: optionalIdField(ROLE_MESSAGES.roleIdRequired),
});

export interface RoleView {
  roleId: number;
  roleCode: string;
  roleName: string;
  /** roleName in zh_TW and en_GB; a missing version shows roleName. */
  roleNameI18n: Translation;
  roleType: string | null;
  dataScope: DataScopeValue;
  dataScopeName: string;
  organId: number | null;
  organName: string | null;
  sortNumber: number;
  remark: string | null;
  builtIn: boolean;
  delFlag: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** The pickers' list (`/rest/role/all`): whether the caller may grant the role (a hint; the server decides). */
export interface RoleOption extends RoleView {
  grantable: boolean;
}

/** The roles page's row; `grantable` drives its "add users" action (as on RoleOption). */
export interface RolePageRow extends RoleOption {
  userCount: number;
}

/** A menu of the authorisation tree, with its buttons. */
export interface PermissionNode {
  menuId: number;
  parentMenuId: number | null;
  menuName: string;
  /** menuName in zh_TW and en_GB; a missing version shows menuName. */
  menuNameI18n: Translation;
  menuUrl: string;
  menuIcon: string | null;
  menuType: number;
  menuSort: number;
  buttons: { buttonId: number; buttonCode: string; buttonPerms: string; name: string; sortNum: number }[];
  children: PermissionNode[];
}

export interface RolePermission {
  roleId: number;
  menuIds: number[];
  buttonIds: number[];
}

export interface RoleDataScope {
  roleId: number;
  dataScope: DataScopeValue;
  organIds: number[];
}

/** The data rules of one menu bound to the role (see platform/data-rules.ts for how they combine). */
export const roleDataRulesQuerySchema = z.object({ roleId, menuId: idField(ROLE_MESSAGES.menuId) });
export const roleBindDataRulesSchema = roleDataRulesQuerySchema.extend({
  ruleIds: idSetField(ROLE_MESSAGES.ruleIds, 500),
});

/** The live users not holding the role (the bind-users picker's candidates). */
export const roleUnboundUsersQuerySchema = roleUsersQuerySchema;
