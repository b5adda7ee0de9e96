import { MENU_MESSAGES, type MenuPageQuery, type MenuView } from '@awards/shared/menus';
import type { Page } from '@awards/shared/paging';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menuButtons, menus } from '../../db/schema';
import { groupBy } from '../../platform/collections';
import { notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import type { MenuRow } from './form-rules';
import { presentMenu } from './presenter';

/**
 * The menu tree as administrators see it (spec 001 §7 "Menus"): the tree, the
 * page, one menu, each with its buttons. Changes are in edits.ts. Nothing is
 * cached: the init call reads menus and buttons on every sign-in and reload,
 * so an edit shows at the next one.
 */
export class MenuService {
  constructor(private readonly db: Db) {}

  /** Every menu (hidden, disabled and non-routable ones too) with its buttons, as a tree. */
  async tree(q: { appId?: number | undefined; menuName?: string | null | undefined }): Promise<MenuView[]> {
    const rows = await this.db
      .select()
      .from(menus)
      .where(q.appId ? eq(menus.appId, q.appId) : undefined)
      .orderBy(asc(menus.menuSort), asc(menus.id));
    const views = await this.withButtons(this.db, rows);
    const childrenOf = groupBy(views, (v) => v.parentMenuId);
    const ids = new Set(rows.map((r) => r.id));
    // A title matches in any of its languages (the translations ignoring case): an
    // administrator searches in the language the page shows.
    const wanted = q.menuName?.toLowerCase();
    const matches = (v: MenuView) =>
      !q.menuName ||
      v.menuName.includes(q.menuName) ||
      Object.values(v.menuNameI18n).some((title) => title.toLowerCase().includes(wanted!));
    // A filtered tree keeps the matches and the ancestors that lead to them.
    const build = (parentId: number | null): MenuView[] =>
      (childrenOf.get(parentId) ?? []).flatMap((view) => {
        const children = build(view.menuId);
        if (!matches(view) && children.length === 0) return [];
        return [children.length > 0 ? { ...view, children } : view];
      });
    // Roots, and menus whose parent belongs to another app (listed under their app only).
    const roots = views.filter((v) => v.parentMenuId === null || !ids.has(v.parentMenuId));
    return roots.flatMap((root) => {
      const children = build(root.menuId);
      if (!matches(root) && children.length === 0) return [];
      return [children.length > 0 ? { ...root, children } : root];
    });
  }

  async page(q: MenuPageQuery): Promise<Page<MenuView>> {
    const where = and(
      q.menuName ? containsText(menus.menuName, q.menuName) : undefined,
      q.parentMenuId !== undefined ? eq(menus.parentId, q.parentMenuId) : undefined,
      q.appId !== undefined ? eq(menus.appId, q.appId) : undefined,
      q.menuType !== undefined ? eq(menus.menuType, q.menuType) : undefined,
    );
    return pagedQuery(
      q,
      async (limit, offset) =>
        this.withButtons(
          this.db,
          await this.db
            .select()
            .from(menus)
            .where(where)
            .orderBy(asc(menus.menuSort), asc(menus.id))
            .limit(limit)
            .offset(offset),
        ),
      countRows(this.db, menus, where),
    );
  }

  async getById(menuId: number): Promise<MenuView> {
    const row = await this.db.query.menus.findFirst({ where: eq(menus.id, menuId) });
    if (!row) throw notFound(MENU_MESSAGES.menuNotFound);
    const [view] = await this.withButtons(this.db, [row]);
    return view!;
  }

  private async withButtons(db: DbOrTx, rows: MenuRow[]): Promise<MenuView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [buttons, parents] = await Promise.all([
      db
        .select()
        .from(menuButtons)
        .where(inArray(menuButtons.menuId, ids))
        .orderBy(asc(menuButtons.sortNum), asc(menuButtons.id)),
      db.selectDistinct({ parentId: menus.parentId }).from(menus).where(inArray(menus.parentId, ids)),
    ]);
    const buttonsOf = groupBy(buttons, (b) => b.menuId);
    const hasChildren = new Set(parents.map((p) => p.parentId));
    return rows.map((row) => presentMenu(row, buttonsOf.get(row.id) ?? [], !hasChildren.has(row.id)));
  }
}
