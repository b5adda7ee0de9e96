import type { MenuAdd, MenuEdit, MenuView } from '@awards/shared/menus';
import type { Translation } from '@awards/shared/translations';

/** The menu form's values: the wire fields, with the switches as booleans. */
export interface MenuFormValues {
  menuName: string;
  /** The title's zh_TW and en_GB versions; an empty one shows menuName. */
  menuNameI18n?: Translation;
  parentMenuId: number | null;
  appId?: number;
  menuUrl: string;
  name?: string;
  component?: string;
  menuIcon: string | null;
  menuSort?: number | null;
  route: boolean;
  hidden: boolean;
  keepalive: boolean;
  alwaysShow: boolean;
  iframe: boolean;
  externalUrl?: string;
  target: '_blank' | '_self' | null;
  status: boolean;
}

export function newMenuValues(parent: Pick<MenuView, 'menuId' | 'appId'> | null, appId?: number) {
  return {
    parentMenuId: parent?.menuId ?? null,
    appId: parent?.appId ?? appId,
    menuIcon: null,
    route: true,
    hidden: false,
    keepalive: false,
    alwaysShow: false,
    iframe: false,
    target: null,
    status: true,
  } satisfies Partial<MenuFormValues>;
}

export function menuValues(menu: MenuView): MenuFormValues {
  return {
    menuName: menu.menuName,
    menuNameI18n: menu.menuNameI18n,
    parentMenuId: menu.parentMenuId,
    appId: menu.appId,
    menuUrl: menu.menuUrl,
    name: menu.name,
    component: menu.component ?? '',
    menuIcon: menu.menuIcon,
    menuSort: menu.menuSort,
    route: menu.route === '1',
    hidden: menu.hidden,
    keepalive: menu.keepalive,
    alwaysShow: menu.alwaysShow,
    iframe: menu.iframe,
    externalUrl: menu.externalUrl ?? '',
    target: (menu.target as MenuFormValues['target']) ?? null,
    status: menu.status === 1,
  };
}

/**
 * What the add call takes. A blank route name is left out (the server derives it from
 * the path); blank optional texts go as '' and the schema reads them as "none".
 */
export function toMenuAdd(values: MenuFormValues): MenuAdd {
  const { name, menuSort, route, status, ...rest } = values;
  return {
    ...rest,
    ...(name?.trim() ? { name: name.trim() } : {}),
    ...(menuSort === null || menuSort === undefined ? {} : { menuSort }),
    route: route ? '1' : '0',
    status: status ? 1 : 0,
  };
}

/** The edit call: the same fields plus the id; a cleared text clears the stored value. */
export function toMenuEdit(menuId: number, values: MenuFormValues): MenuEdit {
  return { ...toMenuAdd(values), menuId };
}
