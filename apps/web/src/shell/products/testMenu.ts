import type { MenuNode } from '@awards/shared/home';

// Test support: a small menu tree in the init call's shape.

const node = (
  id: number,
  name: string,
  path: string,
  title: string,
  extra: Partial<MenuNode> = {},
): MenuNode => ({
  id,
  path,
  name,
  component: null,
  redirect: null,
  hidden: false,
  alwaysShow: false,
  appCode: 'portal',
  meta: {
    title,
    titleI18n: {},
    icon: null,
    url: null,
    target: null,
    internalOrExternal: false,
    keepAlive: false,
    permissionList: [],
  },
  ...extra,
});

export const TEST_MENU: MenuNode[] = [
  node(1, 'dashboard', '/_dashboard', '仪表盘', {
    children: [node(2, 'dashboard-monitor', '/_dashboard/Monitor', '首页')],
  }),
  node(3, 'prize', '/prize', '奖项管理'),
  node(4, 'system', '/_system', '系统管理', {
    children: [
      node(5, 'system-users', '/_system/users', '用户管理'),
      node(6, 'system-roles', '/_system/roles', '角色管理'),
    ],
  }),
  node(7, 'account', '/_account', '个人中心', {
    hidden: true,
    children: [node(8, 'account-center', '/_account/center/Index', '个人中心', { hidden: true })],
  }),
];
