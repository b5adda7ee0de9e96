import type { Page } from '@awards/shared/paging';
import type { RecyclePageQuery, UserView } from '@awards/shared/users';
import { USER_MESSAGES } from '@awards/shared/users';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, users } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import { assertNotAbove } from '../../platform/auth/grant-policy';
import type { SessionUser } from '../../platform/auth/sessions';
import { isForeignKeyViolation } from '../../platform/db-errors';
import { notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsTextIgnoringCase } from '../../platform/text-match';
import { presentUser } from './presenter';
import { realnameContains, selectUsersWhere, type UserListRow } from './repository';
import type { UserVisibility } from './visibility';

type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName'>;

/**
 * The users' recycle bin (spec 001 §4): deleted users wait here, keeping their
 * login name, phone and e-mail, until restored or deleted for good.
 */
export class UserRecycleService {
  constructor(
    private readonly db: Db,
    private readonly visibility: UserVisibility,
    private readonly auth: AuthChanges,
  ) {}

  async list(actor: Actor, query: RecyclePageQuery): Promise<Page<UserView>> {
    const where = and(
      eq(users.delFlag, 1),
      query.realname ? realnameContains(query.realname) : undefined,
      query.loginName ? containsTextIgnoringCase(users.loginName, query.loginName) : undefined,
      await this.visibility.scopeOf(actor),
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await selectUsersWhere(this.db, where)
            .orderBy(desc(users.deletedAt), desc(users.id))
            .limit(limit)
            .offset(offset)
        ).map(presentUser),
      countRows(this.db, users, where),
    );
  }

  /** Back to the lists; refused while a user's organisation is itself in the recycle bin. */
  async restore(actor: Actor, userIds: number[]): Promise<{ count: number }> {
    const rows = await this.requireRecycled(actor, userIds);
    const orgIds = [...new Set(rows.map((r) => r.orgId).filter((id): id is number => id !== null))];
    if (orgIds.length > 0) {
      const deletedOrgs = await this.db.$count(
        organisations,
        and(inArray(organisations.id, orgIds), eq(organisations.delFlag, 1)),
      );
      if (deletedOrgs > 0) throw ruleViolation(USER_MESSAGES.restoreOrgDeleted);
    }
    await this.db.transaction(async (tx) => {
      await assertNotAbove(tx, actor, userIds);
      await tx
        .update(users)
        .set({ delFlag: 0, deletedAt: null, updateBy: actor.loginName, updateTime: new Date() })
        .where(and(inArray(users.id, userIds), eq(users.delFlag, 1)));
    });
    await this.auth.sessionsChanged();
    return { count: rows.length };
  }

  /** Deleted for good, with their sessions, roles, posts and administrator duties. */
  async purge(actor: Actor, userIds: number[]): Promise<{ count: number }> {
    const rows = await this.requireRecycled(actor, userIds);
    try {
      await this.db.transaction(async (tx) => {
        await assertNotAbove(tx, actor, userIds);
        await tx.delete(users).where(and(inArray(users.id, userIds), eq(users.delFlag, 1)));
      });
      await this.auth.sessionsChanged();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw ruleViolation(USER_MESSAGES.purgeReferenced);
      throw error;
    }
    return { count: rows.length };
  }

  private async requireRecycled(actor: Actor, userIds: number[]): Promise<UserListRow[]> {
    const unique = [...new Set(userIds)];
    const rows = await selectUsersWhere(
      this.db,
      inArray(users.id, unique),
      eq(users.delFlag, 1),
      await this.visibility.scopeOf(actor),
    );
    if (rows.length !== unique.length) throw notFound(USER_MESSAGES.notFound);
    return rows;
  }
}
