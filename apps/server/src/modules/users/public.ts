import type { Page, PageRequest } from '@awards/shared/paging';
import type { UserAdd, UserDetail, UserUpdate, UserView } from '@awards/shared/users';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../platform/auth/sessions';

/** Who acts on users: their data scope decides which users they see. */
export type UserActor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName' | 'sessionId'>;

/** A user the actor may see, with what the callers' rules read of it. */
export interface VisibleUser {
  id: number;
  orgId: number | null;
  userType: string;
}

/** The search of a member list: a page, and the name filters every member picker offers. */
export interface MemberQuery extends PageRequest {
  realname?: string | null | undefined;
  loginName?: string | null | undefined;
}

/**
 * What roles, posts and organisations do with users: every call limited to the
 * users the actor's data scope shows, as the users area itself is.
 */
export interface UsersApi {
  /** The live users among `userIds` the actor may see, each once; any other id answers 404. */
  requireVisible(actor: UserActor, userIds: number[], db?: DbOrTx): Promise<VisibleUser[]>;
  /**
   * A page of the live users the actor may see among `members` (a condition on the
   * `users` table: the holders of a role, the users of an organisation...), newest
   * first, in the users list's shape.
   */
  memberPage(actor: UserActor, query: MemberQuery, members: SQL | undefined): Promise<Page<UserView>>;
  /** Creates a user with the users area's rules (uniqueness, scope, grants, password). */
  add(actor: UserActor, input: UserAdd): Promise<UserDetail>;
  /** Edits a user with the users area's rules (freeze, move, grants, sessions). */
  update(actor: UserActor, input: UserUpdate): Promise<UserDetail>;
  /**
   * In the caller's transaction: refuses (422) a change that would leave no active
   * holder of SYS_ADMIN, since nobody could then grant anything back.
   */
  assertAdminsRemain(tx: DbOrTx, losingUserIds: number[]): Promise<void>;
}
