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
import { pageRequestSchema } from './paging';

/**
 * Data scope of a role (which rows of scoped lists its holders see): 1 all, 2 own
 * organisation and below, 3 own organisation, 4 only their own rows, 5 the
 * organisations chosen for the role. A user's scope is the union of their roles'.
 */
export const DATA_SCOPES = [1, 2, 3, 4, 5] as const;
export type DataScopeValue = (typeof DATA_SCOPES)[number];
export const DATA_SCOPE_LABELS: Record<DataScopeValue, string> = {
  1: '全部数据',
  2: '本机构及以下',
  3: '本机构',
  4: '仅本人',
  5: '自定义机构',
};

export const ROLE_MESSAGES = {
  roleIdRequired: '请选择角色',
  roleCodeRequired: '请输入角色编码',
  roleCodeRule: '角色编码为2至50位大写字母、数字或下划线，以字母开头',
  roleCodeTaken: '该角色编码已存在',
  roleNameRequired: '请输入角色名称',
  roleNameTooLong: '角色名称不能超过50个字符',
  dataScope: '请选择正确的数据范围',
  organId: '请选择正确的机构',
  organMissing: '所选机构不存在',
  menuIds: '请选择正确的菜单',
  menuMissing: '所选菜单不存在',
  buttonIds: '请选择正确的按钮',
  buttonMissing: '所选按钮不存在',
  userIds: '请选择用户',
  notFound: '角色不存在',
  inUse: (n: number) => `该角色已被 ${n} 个用户使用，不能删除`,
  builtInDelete: '系统内置角色不能删除',
  builtInCode: '系统内置角色的编码不能修改',
  adminPermissions: '系统管理员角色始终拥有全部权限，不能修改',
  /** A role of an organisation gets only what the organisation may use (organ_menus/organ_buttons). */
  outsideOrgan: (names: string) => `所属机构未被授权使用：${names}，请先在机构权限中授权`,
  menuId: '请选择菜单',
  ruleIds: '请选择正确的数据规则',
  ruleForeign: '所选数据规则不属于该菜单',
} as const;

/**
 * Refusals of the grant rule (docs/security.md "Granting roles"): nobody hands out,
 * or acts on, more than they hold themselves. All answer 403.
 */
export const GRANT_MESSAGES = {
  /** The role holds a permission code the caller lacks (or is the system administrator role). */
  roleCodes: (role: string) => `无权授予角色「${role}」：其权限超出您的权限`,
  /** The role would let its holder see organisations the caller does not see. */
  roleScope: (role: string) => `无权授予角色「${role}」：其数据范围超出您的数据范围`,
  /** The user holds a permission code the caller lacks (or is a system administrator). */
  userCodes: (user: string) => `无权操作用户「${user}」：其权限超出您的权限`,
  /** The user sees organisations the caller does not see. */
  userScope: (user: string) => `无权操作用户「${user}」：其数据范围超出您的数据范围`,
  /** Changing a role that is itself beyond the caller's rights. */
  manageRole: (role: string) => `无权修改角色「${role}」：其权限超出您的权限`,
  /** Changing the rights of a role the caller holds. */
  ownRole: (role: string) => `不能修改您自己持有的角色「${role}」的权限、数据范围或数据规则`,
  /** Adding to a role buttons whose codes the caller lacks. */
  codesNotHeld: (names: string) => `无权授予您未持有的权限：${names}`,
  /** A data scope wider than the caller's, for the role or (kinds 2 and 3) for one of its holders. */
  scopeTooWide: (role: string) => `无权为角色「${role}」设置该数据范围：超出您的数据范围`,
  /** Changing the data rules of the caller's own organisation (they apply to the caller). */
  ownOrganRules: (organ: string) => `不能修改您所在机构「${organ}」的数据规则`,
  /** Widening the menus and buttons granted to the caller's own organisation. */
  ownOrganGrant: (organ: string) => `不能扩大您所在机构「${organ}」的菜单授权`,
  /** Granting an organisation buttons whose codes the caller lacks. */
  organCodesNotHeld: (organ: string, names: string) => `无权为机构「${organ}」授予您未持有的权限：${names}`,
} as const;

export const ROLE_CODE_PATTERN = /^[A-Z][A-Z0-9_]{1,49}$/;

const roleId = idField(ROLE_MESSAGES.roleIdRequired);
const roleCode = codeField(ROLE_CODE_PATTERN, ROLE_MESSAGES.roleCodeRequired, ROLE_MESSAGES.roleCodeRule);
const roleName = requiredText(50, ROLE_MESSAGES.roleNameRequired, ROLE_MESSAGES.roleNameTooLong);
const dataScope = oneOf(DATA_SCOPES, ROLE_MESSAGES.dataScope);

const optionalRoleFields = {
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
  roleEntity: z.object({ roleCode, roleName, ...optionalRoleFields }, { error: '缺少角色信息' }),
});
export type RoleAdd = z.infer<typeof roleAddSchema>['roleEntity'];

export const roleUpdateSchema = z.object({
  roleEntity: z.object(
    { roleId, roleCode: roleCode.optional(), roleName: roleName.optional(), ...optionalRoleFields },
    { error: '缺少角色信息' },
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
