import type { DataRuleBinding } from '@awards/shared/menus';
import { ROLE_MESSAGES } from '@awards/shared/roles';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roleDataRules } from '../../db/schema';
import { assertMayManageRole } from '../../platform/auth/grant-policy';
import type { SessionUser } from '../../platform/auth/sessions';
import type { MenusApi } from '../menus/public';
import type { RoleService } from './service';

/**
 * The data rules of a menu bound to a role (ROLE_MENU): for the role's holders
 * only these of the menu's rules apply (how role, organisation and menu combine:
 * platform/data-rules.ts, docs/admin-decisions.md).
 */
export class RoleDataRuleService {
  constructor(
    private readonly db: Db,
    private readonly roles: RoleService,
    private readonly menuGrants: MenusApi,
  ) {}

  async get(roleId: number, menuId: number): Promise<DataRuleBinding> {
    await this.roles.requireRole(roleId);
    return this.menuGrants.ruleBinding(menuId, await this.boundRules(roleId));
  }

  /**
   * Replaces the role's rules of one menu; its rules of other menus stay. Fewer rules
   * show more rows, so a role the actor holds, or one beyond their rights, is refused.
   */
  async bind(
    actor: Pick<SessionUser, 'userId' | 'orgId'>,
    input: { roleId: number; menuId: number; ruleIds: number[] },
  ): Promise<DataRuleBinding> {
    await this.roles.requireRole(input.roleId);
    await assertMayManageRole(this.db, actor, input.roleId, { rights: true });
    const menuRuleIds = await this.menuGrants.rulesOfMenu(input.menuId, input.ruleIds, ROLE_MESSAGES);
    await this.db.transaction(async (tx) => {
      if (menuRuleIds.length > 0) {
        await tx
          .delete(roleDataRules)
          .where(and(eq(roleDataRules.roleId, input.roleId), inArray(roleDataRules.ruleId, menuRuleIds)));
      }
      const ruleIds = [...new Set(input.ruleIds)];
      if (ruleIds.length > 0) {
        await tx.insert(roleDataRules).values(ruleIds.map((ruleId) => ({ roleId: input.roleId, ruleId })));
      }
    });
    return this.menuGrants.ruleBinding(input.menuId, await this.boundRules(input.roleId));
  }

  private async boundRules(roleId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: roleDataRules.ruleId })
      .from(roleDataRules)
      .where(eq(roleDataRules.roleId, roleId));
    return rows.map((r) => r.id);
  }
}
