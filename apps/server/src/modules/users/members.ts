import type { Page } from '@awards/shared/paging';
import type { UserAdd, UserDetail, UserUpdate, UserView } from '@awards/shared/users';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsTextIgnoringCase } from '../../platform/text-match';
import { assertAdminsRemain } from './last-admin';
import { presentUser } from './presenter';
import type { MemberQuery, UserActor, UsersApi, VisibleUser } from './public';
import { realnameContains, selectUserPage } from './repository';
import type { UserService } from './service';
import type { UserVisibility } from './visibility';

/**
 * The users module's public API (public.ts): what roles, posts and organisations
 * do with users, under the same data scope and rules as the users area.
 */
export class UserMembers implements UsersApi {
  constructor(
    private readonly db: Db,
    private readonly visibility: UserVisibility,
    private readonly users: UserService,
  ) {}

  requireVisible(actor: UserActor, userIds: number[], db?: DbOrTx): Promise<VisibleUser[]> {
    return this.visibility.requireVisible(actor, userIds, db);
  }

  async memberPage(actor: UserActor, query: MemberQuery, members: SQL | undefined): Promise<Page<UserView>> {
    const where = and(
      eq(users.delFlag, 0),
      members,
      query.realname ? realnameContains(query.realname) : undefined,
      query.loginName ? containsTextIgnoringCase(users.loginName, query.loginName) : undefined,
      await this.visibility.scopeOf(actor),
    );
    return pagedQuery(
      query,
      async (limit, offset) => (await selectUserPage(this.db, where, limit, offset)).map(presentUser),
      countRows(this.db, users, where),
    );
  }

  add(actor: UserActor, input: UserAdd): Promise<UserDetail> {
    return this.users.add(actor, input);
  }

  update(actor: UserActor, input: UserUpdate): Promise<UserDetail> {
    return this.users.update(actor, input);
  }

  assertAdminsRemain(tx: DbOrTx, losingUserIds: number[]): Promise<void> {
    return assertAdminsRemain(tx, losingUserIds);
  }
}
