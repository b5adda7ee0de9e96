import { DEFAULT_LOCALE, type Locale, renderMessage } from '@awards/shared/i18n';
import {
  DATA_RULE_CONDITIONS,
  DATA_RULE_VARIABLES,
  type DataRuleAdd,
  type DataRuleColumnsView,
  type DataRuleEdit,
  type DataRuleVariable,
  type DataRuleView,
  MENU_MESSAGES,
} from '@awards/shared/menus';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menuButtons, menuDataRules, menus } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { type DataRules, ruleProblems } from '../../platform/data-rules';
import { badRequest, notFound } from '../../platform/errors';
import { containsText } from '../../platform/text-match';
import { presentDataRule } from './presenter';

/**
 * The data permission rules of a menu (spec 001 §7). A rule is checked against
 * the whitelist of the menu's list when saved, so a stored rule always applies.
 */
export class DataRuleService {
  constructor(
    private readonly db: Db,
    private readonly dataRules: DataRules,
  ) {}

  /** What the rule form of a menu offers, its labels in the reader's language. */
  async columns(menuId: number, locale: Locale = DEFAULT_LOCALE): Promise<DataRuleColumnsView> {
    const menu = await this.menu(this.db, menuId);
    const list = this.dataRules.listOf(menu.name);
    return {
      columns: Object.entries(list?.columns ?? {}).map(([ruleColumn, c]) => ({
        ruleColumn,
        label: renderMessage(c.label, locale),
        kind: c.kind,
      })),
      conditions: DATA_RULE_CONDITIONS,
      variables: Object.entries(DATA_RULE_VARIABLES).map(([code, text]) => ({
        code: code as DataRuleVariable,
        text: renderMessage(text, locale),
      })),
    };
  }

  async byMenu(q: { menuId: number; ruleName?: string | null | undefined }): Promise<DataRuleView[]> {
    const menu = await this.menu(this.db, q.menuId);
    const rows = await this.db
      .select()
      .from(menuDataRules)
      .where(
        and(
          eq(menuDataRules.menuId, menu.id),
          q.ruleName ? containsText(menuDataRules.ruleName, q.ruleName) : undefined,
        ),
      )
      .orderBy(asc(menuDataRules.id));
    return rows.map((row) => presentDataRule(row, menu.menuName));
  }

  /** The rules of the menu that owns a permission code (a button's buttonPerms). */
  async byPerms(buttonPerms: string): Promise<DataRuleView[]> {
    const [button] = await this.db
      .select({ menuId: menuButtons.menuId })
      .from(menuButtons)
      .where(eq(menuButtons.buttonPerms, buttonPerms));
    if (!button) throw notFound(MENU_MESSAGES.permsNotFound);
    return this.byMenu({ menuId: button.menuId });
  }

  async add(user: SessionUser, form: DataRuleAdd): Promise<DataRuleView> {
    return this.db.transaction(async (tx) => {
      const menu = await this.menu(tx, form.menuId, true);
      this.check(menu.name, form);
      const [row] = await tx
        .insert(menuDataRules)
        .values({
          menuId: menu.id,
          ruleName: form.ruleName,
          ruleColumn: form.ruleColumn,
          ruleConditions: form.ruleConditions,
          ruleValue: form.ruleValue,
          status: form.status ?? 1,
          createBy: user.loginName,
        })
        .returning();
      return presentDataRule(row!, menu.menuName);
    });
  }

  async edit(user: SessionUser, form: DataRuleEdit): Promise<DataRuleView> {
    return this.db.transaction(async (tx) => {
      const current = await tx.query.menuDataRules.findFirst({ where: eq(menuDataRules.id, form.ruleId) });
      if (!current) throw notFound(MENU_MESSAGES.ruleNotFound);
      const menu = await this.menu(tx, current.menuId);
      this.check(menu.name, {
        ruleColumn: form.ruleColumn ?? current.ruleColumn,
        ruleConditions: form.ruleConditions ?? current.ruleConditions,
        ruleValue: form.ruleValue ?? current.ruleValue,
      });
      const [row] = await tx
        .update(menuDataRules)
        .set({
          ruleName: form.ruleName,
          ruleColumn: form.ruleColumn,
          ruleConditions: form.ruleConditions,
          ruleValue: form.ruleValue,
          status: form.status,
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(menuDataRules.id, current.id))
        .returning();
      return presentDataRule(row!, menu.menuName);
    });
  }

  async delete(ruleId: number): Promise<void> {
    const deleted = await this.db
      .delete(menuDataRules)
      .where(eq(menuDataRules.id, ruleId))
      .returning({ id: menuDataRules.id });
    if (deleted.length === 0) throw notFound(MENU_MESSAGES.ruleNotFound);
  }

  private check(menuName: string, rule: { ruleColumn: string; ruleConditions: string; ruleValue: string }) {
    const problems = ruleProblems(this.dataRules.listOf(menuName), rule);
    if (problems) throw badRequest(problems);
  }

  /** The menu of a rule; `asInput` when the id came in a form (400) rather than naming the target (404). */
  private async menu(db: DbOrTx, menuId: number, asInput = false) {
    const [menu] = await db
      .select({ id: menus.id, name: menus.name, menuName: menus.menuName })
      .from(menus)
      .where(eq(menus.id, menuId));
    if (!menu)
      throw asInput
        ? badRequest({ menuId: MENU_MESSAGES.menuNotFound })
        : notFound(MENU_MESSAGES.menuNotFound);
    return menu;
  }
}
