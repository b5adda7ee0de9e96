import { APP_MESSAGES } from '@awards/shared/apps';
import type { PortalInit } from '@awards/shared/home';
import { EXAMINATION_PATH, HOME_PATH, mayOpenPage, ROLE } from '@awards/shared/permissions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps, menuButtons, menus, organisations, roleButtons, roleMenus, userRoles } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import { groupBy } from '../../platform/collections';
import { badRequest } from '../../platform/errors';
import type { AuthApi } from '../auth/public';
import type { IconsApi } from '../icons/public';
import { buildMenuTree, findIndexMenu, type MenuNode, type MenuRow } from './menu-tree';

/**
 * The portal's init call: who the user is, which menus and buttons they have,
 * and the applications they can switch between (spec 000 §4 navigation guard).
 */
export class HomeService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthApi,
    private readonly icons: IconsApi,
  ) {}

  async init(userId: number, portalCode: string | undefined): Promise<PortalInit> {
    const loginUser = await this.auth.userInfo(userId);
    const permissions = await permissionCodesOf(this.db, userId);
    const trees = await this.menuTreesByApp(userId, new Set(permissions));
    const appRows = await this.db
      .select()
      .from(apps)
      .where(and(eq(apps.delFlag, 0), eq(apps.appStatus, 1)))
      .orderBy(asc(apps.sortNumber), asc(apps.id));
    const appCode = portalCode ?? appRows[0]?.appCode;
    if (portalCode && !appRows.some((a) => a.appCode === portalCode)) {
      throw badRequest({ portalCode: APP_MESSAGES.notFound });
    }
    const menu = (appCode && trees.get(appCode)) || [];
    const isAuditor = loginUser.roles.some((r) => r.roleCode === ROLE.audit);
    return {
      loginUser,
      enterprise: await this.enterpriseOf(loginUser.orgId),
      // Read on every init, like the menus: an icon added now shows at the next reload.
      icons: await this.icons.all(),
      menu,
      indexMenu: findIndexMenu(menu, isAuditor ? [EXAMINATION_PATH, HOME_PATH] : [HOME_PATH]),
      permissions,
      roles: loginUser.roles.map((r) => r.roleCode),
      appCode: appCode ?? null,
      apps: appRows
        .filter((a) => (trees.get(a.appCode)?.length ?? 0) > 0)
        .map((a) => ({
          appCode: a.appCode,
          appName: a.appName,
          appIcon: a.appIcon,
          appShortName: a.appShortName,
          visitUrl: a.visitUrl,
          menus: trees.get(a.appCode) ?? [],
        })),
    };
  }

  /**
   * The menus granted to any of the user's roles whose pages the user's codes open
   * (PAGE_PERMISSIONS), as one tree per application.
   */
  private async menuTreesByApp(userId: number, codes: ReadonlySet<string>): Promise<Map<string, MenuNode[]>> {
    const roleIds = this.db
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    const rows: MenuRow[] = await this.db
      .selectDistinct({
        id: menus.id,
        parentId: menus.parentId,
        name: menus.name,
        menuName: menus.menuName,
        menuNameI18n: menus.menuNameI18n,
        menuUrl: menus.menuUrl,
        component: menus.component,
        redirect: menus.redirect,
        menuIcon: menus.menuIcon,
        menuSort: menus.menuSort,
        hidden: menus.hidden,
        route: menus.route,
        keepalive: menus.keepalive,
        alwaysShow: menus.alwaysShow,
        iframe: menus.iframe,
        externalUrl: menus.externalUrl,
        target: menus.target,
        appCode: apps.appCode,
      })
      .from(menus)
      .innerJoin(apps, eq(apps.id, menus.appId))
      .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
      .where(and(inArray(roleMenus.roleId, roleIds), eq(menus.delFlag, 0), eq(menus.status, 1)))
      .orderBy(asc(menus.menuSort), asc(menus.id));

    const buttons = await this.db
      .selectDistinct({ menuId: menuButtons.menuId, code: menuButtons.buttonPerms })
      .from(menuButtons)
      .innerJoin(roleButtons, eq(roleButtons.buttonId, menuButtons.id))
      .where(inArray(roleButtons.roleId, roleIds));
    const codesByMenu = new Map(
      [...groupBy(buttons, (b) => b.menuId)].map(([menuId, list]) => [menuId, list.map((b) => b.code)]),
    );
    const byApp = groupBy(rows, (row) => row.appCode);
    return new Map(
      [...byApp].map(([code, appRows]) => [
        code,
        buildMenuTree(appRows, codesByMenu, (row) => mayOpenPage(row.component, codes)),
      ]),
    );
  }

  /** The company at the top of the user's organisation path. */
  private async enterpriseOf(orgId: number | null) {
    if (orgId === null) return null;
    const org = await this.db.query.organisations.findFirst({ where: eq(organisations.id, orgId) });
    if (!org) return null;
    const rootId = Number(org.parentIds.split(',').filter(Boolean)[0] ?? org.id);
    const root =
      rootId === org.id
        ? org
        : await this.db.query.organisations.findFirst({ where: eq(organisations.id, rootId) });
    if (!root) return null;
    return {
      organId: root.id,
      organCode: root.organCode,
      organName: root.organName,
      organShortName: root.organShortName,
      organEnName: root.organEnName,
    };
  }
}
