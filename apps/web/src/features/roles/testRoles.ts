import type { PermissionNode, RolePageRow } from '@awards/shared/roles';

export const ROLE: RolePageRow = {
  roleId: 5,
  roleCode: 'DEPT_MANAGER',
  roleName: '部门负责人',
  roleNameI18n: { en_GB: 'Department head' },
  roleType: null,
  dataScope: 2,
  dataScopeName: '本机构及以下',
  organId: null,
  organName: null,
  sortNumber: 5,
  remark: null,
  builtIn: false,
  delFlag: 0,
  createBy: 'system',
  createTime: '2026-01-01T00:00:00Z',
  updateBy: null,
  updateTime: null,
  userCount: 3,
  grantable: true,
};

const button = (buttonId: number, buttonPerms: string, name: string) => ({
  buttonId,
  buttonCode: buttonPerms,
  buttonPerms,
  name,
  sortNum: buttonId,
});
const menu = (
  menuId: number,
  parentMenuId: number | null,
  menuName: string,
  rest: Partial<PermissionNode> = {},
) => ({
  menuId,
  parentMenuId,
  menuName,
  menuNameI18n: {},
  menuUrl: `/m${menuId}`,
  menuIcon: null,
  menuType: 1,
  menuSort: menuId,
  buttons: [],
  children: [],
  ...rest,
});

/** 系统管理 (1) → 用户管理 (2: USER_VIEW 21, USER_ADD 22) and 角色管理 (3: ROLE_VIEW 31). */
export const PERMISSION_TREE: PermissionNode[] = [
  menu(1, null, '系统管理', {
    children: [
      menu(2, 1, '用户管理', { buttons: [button(21, 'USER_VIEW', '查看'), button(22, 'USER_ADD', '新增')] }),
      menu(3, 1, '角色管理', { buttons: [button(31, 'ROLE_VIEW', '查看')] }),
    ],
  }),
];
