import type { MenuNode, PortalInit } from '@awards/shared/home';
import { findMenuTrail } from './menuTrail';

/** One application the user can switch to (spec 000 §3 'apps'), with its menu tree. */
export interface AppMenus {
  appCode: string;
  appName: string;
  menus: readonly MenuNode[];
}

/** The user's applications; an init without apps is one application with the init's menu. */
export function appsOf(init: PortalInit): AppMenus[] {
  const apps = (init.apps ?? []).filter((app) => app.menus.length > 0);
  if (apps.length) return apps.map(({ appCode, appName, menus }) => ({ appCode, appName, menus }));
  return [{ appCode: init.appCode ?? '', appName: '', menus: init.menu }];
}

/** Every menu of every application: the routes the user may open. */
export function allMenus(init: PortalInit): MenuNode[] {
  const apps = appsOf(init);
  const own = apps.find((app) => app.appCode === init.appCode);
  // The init's own tree first, so a path two apps share opens in the current one.
  return [...(own ? own.menus : init.menu), ...apps.filter((app) => app !== own).flatMap((app) => app.menus)];
}

/** The application whose menus hold `pathname`, preferring the current one. */
export function appOwning(apps: readonly AppMenus[], pathname: string, current: string): string | null {
  const holds = (app: AppMenus) => findMenuTrail(app.menus, pathname).length > 0;
  if (apps.some((app) => app.appCode === current && holds(app))) return current;
  return apps.find(holds)?.appCode ?? null;
}

/** The button codes the menus of one application carry (spec 000 §6: the app's permission list). */
export function permissionsOf(menus: readonly MenuNode[]): string[] {
  const codes = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      for (const code of node.meta.permissionList ?? []) codes.add(code);
      walk(node.children ?? []);
    }
  };
  walk(menus);
  return [...codes];
}

/** Every path of a tree, hidden ones included: what a redirect may point at. */
export function menuPaths(menus: readonly MenuNode[]): Set<string> {
  const paths = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      paths.add(node.path);
      walk(node.children ?? []);
    }
  };
  walk(menus);
  return paths;
}
