import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { apps, menuButtons, menus } from '../schema';
import { MENU_TREE, PORTAL_APP, type SeedMenu } from './menus';

/** `excluded.<column>` in an upsert: the value this insert proposed for the conflicting row. */
function excluded(column: string) {
  return sql.raw(`excluded.${column}`);
}

/** The seed's translations for a row without any whose title is the seed's; the row's own otherwise. */
function untranslatedTitle() {
  return sql.raw(`case when menus.menu_name_i18n = '{}'::jsonb and menus.menu_name = excluded.menu_name
    then excluded.menu_name_i18n else menus.menu_name_i18n end`);
}

/** The portal app; an administrator's later edits of its name or address are kept. */
export async function syncPortalApp(db: DbOrTx): Promise<number> {
  await db
    .insert(apps)
    .values({ ...PORTAL_APP, createBy: 'system' })
    .onConflictDoNothing();
  const [app] = await db.select({ id: apps.id }).from(apps).where(eq(apps.appCode, PORTAL_APP.appCode));
  if (!app) throw new Error(`app ${PORTAL_APP.appCode} missing after upsert`);
  return app.id;
}

/**
 * Inserts missing menus and buttons and moves existing ones to where the tree says.
 * What the code depends on (parent, path, component, route flag, the menu a permission
 * code belongs to) follows the tree at every start; what an administrator may tune in
 * the menu page (title, sort, icon, hidden, keep-alive, always-show, button names) is
 * set on insert only, so a restart never undoes their edits. Nothing is deleted.
 * The title's translations are the exception that proves it: a menu still titled as
 * seeded and translated in no language gets the seed's (rows made before they existed).
 */
export async function syncMenus(db: DbOrTx, appId: number): Promise<void> {
  await syncLevel(db, appId, null, MENU_TREE, 0);
}

async function syncLevel(
  db: DbOrTx,
  appId: number,
  parentId: number | null,
  nodes: readonly SeedMenu[],
  depth: number,
): Promise<void> {
  // One statement per sibling group keeps a start-up to a dozen round trips.
  const rows = await db
    .insert(menus)
    .values(
      nodes.map((node) => ({
        parentId,
        appId,
        name: node.name,
        menuName: node.menuName,
        menuNameI18n: node.menuNameI18n,
        menuUrl: node.menuUrl,
        component: node.component,
        redirect: firstVisibleChild(node)?.menuUrl ?? null,
        // Dictionary menu_type: 0 top menu, 1 sub menu.
        menuType: depth === 0 ? 0 : 1,
        menuIcon: node.menuIcon,
        menuSort: node.menuSort,
        hidden: node.hidden ?? false,
        route: node.route ?? '1',
        keepalive: node.keepalive ?? false,
        alwaysShow: node.alwaysShow ?? false,
        createBy: 'system',
      })),
    )
    .onConflictDoUpdate({
      target: menus.name,
      set: {
        parentId: excluded('parent_id'),
        appId: excluded('app_id'),
        menuUrl: excluded('menu_url'),
        component: excluded('component'),
        redirect: excluded('redirect'),
        menuType: excluded('menu_type'),
        route: excluded('route'),
        menuNameI18n: untranslatedTitle(),
      },
    })
    .returning({ id: menus.id, name: menus.name });
  const idOf = new Map(rows.map((row) => [row.name, row.id]));

  const buttons = nodes.flatMap((node) =>
    (node.buttons ?? []).map((button) => ({
      ...button,
      menuId: idOf.get(node.name)!,
      createBy: 'system',
    })),
  );
  if (buttons.length > 0) {
    await db
      .insert(menuButtons)
      .values(buttons)
      .onConflictDoUpdate({
        target: menuButtons.buttonPerms,
        set: {
          menuId: excluded('menu_id'),
          buttonCode: excluded('button_code'),
        },
      });
  }

  for (const node of nodes) {
    if (node.children?.length) await syncLevel(db, appId, idOf.get(node.name)!, node.children, depth + 1);
  }
}

/** Where a parent's own path redirects: its first child shown in the menu. */
function firstVisibleChild(node: SeedMenu): SeedMenu | undefined {
  const children = [...(node.children ?? [])].sort((a, b) => a.menuSort - b.menuSort);
  return children.find((child) => !child.hidden && child.route !== '0') ?? children[0];
}
