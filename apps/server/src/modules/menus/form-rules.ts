import { CUSTOM_MENU_ICON, MENU_MESSAGES, type MenuEdit } from '@awards/shared/menus';
import { and, asc, eq, isNull, like, max, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apps, icons, menus } from '../../db/schema';
import { badRequest, conflict } from '../../platform/errors';

/** The checks and defaults of the menu form, each a query in the caller's transaction. */

export type MenuRow = typeof menus.$inferSelect;

/** Dictionary menu_type: a menu without a parent is a top menu. */
export const menuTypeOf = (parentId: number | null) => (parentId === null ? 0 : 1);

export async function requireParentMenu(tx: DbOrTx, parentId: number): Promise<MenuRow> {
  const parent = await tx.query.menus.findFirst({ where: eq(menus.id, parentId) });
  if (!parent) throw badRequest({ parentMenuId: MENU_MESSAGES.parentMissing });
  return parent;
}

/** The app a menu belongs to: the one named, else its parent's, else the first app. */
export async function appFor(tx: DbOrTx, appId: number | undefined, parent: MenuRow | null): Promise<number> {
  if (appId !== undefined) {
    const [app] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, appId));
    if (!app) throw badRequest({ appId: MENU_MESSAGES.appMissing });
    if (parent && parent.appId !== appId) throw badRequest({ appId: MENU_MESSAGES.appMismatch });
    return appId;
  }
  if (parent) return parent.appId;
  const [first] = await tx
    .select({ id: apps.id })
    .from(apps)
    .orderBy(asc(apps.sortNumber), asc(apps.id))
    .limit(1);
  if (!first) throw badRequest({ appId: MENU_MESSAGES.appMissing });
  return first.id;
}

/** A custom icon ('custom:<id>') must exist in the icon library. */
export async function assertIconExists(tx: DbOrTx, menuIcon: string | null | undefined): Promise<void> {
  const custom = menuIcon ? CUSTOM_MENU_ICON.exec(menuIcon) : null;
  if (!custom) return;
  const [icon] = await tx
    .select({ id: icons.id })
    .from(icons)
    .where(eq(icons.id, Number(custom[1])));
  if (!icon) throw badRequest({ menuIcon: MENU_MESSAGES.iconMissing });
}

/** Two menus on one path would route to whichever the portal met first. */
export async function assertUrlFree(tx: DbOrTx, menuUrl: string, selfId: number | null): Promise<void> {
  const [other] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.menuUrl, menuUrl), selfId === null ? undefined : ne(menus.id, selfId)))
    .limit(1);
  if (other) throw conflict(MENU_MESSAGES.urlTaken);
}

/** A route name from the path ('/_system/foo' -> 'system-foo'), numbered when taken. */
export async function freeRouteName(tx: DbOrTx, menuUrl: string): Promise<string> {
  const slug = menuUrl
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const base = /^[a-z]/.test(slug) ? slug.slice(0, 56) : `menu-${slug}`.slice(0, 56);
  const taken = await tx
    .select({ name: menus.name })
    .from(menus)
    .where(like(menus.name, `${base}%`));
  const names = new Set(taken.map((t) => t.name));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** New menus go last among their siblings. */
export async function nextMenuSort(tx: DbOrTx, parentId: number | null): Promise<number> {
  const where: SQL = parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId);
  const [row] = await tx
    .select({ top: max(menus.menuSort) })
    .from(menus)
    .where(where);
  return (row?.top ?? 0) + 1;
}

/** Whether an edit touches what routing relies on (built-in menus keep it). */
export function changesStructure(current: MenuRow, form: MenuEdit, parentChanges: boolean): boolean {
  const differs = (key: 'name' | 'menuUrl' | 'component' | 'route' | 'appId') =>
    form[key] !== undefined && (form[key] as unknown) !== current[key];
  return (
    parentChanges ||
    differs('name') ||
    differs('menuUrl') ||
    differs('component') ||
    differs('route') ||
    differs('appId')
  );
}
