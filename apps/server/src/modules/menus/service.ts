import {
  CUSTOM_MENU_ICON,
  MENU_MESSAGES,
  type MenuAdd,
  type MenuEdit,
  type MenuPageQuery,
  type MenuView,
} from '@awards/shared/menus';
import { type Page, toPage } from '@awards/shared/paging';
import { and, asc, count, eq, inArray, isNull, like, max, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { apps, icons, menuButtons, menus } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { groupBy } from '../../platform/collections';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound, ruleViolation } from '../../platform/errors';
import { containsText } from '../../platform/text-match';
import { grantToAdministrators } from './grants';
import { isBuiltInMenu, presentMenu } from './presenter';
import { descendantsOf } from './tree';

type MenuRow = typeof menus.$inferSelect;

/** Dictionary menu_type: a menu without a parent is a top menu. */
const menuTypeOf = (parentId: number | null) => (parentId === null ? 0 : 1);

/**
 * The menu tree as administrators edit it (spec 001 §7 "Menus"). Nothing is
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
    const matches = (v: MenuView) => !q.menuName || v.menuName.includes(q.menuName);
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
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(menus)
        .where(where)
        .orderBy(asc(menus.menuSort), asc(menus.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: count() }).from(menus).where(where),
    ]);
    return toPage(q, total?.n ?? 0, await this.withButtons(this.db, rows));
  }

  async getById(menuId: number): Promise<MenuView> {
    const row = await this.db.query.menus.findFirst({ where: eq(menus.id, menuId) });
    if (!row) throw notFound('菜单不存在');
    const [view] = await this.withButtons(this.db, [row]);
    return view!;
  }

  async add(user: SessionUser, form: MenuAdd): Promise<MenuView> {
    const row = await this.write(async (tx) => {
      const parent = form.parentMenuId ? await this.parent(tx, form.parentMenuId) : null;
      const appId = await this.appFor(tx, form.appId, parent);
      await this.checkIcon(tx, form.menuIcon);
      await this.checkUrlFree(tx, form.menuUrl, null);
      const parentId = parent?.id ?? null;
      const [created] = await tx
        .insert(menus)
        .values({
          parentId,
          appId,
          name: form.name ?? (await this.freeName(tx, form.menuUrl)),
          menuName: form.menuName,
          menuUrl: form.menuUrl,
          component: form.component ?? null,
          menuType: menuTypeOf(parentId),
          menuIcon: form.menuIcon ?? null,
          menuSort: form.menuSort ?? (await this.nextSort(tx, parentId)),
          hidden: form.hidden ?? false,
          route: form.route ?? '1',
          keepalive: form.keepalive ?? false,
          alwaysShow: form.alwaysShow ?? false,
          iframe: form.iframe ?? false,
          externalUrl: form.externalUrl ?? null,
          target: form.target ?? null,
          status: form.status ?? 1,
          createBy: user.loginName,
        })
        .returning();
      await grantToAdministrators(tx, { menuIds: [created!.id] });
      return created!;
    });
    return this.getById(row.id);
  }

  async edit(user: SessionUser, form: MenuEdit): Promise<MenuView> {
    await this.write(async (tx) => {
      const current = await tx.query.menus.findFirst({ where: eq(menus.id, form.menuId) });
      if (!current) throw notFound('菜单不存在');
      const parentChanges =
        form.parentMenuId !== undefined && (form.parentMenuId ?? null) !== current.parentId;
      if (isBuiltInMenu(current.name) && this.changesStructure(current, form, parentChanges)) {
        throw ruleViolation(MENU_MESSAGES.builtInStructure);
      }
      let parentId = current.parentId;
      let parent: MenuRow | null = null;
      if (parentChanges) {
        parentId = form.parentMenuId ?? null;
        if (parentId !== null) {
          const links = await tx.select({ id: menus.id, parentId: menus.parentId }).from(menus);
          if (parentId === current.id || descendantsOf(links, current.id).has(parentId)) {
            throw badRequest({ parentMenuId: MENU_MESSAGES.parentIsSelf });
          }
          parent = await this.parent(tx, parentId);
        }
      } else if (current.parentId !== null) {
        parent = (await tx.query.menus.findFirst({ where: eq(menus.id, current.parentId) })) ?? null;
      }
      const appId = await this.appFor(tx, form.appId ?? (parentChanges ? undefined : current.appId), parent);
      const iframe = form.iframe ?? current.iframe;
      const externalUrl = form.externalUrl !== undefined ? form.externalUrl : current.externalUrl;
      if (iframe && !externalUrl) throw badRequest({ externalUrl: '内嵌页面需要填写外部链接' });
      await this.checkIcon(tx, form.menuIcon);
      if (form.menuUrl !== undefined) await this.checkUrlFree(tx, form.menuUrl, current.id);

      await tx
        .update(menus)
        .set({
          parentId,
          appId,
          name: form.name,
          menuName: form.menuName,
          menuUrl: form.menuUrl,
          component: form.component,
          menuType: menuTypeOf(parentId),
          menuIcon: form.menuIcon,
          menuSort: form.menuSort,
          hidden: form.hidden,
          route: form.route,
          keepalive: form.keepalive,
          alwaysShow: form.alwaysShow,
          iframe: form.iframe,
          externalUrl: form.externalUrl,
          target: form.target,
          status: form.status,
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(menus.id, current.id));
      if (appId !== current.appId) {
        // A menu moved to another app takes its whole subtree along.
        const links = await tx.select({ id: menus.id, parentId: menus.parentId }).from(menus);
        const below = [...descendantsOf(links, current.id)];
        if (below.length > 0) await tx.update(menus).set({ appId }).where(inArray(menus.id, below));
      }
    });
    return this.getById(form.menuId);
  }

  /**
   * Deletes menus with their buttons, rules and grants. A menu with children
   * not themselves listed is refused unless `cascade`: the portal asks first.
   */
  async delete(menuIds: number[], cascade: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const all = await tx
        .select({ id: menus.id, parentId: menus.parentId, name: menus.name, menuName: menus.menuName })
        .from(menus);
      const byId = new Map(all.map((m) => [m.id, m]));
      const targets = new Set(menuIds);
      if ([...targets].some((id) => !byId.has(id))) throw notFound('菜单不存在');
      const doomed = new Set(targets);
      for (const id of targets) {
        const below = descendantsOf(all, id);
        const outside = [...below].filter((d) => !targets.has(d));
        if (outside.length > 0 && !cascade) {
          throw ruleViolation(`${MENU_MESSAGES.hasChildren}（${byId.get(id)!.menuName}）`, {
            menuId: id,
            childCount: below.size,
            needsCascade: true,
          });
        }
        for (const d of below) doomed.add(d);
      }
      const builtIn = [...doomed].map((id) => byId.get(id)!).find((m) => isBuiltInMenu(m.name));
      if (builtIn) throw ruleViolation(`${MENU_MESSAGES.builtInDelete}（${builtIn.menuName}）`);
      // Children, buttons, data rules and role grants go by their foreign keys' cascade.
      await tx.delete(menus).where(inArray(menus.id, [...targets]));
    });
  }

  /** The siblings of one parent in their new order; all of them must be listed. */
  async sort(user: SessionUser, q: { parentMenuId: number | null; menuIds: number[] }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const siblings = await tx
        .select({ id: menus.id })
        .from(menus)
        .where(q.parentMenuId === null ? isNull(menus.parentId) : eq(menus.parentId, q.parentMenuId));
      const siblingIds = new Set(siblings.map((s) => s.id));
      if (q.menuIds.some((id) => !siblingIds.has(id)))
        throw badRequest({ menuIds: MENU_MESSAGES.sortSiblings });
      if (q.menuIds.length !== siblingIds.size) throw conflict(MENU_MESSAGES.sortStale);
      const now = new Date();
      for (const [index, id] of q.menuIds.entries()) {
        await tx
          .update(menus)
          .set({ menuSort: index + 1, updateBy: user.loginName, updateTime: now })
          .where(eq(menus.id, id));
      }
    });
  }

  /** Runs a change in a transaction; a uniqueness race on the route name becomes 409. */
  private async write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MENU_MESSAGES.nameTaken);
      throw error;
    }
  }

  private changesStructure(current: MenuRow, form: MenuEdit, parentChanges: boolean): boolean {
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

  private async parent(tx: DbOrTx, parentId: number): Promise<MenuRow> {
    const parent = await tx.query.menus.findFirst({ where: eq(menus.id, parentId) });
    if (!parent) throw badRequest({ parentMenuId: MENU_MESSAGES.parentMissing });
    return parent;
  }

  /** The app a menu belongs to: the one named, else its parent's, else the first app. */
  private async appFor(tx: DbOrTx, appId: number | undefined, parent: MenuRow | null): Promise<number> {
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

  private async checkIcon(tx: DbOrTx, menuIcon: string | null | undefined): Promise<void> {
    const custom = menuIcon ? CUSTOM_MENU_ICON.exec(menuIcon) : null;
    if (!custom) return;
    const [icon] = await tx
      .select({ id: icons.id })
      .from(icons)
      .where(eq(icons.id, Number(custom[1])));
    if (!icon) throw badRequest({ menuIcon: MENU_MESSAGES.iconMissing });
  }

  /** Two menus on one path would route to whichever the portal met first. */
  private async checkUrlFree(tx: DbOrTx, menuUrl: string, selfId: number | null): Promise<void> {
    const [other] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.menuUrl, menuUrl), selfId === null ? undefined : ne(menus.id, selfId)))
      .limit(1);
    if (other) throw conflict(MENU_MESSAGES.urlTaken);
  }

  /** A route name from the path ('/_system/foo' -> 'system-foo'), numbered when taken. */
  private async freeName(tx: DbOrTx, menuUrl: string): Promise<string> {
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

  private async nextSort(tx: DbOrTx, parentId: number | null): Promise<number> {
    const where: SQL = parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId);
    const [row] = await tx
      .select({ top: max(menus.menuSort) })
      .from(menus)
      .where(where);
    return (row?.top ?? 0) + 1;
  }
}
