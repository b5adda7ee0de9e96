import { MENU_MESSAGES, type MenuAdd, type MenuEdit, type MenuView } from '@awards/shared/menus';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menus } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import type { SessionUser } from '../../platform/auth/sessions';
import { onUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound, ruleViolation } from '../../platform/errors';
import {
  appFor,
  assertIconExists,
  assertUrlFree,
  changesStructure,
  freeRouteName,
  type MenuRow,
  menuTypeOf,
  nextMenuSort,
  requireParentMenu,
} from './form-rules';
import { grantToAdministrators } from './grants';
import { isBuiltInMenu } from './presenter';
import type { MenuService } from './service';
import { descendantsOf } from './tree';

/**
 * Changes to the menu tree (spec 001 §7 "Menus"): add (granted at once to the
 * system administrators), edit (a move to another app takes the subtree along),
 * delete with the subtree when confirmed, and drag sort. Built-in menus keep
 * what routing relies on.
 */
export class MenuEditService {
  constructor(
    private readonly db: Db,
    private readonly menus: MenuService,
    private readonly auth: AuthChanges,
  ) {}

  async add(user: SessionUser, form: MenuAdd): Promise<MenuView> {
    const row = await this.write(async (tx) => {
      const parent = form.parentMenuId ? await requireParentMenu(tx, form.parentMenuId) : null;
      const appId = await appFor(tx, form.appId, parent);
      await assertIconExists(tx, form.menuIcon);
      await assertUrlFree(tx, form.menuUrl, null);
      const parentId = parent?.id ?? null;
      const [created] = await tx
        .insert(menus)
        .values({
          parentId,
          appId,
          name: form.name ?? (await freeRouteName(tx, form.menuUrl)),
          menuName: form.menuName,
          menuNameI18n: form.menuNameI18n ?? {},
          menuUrl: form.menuUrl,
          component: form.component ?? null,
          menuType: menuTypeOf(parentId),
          menuIcon: form.menuIcon ?? null,
          menuSort: form.menuSort ?? (await nextMenuSort(tx, parentId)),
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
    return this.menus.getById(row.id);
  }

  async edit(user: SessionUser, form: MenuEdit): Promise<MenuView> {
    await this.write(async (tx) => {
      const current = await tx.query.menus.findFirst({ where: eq(menus.id, form.menuId) });
      if (!current) throw notFound(MENU_MESSAGES.menuNotFound);
      const parentChanges =
        form.parentMenuId !== undefined && (form.parentMenuId ?? null) !== current.parentId;
      if (isBuiltInMenu(current.name) && changesStructure(current, form, parentChanges)) {
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
          parent = await requireParentMenu(tx, parentId);
        }
      } else if (current.parentId !== null) {
        parent = (await tx.query.menus.findFirst({ where: eq(menus.id, current.parentId) })) ?? null;
      }
      const appId = await appFor(tx, form.appId ?? (parentChanges ? undefined : current.appId), parent);
      const iframe = form.iframe ?? current.iframe;
      const externalUrl = form.externalUrl !== undefined ? form.externalUrl : current.externalUrl;
      if (iframe && !externalUrl) throw badRequest({ externalUrl: MENU_MESSAGES.iframeNeedsUrl });
      await assertIconExists(tx, form.menuIcon);
      if (form.menuUrl !== undefined) await assertUrlFree(tx, form.menuUrl, current.id);

      await tx
        .update(menus)
        .set({
          parentId,
          appId,
          name: form.name,
          menuName: form.menuName,
          menuNameI18n: form.menuNameI18n,
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
    return this.menus.getById(form.menuId);
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
      if ([...targets].some((id) => !byId.has(id))) throw notFound(MENU_MESSAGES.menuNotFound);
      const doomed = new Set(targets);
      for (const id of targets) {
        const below = descendantsOf(all, id);
        const outside = [...below].filter((d) => !targets.has(d));
        if (outside.length > 0 && !cascade) {
          throw ruleViolation(MENU_MESSAGES.hasChildrenOf({ name: byId.get(id)!.menuName }), {
            menuId: id,
            childCount: below.size,
            needsCascade: true,
          });
        }
        for (const d of below) doomed.add(d);
      }
      const builtIn = [...doomed].map((id) => byId.get(id)!).find((m) => isBuiltInMenu(m.name));
      if (builtIn) throw ruleViolation(MENU_MESSAGES.builtInDeleteOf({ name: builtIn.menuName }));
      // Children, buttons, data rules and role grants go by their foreign keys' cascade.
      await tx.delete(menus).where(inArray(menus.id, [...targets]));
    });
    // Their buttons, and so the codes their holders had, went with them.
    await this.auth.grantsChanged();
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
  private write<T>(change: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return onUniqueViolation(
      () => this.db.transaction(change),
      () => conflict(MENU_MESSAGES.nameTaken),
    );
  }
}
