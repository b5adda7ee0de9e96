import type { DataRuleBinding } from '@awards/shared/menus';
import { ORGAN_MESSAGES, type OrganMenus, type OrganPermission } from '@awards/shared/organisations';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  menuDataRules,
  organButtons,
  organDataRules,
  organMenus,
  roleButtons,
  roleMenus,
  roles,
} from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import { assertMayBindOrganRules, assertOrganGrantAllowed } from '../../platform/auth/grant-policy';
import type { SessionUser } from '../../platform/auth/sessions';
import type { MenusApi } from '../menus/public';
import { assertWithinOrganGrant, organGrantOf } from './grant-limit';
import type { OrganisationsApi } from './public';
import type { OrganisationService } from './service';

type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName' | 'sessionId'>;

/**
 * What an organisation may use (spec 001 §7 "menus", "bind data permission"):
 * its menus and buttons, which bound the grants of its roles, and per menu the
 * data rules that apply to its users. DEPART_MENU; the organisation must be in scope.
 */
export class OrganisationGrantService implements OrganisationsApi {
  constructor(
    private readonly db: Db,
    private readonly organisations: OrganisationService,
    private readonly menuGrants: MenusApi,
    private readonly auth: AuthChanges,
  ) {}

  assertWithinGrant(
    organId: number,
    menuIds: readonly number[],
    buttonIds: readonly number[],
  ): Promise<void> {
    return assertWithinOrganGrant(this.db, organId, menuIds, buttonIds);
  }

  async menus(actor: Actor, organId: number): Promise<OrganMenus> {
    await this.organisations.requireLive(actor, organId);
    const grant = await organGrantOf(this.db, organId);
    return { organId, menuIds: [], buttonIds: [], ...grant, tree: await this.menuGrants.permissionTree() };
  }

  /**
   * Replaces the grant. Roles of the organisation lose what falls outside it in the
   * same transaction (as JeecgBoot does), so no role keeps more than its organisation.
   * An empty grant lifts the limit and leaves the roles as they are. What the grant
   * adds is held to the grant rule (docs/security.md "Granting roles").
   */
  async bindMenus(actor: Actor, input: OrganPermission): Promise<OrganPermission> {
    const { organId } = input;
    const organ = await this.organisations.requireLive(actor, organId);
    const { menuIds, buttonIds } = await this.menuGrants.closeGrant(input, {
      menuMissing: ORGAN_MESSAGES.menuMissing,
      buttonMissing: ORGAN_MESSAGES.buttonMissing,
    });
    await this.db.transaction(async (tx) => {
      await assertOrganGrantAllowed(tx, actor, organ, await organGrantOf(tx, organId), {
        menuIds,
        buttonIds,
      });
      await tx.delete(organMenus).where(eq(organMenus.organId, organId));
      await tx.delete(organButtons).where(eq(organButtons.organId, organId));
      if (menuIds.length > 0)
        await tx.insert(organMenus).values(menuIds.map((menuId) => ({ organId, menuId })));
      if (buttonIds.length > 0) {
        await tx.insert(organButtons).values(buttonIds.map((buttonId) => ({ organId, buttonId })));
      }
      if (menuIds.length === 0 && buttonIds.length === 0) return;
      const organRoles = tx.select({ id: roles.id }).from(roles).where(eq(roles.organId, organId));
      await tx
        .delete(roleMenus)
        .where(
          and(
            inArray(roleMenus.roleId, organRoles),
            menuIds.length ? notInArray(roleMenus.menuId, menuIds) : undefined,
          ),
        );
      await tx
        .delete(roleButtons)
        .where(
          and(
            inArray(roleButtons.roleId, organRoles),
            buttonIds.length ? notInArray(roleButtons.buttonId, buttonIds) : undefined,
          ),
        );
    });
    // The organisation's roles may have lost buttons.
    await this.auth.grantsChanged();
    return { organId, menuIds, buttonIds };
  }

  async dataRules(actor: Actor, organId: number, menuId: number): Promise<DataRuleBinding> {
    await this.organisations.requireLive(actor, organId);
    return this.menuGrants.ruleBinding(menuId, await this.boundRules(organId));
  }

  /**
   * Replaces the organisation's rules of one menu; its rules of other menus stay.
   * Not for the caller's own organisation: its rules apply to the caller.
   */
  async bindDataRules(
    actor: Actor,
    input: { organId: number; menuId: number; ruleIds: number[] },
  ): Promise<DataRuleBinding> {
    const organ = await this.organisations.requireLive(actor, input.organId);
    const menuRuleIds = await this.menuGrants.rulesOfMenu(input.menuId, input.ruleIds, ORGAN_MESSAGES);
    await this.db.transaction(async (tx) => {
      await assertMayBindOrganRules(tx, actor, organ);
      if (menuRuleIds.length > 0) {
        await tx
          .delete(organDataRules)
          .where(and(eq(organDataRules.organId, input.organId), inArray(organDataRules.ruleId, menuRuleIds)));
      }
      const ruleIds = [...new Set(input.ruleIds)];
      if (ruleIds.length > 0) {
        await tx.insert(organDataRules).values(ruleIds.map((ruleId) => ({ organId: input.organId, ruleId })));
      }
    });
    return this.menuGrants.ruleBinding(input.menuId, await this.boundRules(input.organId));
  }

  private async boundRules(organId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: organDataRules.ruleId })
      .from(organDataRules)
      .innerJoin(menuDataRules, eq(menuDataRules.id, organDataRules.ruleId))
      .where(eq(organDataRules.organId, organId));
    return rows.map((r) => r.id);
  }
}
