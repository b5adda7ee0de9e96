import { USER_MESSAGES } from '@awards/shared/users';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { type DataScopeSource, dataScopeFilter, scopeFrom } from '../../platform/data-scope';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { UserActor } from './public';
import { selectUsersWhere, type UserListRow } from './repository';

/**
 * Which users an actor may see and where they may place one: the data scope of
 * every users call (a user outside it is "not found"), here and for the roles,
 * posts and organisations that list or change users.
 */
export class UserVisibility {
  constructor(
    private readonly db: Db,
    private readonly scopes: DataScopeSource,
  ) {}

  /**
   * The data-scope condition on users: their organisation, or the user themself for
   * "self". The actor's scope comes from memory, or from `db` when it is a transaction.
   */
  async scopeOf(actor: Pick<UserActor, 'userId' | 'orgId'>, db: DbOrTx = this.db): Promise<SQL | undefined> {
    const scope = await scopeFrom(this.scopes, actor, db, this.db);
    return dataScopeFilter(scope, { org: users.orgId, owner: users.id });
  }

  /** The live users among `ids` that the actor may see; any other id answers 404. */
  async requireVisible(actor: UserActor, ids: number[], db: DbOrTx = this.db): Promise<UserListRow[]> {
    const unique = [...new Set(ids)];
    const rows = await selectUsersWhere(
      db,
      inArray(users.id, unique),
      eq(users.delFlag, 0),
      await this.scopeOf(actor, db),
    );
    if (rows.length !== unique.length) throw notFound(USER_MESSAGES.notFound);
    return rows;
  }

  /**
   * A user can be placed only in a live organisation the actor's scope shows;
   * actors with a limited scope must place every user somewhere they can see.
   */
  async assertOrgAllowed(actor: UserActor, orgId: number | null): Promise<void> {
    const scope = await this.scopes.dataScope(actor);
    if (orgId === null) {
      if (!scope.all) throw badRequest({ orgId: USER_MESSAGES.orgId });
      return;
    }
    const [org] = await this.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.id, orgId), eq(organisations.delFlag, 0)));
    if (!org) throw badRequest({ orgId: USER_MESSAGES.orgMissing });
    const visible = await this.db.$count(
      organisations,
      and(eq(organisations.id, orgId), dataScopeFilter(scope, { org: organisations.id })),
    );
    if (visible === 0) throw forbidden(USER_MESSAGES.orgOutOfScope);
  }
}
