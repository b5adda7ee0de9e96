import { type ButtonAdd, type ButtonEdit, MENU_MESSAGES, type MenuButtonView } from '@awards/shared/menus';
import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menuButtons, menus } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import type { SessionUser } from '../../platform/auth/sessions';
import { onUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound, ruleViolation } from '../../platform/errors';
import { grantToAdministrators } from './grants';
import { isBuiltInButton, presentButton } from './presenter';

/**
 * The buttons of a menu (spec 001 §3 "Button"): each carries the permission
 * code (buttonPerms) that routes check, unique across the whole system.
 */
export class MenuButtonService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthChanges,
  ) {}

  async list(menuId: number): Promise<MenuButtonView[]> {
    const rows = await this.db
      .select()
      .from(menuButtons)
      .where(eq(menuButtons.menuId, menuId))
      .orderBy(asc(menuButtons.sortNum), asc(menuButtons.id));
    return rows.map(presentButton);
  }

  async add(user: SessionUser, form: ButtonAdd): Promise<MenuButtonView> {
    return this.write(async (tx) => {
      const [menu] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, form.menuId));
      if (!menu) throw badRequest({ menuId: MENU_MESSAGES.menuNotFound });
      await this.checkCodeFree(tx, form.menuId, form.buttonCode, null);
      const [top] = await tx
        .select({ n: max(menuButtons.sortNum) })
        .from(menuButtons)
        .where(eq(menuButtons.menuId, form.menuId));
      const [row] = await tx
        .insert(menuButtons)
        .values({
          menuId: form.menuId,
          buttonCode: form.buttonCode,
          buttonPerms: form.buttonPerms,
          name: form.name,
          sortNum: form.sortNum ?? (top?.n ?? 0) + 1,
          createBy: user.loginName,
        })
        .returning();
      await grantToAdministrators(tx, { buttonIds: [row!.id] });
      return presentButton(row!);
    });
  }

  async edit(user: SessionUser, form: ButtonEdit): Promise<MenuButtonView> {
    return this.write(async (tx) => {
      const current = await tx.query.menuButtons.findFirst({ where: eq(menuButtons.id, form.buttonId) });
      if (!current) throw notFound(MENU_MESSAGES.buttonNotFound);
      const recoded =
        (form.buttonPerms !== undefined && form.buttonPerms !== current.buttonPerms) ||
        (form.buttonCode !== undefined && form.buttonCode !== current.buttonCode);
      // The seed puts a built-in code's buttonCode back at each start, and routes check its buttonPerms.
      if (recoded && isBuiltInButton(current.buttonPerms)) throw ruleViolation(MENU_MESSAGES.builtInButton);
      if (form.buttonCode !== undefined) {
        await this.checkCodeFree(tx, current.menuId, form.buttonCode, current.id);
      }
      const [row] = await tx
        .update(menuButtons)
        .set({
          buttonCode: form.buttonCode,
          buttonPerms: form.buttonPerms,
          name: form.name,
          sortNum: form.sortNum,
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(menuButtons.id, current.id))
        .returning();
      return presentButton(row!);
    });
  }

  async delete(buttonId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await tx.query.menuButtons.findFirst({ where: eq(menuButtons.id, buttonId) });
      if (!current) throw notFound(MENU_MESSAGES.buttonNotFound);
      if (isBuiltInButton(current.buttonPerms)) throw ruleViolation(MENU_MESSAGES.builtInButton);
      // Role grants of the button go by the foreign key's cascade.
      await tx.delete(menuButtons).where(eq(menuButtons.id, current.id));
    });
    await this.auth.grantsChanged();
  }

  /** A transaction whose lost race on the permission code ends as the same 409 as the check. */
  private async write<T>(change: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await onUniqueViolation(
      () => this.db.transaction(change),
      () => conflict(MENU_MESSAGES.buttonPermsTaken),
    );
    // A new button goes to the administrators, an edit may change its code: committed, so announced.
    await this.auth.grantsChanged();
    return result;
  }

  private async checkCodeFree(tx: DbOrTx, menuId: number, buttonCode: string, selfId: number | null) {
    const [other] = await tx
      .select({ id: menuButtons.id })
      .from(menuButtons)
      .where(
        and(
          eq(menuButtons.menuId, menuId),
          eq(menuButtons.buttonCode, buttonCode),
          selfId === null ? undefined : ne(menuButtons.id, selfId),
        ),
      )
      .limit(1);
    if (other) throw conflict(MENU_MESSAGES.buttonCodeTaken);
  }
}
