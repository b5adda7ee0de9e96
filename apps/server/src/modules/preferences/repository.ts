import { and, eq, exists, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps, menus, roleMenus, userRoles } from '../../db/schema';

/** The component of folder menus: they hold pages and cannot be visited themselves. */
const FOLDER = 'layouts/RouteView';

/**
 * A menu page the user can see: live, routable, not a folder, in an enabled app,
 * and granted to one of the user's roles (the same grant the init call's tree uses).
 * Queries that use it must join apps.
 */
export function visibleMenuTo(db: Db, userId: number): SQL {
  const granted = db
    .select({ one: sql`1` })
    .from(roleMenus)
    .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
    .where(and(eq(roleMenus.menuId, menus.id), eq(userRoles.userId, userId)));
  return and(
    eq(menus.delFlag, 0),
    eq(menus.status, 1),
    ne(menus.route, '0'),
    sql`coalesce(${menus.component}, '') <> ${FOLDER}`,
    eq(apps.delFlag, 0),
    eq(apps.appStatus, 1),
    exists(granted),
  )!;
}
