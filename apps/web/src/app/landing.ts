import type { PortalInit } from '@awards/shared/home';
import { ROLE } from '@awards/shared/permissions';
import { PATHS, safeRedirect } from '../config/paths';
import { allMenus, menuPaths } from '../shell/apps';
import { firstLeaf } from '../shell/menuTrail';

/** Routes every signed-in user has besides the menu's (spec 000 §2 'built routes'). */
export const BUILT_IN_PATHS = [PATHS.blank, PATHS.accountCenter] as const;

/**
 * Where '/' leads (spec 000 §2): the examination page for a BUSI_AUDIT user, else the
 * home page; when the user's menus lack that page, the server's index menu or the first
 * visible page, so nobody lands on a 404.
 */
export function landingPath(init: PortalInit, roles: readonly string[]): string {
  const paths = menuPaths(allMenus(init));
  const wanted = roles.includes(ROLE.audit) ? PATHS.examination : PATHS.home;
  if (paths.has(wanted)) return wanted;
  if (paths.has(PATHS.home)) return PATHS.home;
  return init.indexMenu?.path ?? firstLeaf(init.menu) ?? PATHS.home;
}

/**
 * The redirect query after sign-in (spec 000 §4): followed only when its path is one of
 * the user's menus or built-in routes; anything else lands on the root's choice.
 */
export function allowedRedirect(target: string | null, init: PortalInit): string | null {
  if (!target) return null;
  const safe = safeRedirect(target);
  if (safe === '/') return null;
  const { pathname } = new URL(safe, 'http://portal.invalid');
  const allowed = menuPaths(allMenus(init));
  for (const path of BUILT_IN_PATHS) allowed.add(path);
  return allowed.has(pathname) ? safe : null;
}
