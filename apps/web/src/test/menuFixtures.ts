import type { MenuNode, PortalInit } from '@awards/shared/home';

/** A menu node with sensible defaults; `children` and `meta` merge over them. */
export function menu(
  path: string,
  title: string,
  extra: Partial<Omit<MenuNode, 'meta'>> & { meta?: Partial<MenuNode['meta']> } = {},
): MenuNode {
  const { meta, ...rest } = extra;
  return {
    // Stable per path, so two fixtures compare equal.
    id: [...path].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1e9, 7),
    path,
    name: path.replaceAll('/', '-').slice(1),
    component: 'layouts/RouteView',
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
      ...meta,
    },
    ...rest,
  };
}

/** A small tree shaped like the seeded one. */
export function sampleMenu(): MenuNode[] {
  return [
    menu('/_dashboard', '仪表盘', {
      children: [
        menu('/_dashboard/Monitor', '首页', { component: 'dashboard/MonitorPage' }),
        menu('/_dashboard/Analysis', '分析页', { component: 'dashboard/AnalysisPage' }),
      ],
    }),
    menu('/_system', '系统管理', {
      children: [
        menu('/_system/users', '用户管理', {
          component: 'users/UserListPage',
          meta: { permissionList: ['USER_VIEW'] },
        }),
        menu('/_system/roles', '角色管理', {
          component: 'roles/RoleListPage',
          meta: { permissionList: ['ROLE_VIEW'] },
        }),
        menu('/_system/users/edit', '编辑用户', { component: 'users/UserEditPage', hidden: true }),
      ],
    }),
    menu('/register', '注册管理', {
      alwaysShow: true,
      children: [menu('/register/audit', '注册审核', { component: 'registration/RegisterAuditPage' })],
    }),
    menu('/declare', '申报管理', {
      children: [menu('/declare/examination', '形式审查', { component: 'examination/ExaminationPage' })],
    }),
    menu('/docs', '帮助文档', { component: null, meta: { url: 'https://example.com/docs' } }),
    menu('/report', '报表', {
      component: null,
      meta: { url: 'https://example.com/report', internalOrExternal: true },
    }),
    menu('/_account', '个人中心', {
      hidden: true,
      children: [
        menu('/_account/center/Index', '个人中心', {
          name: 'account-center',
          component: 'account/CenterPage',
          hidden: true,
        }),
      ],
    }),
  ];
}

export function sampleInit(overrides: Partial<PortalInit> = {}): PortalInit {
  const tree = sampleMenu();
  return {
    loginUser: { username: 'admin', loginName: 'admin', roles: [] } as unknown as PortalInit['loginUser'],
    enterprise: null,
    icons: [],
    menu: tree,
    indexMenu: null,
    permissions: ['USER_VIEW', 'ROLE_VIEW'],
    roles: [],
    appCode: 'portal',
    apps: [
      { appCode: 'portal', appName: '后台', appIcon: null, appShortName: null, visitUrl: '/', menus: tree },
    ],
    ...overrides,
  };
}
