import type { Page } from '@awards/shared/paging';
import { ROLE } from '@awards/shared/permissions';
import type { RoleUsersQuery } from '@awards/shared/roles';
import type { UserView } from '@awards/shared/users';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import { assertCanGrant, assertNotAbove, rightsOf } from '../../platform/auth/grant-policy';
import type { UserActor, UsersApi } from '../users/public';
import type { RoleService } from './service';

/**
 * The users of a role (spec 001 §7 "bound users, add/delete user relation"). Lists
 * and changes reach only users the actor's data scope shows.
 */
export class RoleMemberService {
  constructor(
    private readonly db: Db,
    private readonly roles: RoleService,
    private readonly users: UsersApi,
    private readonly auth: AuthChanges,
  ) {}

  /** Holders of the role (bound), or the live users not holding it (the picker's candidates). */
  async list(actor: UserActor, query: RoleUsersQuery, bound = true): Promise<Page<UserView>> {
    await this.roles.requireRole(query.roleId);
    const holders = this.db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.roleId, query.roleId));
    return this.users.memberPage(
      actor,
      query,
      bound ? inArray(users.id, holders) : notInArray(users.id, holders),
    );
  }

  async add(actor: UserActor, roleId: number, userIds: number[]): Promise<{ count: number }> {
    await this.roles.requireRole(roleId);
    const targets = await this.users.requireVisible(actor, userIds);
    const unique = [...new Set(userIds)];
    await this.db.transaction(async (tx) => {
      const rights = await rightsOf(tx, actor);
      await assertNotAbove(tx, actor, unique, { rights });
      await assertCanGrant(
        tx,
        actor,
        [roleId],
        targets.map((u) => u.orgId),
        rights,
      );
      await tx
        .insert(userRoles)
        .values(unique.map((userId) => ({ userId, roleId })))
        .onConflictDoNothing();
    });
    await this.auth.grantsChanged();
    return { count: unique.length };
  }

  async remove(actor: UserActor, roleId: number, userIds: number[]): Promise<{ count: number }> {
    const role = await this.roles.requireRole(roleId);
    await this.users.requireVisible(actor, userIds);
    await this.db.transaction(async (tx) => {
      await assertNotAbove(tx, actor, userIds);
      if (role.roleCode === ROLE.admin) await this.users.assertAdminsRemain(tx, userIds);
      await tx.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)));
    });
    await this.auth.grantsChanged();
    return { count: new Set(userIds).size };
  }
}
