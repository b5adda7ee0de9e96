import type { UserType } from '@awards/shared/auth';
import type { OrganAdmin, OrganUsersQuery } from '@awards/shared/organisations';
import type { Page } from '@awards/shared/paging';
import type { UserView } from '@awards/shared/users';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgAdmins, users } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import { assertNotAbove, rightsOf } from '../../platform/auth/grant-policy';
import type { SessionUser } from '../../platform/auth/sessions';
import { inOrgSubtree } from '../../platform/data-scope';
import type { UsersApi } from '../users/public';
import type { OrganisationService } from './service';

type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName' | 'sessionId'>;

/**
 * The people of an organisation (spec 001 §7 "users, bind users, admin add/delete"):
 * its users (optionally with those below), moving users into it, and its
 * administrators. Both the organisation and the users must be in the actor's scope.
 */
export class OrganisationMemberService {
  constructor(
    private readonly db: Db,
    private readonly organisations: OrganisationService,
    private readonly users: UsersApi,
    private readonly auth: AuthChanges,
  ) {}

  /** `userType` narrows to one kind of user (the expert users call). */
  async listUsers(actor: Actor, query: OrganUsersQuery, userType?: UserType): Promise<Page<UserView>> {
    const org = await this.organisations.requireLive(actor, query.organId);
    return this.users.memberPage(
      actor,
      query,
      and(
        userType ? eq(users.userType, userType) : undefined,
        query.includeChildren ? inOrgSubtree(users.orgId, org) : eq(users.orgId, org.id),
      ),
    );
  }

  /**
   * Moves the users into this organisation. Nobody moves a user holding more than
   * they do, nor one whose "own organisation (and below)" would then show more.
   */
  async bindUsers(actor: Actor, organId: number, userIds: number[]): Promise<{ count: number }> {
    await this.organisations.requireLive(actor, organId);
    await this.users.requireVisible(actor, userIds);
    await this.db.transaction(async (tx) => {
      const rights = await rightsOf(tx, actor);
      await assertNotAbove(tx, actor, userIds, { rights });
      await assertNotAbove(tx, actor, userIds, { rights, orgId: organId });
      await tx
        .update(users)
        .set({ orgId: organId, updateBy: actor.loginName, updateTime: new Date() })
        .where(inArray(users.id, userIds));
    });
    // The sessions held in memory carry the user's organisation.
    await this.auth.sessionsChanged();
    return { count: new Set(userIds).size };
  }

  async admins(actor: Actor, organId: number): Promise<OrganAdmin[]> {
    await this.organisations.requireLive(actor, organId);
    return this.db
      .select({ userId: users.id, loginName: users.loginName, realname: users.realname, orgId: users.orgId })
      .from(orgAdmins)
      .innerJoin(users, and(eq(users.id, orgAdmins.userId), eq(users.delFlag, 0)))
      .where(eq(orgAdmins.organId, organId))
      .orderBy(asc(users.loginName));
  }

  async addAdmins(actor: Actor, organId: number, userIds: number[]): Promise<OrganAdmin[]> {
    await this.organisations.requireLive(actor, organId);
    await this.users.requireVisible(actor, userIds);
    await this.db
      .insert(orgAdmins)
      .values([...new Set(userIds)].map((userId) => ({ organId, userId, createBy: actor.loginName })))
      .onConflictDoNothing();
    return this.admins(actor, organId);
  }

  async removeAdmins(actor: Actor, organId: number, userIds: number[]): Promise<OrganAdmin[]> {
    await this.organisations.requireLive(actor, organId);
    await this.db
      .delete(orgAdmins)
      .where(and(eq(orgAdmins.organId, organId), inArray(orgAdmins.userId, userIds)));
    return this.admins(actor, organId);
  }
}
