import {
  FAVOURITE_LIMIT,
  FREQUENT_LIMIT,
  type MenuPreferences,
  type MenuRef,
  PREFERENCE_MESSAGES,
  type PreferredMenu,
  RECENT_LIMIT,
} from '@awards/shared/preferences';
import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps, menuFavourites, menus, menuVisits } from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import { visibleMenuTo } from './repository';

const byNewest = (a: Date | null, b: Date | null) => (b?.getTime() ?? 0) - (a?.getTime() ?? 0);

/**
 * The products-and-services drawer's memory, per user on the server so it follows
 * them between browsers: starred menus, and visits (count and last time) per menu.
 * Only menus the user can still see are listed or accepted.
 */
export class PreferenceService {
  constructor(private readonly db: Db) {}

  async summary(userId: number): Promise<MenuPreferences> {
    const rows = await this.db
      .select({
        menuId: menus.id,
        name: menus.name,
        path: menus.menuUrl,
        title: menus.menuName,
        icon: menus.menuIcon,
        appCode: apps.appCode,
        starTime: menuFavourites.createTime,
        visitCount: menuVisits.visitCount,
        lastVisitTime: menuVisits.lastVisitTime,
      })
      .from(menus)
      .innerJoin(apps, eq(apps.id, menus.appId))
      .leftJoin(menuFavourites, and(eq(menuFavourites.menuId, menus.id), eq(menuFavourites.userId, userId)))
      .leftJoin(menuVisits, and(eq(menuVisits.menuId, menus.id), eq(menuVisits.userId, userId)))
      .where(
        and(
          or(isNotNull(menuFavourites.menuId), isNotNull(menuVisits.menuId)),
          visibleMenuTo(this.db, userId),
        ),
      );
    const present = (row: (typeof rows)[number]): PreferredMenu => ({
      menuId: row.menuId,
      name: row.name,
      path: row.path,
      title: row.title,
      icon: row.icon,
      appCode: row.appCode,
      visitCount: row.visitCount ?? 0,
      lastVisitTime: row.lastVisitTime?.toISOString() ?? null,
      starred: row.starTime !== null,
    });
    const visited = rows.filter((r) => r.lastVisitTime !== null);
    return {
      favourites: rows
        .filter((r) => r.starTime !== null)
        .sort((a, b) => byNewest(a.starTime, b.starTime))
        .map(present),
      recent: [...visited]
        .sort((a, b) => byNewest(a.lastVisitTime, b.lastVisitTime))
        .slice(0, RECENT_LIMIT)
        .map(present),
      frequent: [...visited]
        .sort(
          (a, b) => (b.visitCount ?? 0) - (a.visitCount ?? 0) || byNewest(a.lastVisitTime, b.lastVisitTime),
        )
        .slice(0, FREQUENT_LIMIT)
        .map(present),
    };
  }

  async star(userId: number, ref: MenuRef): Promise<MenuPreferences> {
    const menuId = await this.visibleMenuId(userId, ref);
    const [stars] = await this.db
      .select({ n: count() })
      .from(menuFavourites)
      .where(eq(menuFavourites.userId, userId));
    if ((stars?.n ?? 0) >= FAVOURITE_LIMIT) throw ruleViolation(PREFERENCE_MESSAGES.favouriteLimit);
    await this.db.insert(menuFavourites).values({ userId, menuId }).onConflictDoNothing();
    return this.summary(userId);
  }

  /** Unstarring needs no visibility: a menu taken away can still be removed. Idempotent. */
  async unstar(userId: number, ref: MenuRef): Promise<MenuPreferences> {
    const [menu] = await this.db
      .select({ id: menus.id })
      .from(menus)
      .where(ref.menuId !== undefined ? eq(menus.id, ref.menuId) : eq(menus.name, ref.name!))
      .limit(1);
    if (!menu) throw notFound(PREFERENCE_MESSAGES.menuNotFound);
    await this.db
      .delete(menuFavourites)
      .where(and(eq(menuFavourites.userId, userId), eq(menuFavourites.menuId, menu.id)));
    return this.summary(userId);
  }

  /** Counts a visit to a menu page by its path; a path that is no visible menu is ignored. */
  async recordVisit(userId: number, path: string): Promise<{ recorded: boolean }> {
    const [menu] = await this.db
      .select({ id: menus.id })
      .from(menus)
      .innerJoin(apps, eq(apps.id, menus.appId))
      .where(and(eq(menus.menuUrl, path), visibleMenuTo(this.db, userId)))
      .limit(1);
    if (!menu) return { recorded: false };
    await this.db
      .insert(menuVisits)
      .values({ userId, menuId: menu.id })
      .onConflictDoUpdate({
        target: [menuVisits.userId, menuVisits.menuId],
        set: { visitCount: sql`${menuVisits.visitCount} + 1`, lastVisitTime: sql`now()` },
      });
    return { recorded: true };
  }

  private async visibleMenuId(userId: number, ref: MenuRef): Promise<number> {
    const [menu] = await this.db
      .select({ id: menus.id })
      .from(menus)
      .innerJoin(apps, eq(apps.id, menus.appId))
      .where(
        and(
          ref.menuId !== undefined ? eq(menus.id, ref.menuId) : eq(menus.name, ref.name!),
          visibleMenuTo(this.db, userId),
        ),
      )
      .limit(1);
    if (!menu) throw notFound(PREFERENCE_MESSAGES.menuNotFound);
    return menu.id;
  }
}
