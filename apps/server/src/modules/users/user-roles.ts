import type { RoleRef } from '@awards/shared/users';
import { USER_MESSAGES } from '@awards/shared/users';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuButtons, roleButtons, roles, userRoles } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import { assertCanGrant, assertNotAbove, rightsOf } from '../../platform/auth/grant-policy';
import { assertKeepsAdmin } from './last-admin';
import type { UserActor } from './public';
import { assertLiveIds, replaceUserRoles, rolesOf } from './relations';
import type { UserVisibility } from './visibility';

/**
 * A user's roles (spec 001 §7 "Users": roles, bind roles) and the buttons the
 * signed-in user holds on a menu. Granting follows the grant rule
 * (docs/security.md "Granting roles") and keeps an active administrator.
 */
export class UserRoleService {
  constructor(
    private readonly db: Db,
    private readonly visibility: UserVisibility,
    private readonly auth: AuthChanges,
  ) {}

  async roles(actor: UserActor, userId: number): Promise<RoleRef[]> {
    await this.visibility.requireVisible(actor, [userId]);
    return rolesOf(this.db, userId);
  }

  async bindRoles(actor: UserActor, userId: number, roleIds: number[]): Promise<RoleRef[]> {
    const [target] = await this.visibility.requireVisible(actor, [userId]);
    await assertLiveIds(this.db, roles, roleIds, 'roleIds', USER_MESSAGES.roleMissing);
    const held = await this.db.transaction(async (tx) => {
      const rights = await rightsOf(tx, actor);
      await assertNotAbove(tx, actor, [userId], { rights });
      await assertCanGrant(tx, actor, roleIds, [target!.orgId], rights);
      await assertKeepsAdmin(tx, userId, roleIds);
      await replaceUserRoles(tx, userId, roleIds);
      return rolesOf(tx, userId);
    });
    await this.auth.grantsChanged();
    return held;
  }

  /** The buttons of one menu that the signed-in user holds (spec 001 §7 "menu buttons"). */
  async menuButtons(actor: UserActor, menuId: number) {
    return this.db
      .selectDistinct({
        buttonId: menuButtons.id,
        buttonCode: menuButtons.buttonCode,
        buttonPerms: menuButtons.buttonPerms,
        name: menuButtons.name,
        sortNum: menuButtons.sortNum,
      })
      .from(menuButtons)
      .innerJoin(roleButtons, eq(roleButtons.buttonId, menuButtons.id))
      .innerJoin(roles, and(eq(roles.id, roleButtons.roleId), eq(roles.delFlag, 0)))
      .innerJoin(userRoles, and(eq(userRoles.roleId, roles.id), eq(userRoles.userId, actor.userId)))
      .where(eq(menuButtons.menuId, menuId))
      .orderBy(asc(menuButtons.sortNum), asc(menuButtons.id));
  }
}
