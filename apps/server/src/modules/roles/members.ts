import type { Page } from '@awards/shared/paging';
import { toPage } from '@awards/shared/paging';
import { ROLE } from '@awards/shared/permissions';
import type { RoleUsersQuery } from '@awards/shared/roles';
import type { UserView } from '@awards/shared/users';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { assertCanGrant, assertNotAbove, rightsOf } from '../../platform/auth/grant-policy';
import type { SessionUser } from '../../platform/auth/sessions';
import { containsTextIgnoringCase } from '../../platform/text-match';
import { assertAdminsRemain } from '../users/last-admin';
import { presentUser } from '../users/presenter';
import { realnameContains, selectUsersWhere } from '../users/repository';
import type { UserService } from '../users/service';
import type { RoleService } from './service';

type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName' | 'sessionId'>;

/**
 * The users of a role (spec 001 §7 "bound users, add/delete user relation"). Lists
 * and changes reach only users the actor's data scope shows.
 */
export class RoleMemberService {
  constructor(
    private readonly db: Db,
    private readonly roles: RoleService,
    private readonly users: UserService,
  ) {}

  /** Holders of the role (bound), or the live users not holding it (the picker's candidates). */
  async list(actor: Actor, query: RoleUsersQuery, bound = true): Promise<Page<UserView>> {
    await this.roles.requireRole(query.roleId);
    const holders = this.db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.roleId, query.roleId));
    const where = and(
      eq(users.delFlag, 0),
      bound ? inArray(users.id, holders) : notInArray(users.id, holders),
      query.realname ? realnameContains(query.realname) : undefined,
      query.loginName ? containsTextIgnoringCase(users.loginName, query.loginName) : undefined,
      await this.users.scopeOf(actor),
    );
    const [rows, total] = await Promise.all([
      selectUsersWhere(this.db, where)
        .orderBy(desc(users.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.$count(users, where),
    ]);
    return toPage(query, total, rows.map(presentUser));
  }

  async add(actor: Actor, roleId: number, userIds: number[]): Promise<{ count: number }> {
    await this.roles.requireRole(roleId);
    const targets = await this.users.requireVisible(this.db, actor, userIds);
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
    return { count: unique.length };
  }

  async remove(actor: Actor, roleId: number, userIds: number[]): Promise<{ count: number }> {
    const role = await this.roles.requireRole(roleId);
    await this.users.requireVisible(this.db, actor, userIds);
    await this.db.transaction(async (tx) => {
      await assertNotAbove(tx, actor, userIds);
      if (role.roleCode === ROLE.admin) await assertAdminsRemain(tx, userIds);
      await tx.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)));
    });
    return { count: new Set(userIds).size };
  }
}
