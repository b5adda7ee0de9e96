import type { MenuView } from '@awards/shared/menus';

/** Test support: a menu as the server presents it, with only what a test names set. */
export function menuView(
  menuId: number,
  menuName: string,
  children?: MenuView[],
  extra: Partial<MenuView> = {},
): MenuView {
  return {
    menuId,
    menuName,
    menuNameI18n: {},
    name: `menu-${menuId}`,
    menuUrl: `/m${menuId}`,
    component: null,
    redirect: null,
    menuType: 0,
    menuIcon: null,
    menuSort: menuId,
    parentMenuId: null,
    hidden: false,
    route: '1',
    keepalive: false,
    alwaysShow: false,
    iframe: false,
    externalUrl: null,
    target: null,
    status: 1,
    leaf: !children?.length,
    appId: 1,
    builtIn: false,
    buttons: [],
    createBy: 'admin',
    createTime: '2026-01-01T00:00:00Z',
    updateBy: null,
    updateTime: null,
    ...(children ? { children } : {}),
    ...extra,
  };
}
