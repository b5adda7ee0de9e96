import { DUPLICATE_MESSAGES } from '@awards/shared/duplicate-check';
import { renderMessage } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import { PERM } from '@awards/shared/permissions';
import type {
  CheckResult,
  UserAdd,
  UserDetail,
  UserPageQuery,
  UserUpdate,
  UserView,
} from '@awards/shared/users';
import { USER_MESSAGES } from '@awards/shared/users';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { posts, roles, users } from '../../db/schema';
import { assertCanGrant, assertNotAbove, rightsOf } from '../../platform/auth/grant-policy';
import { hashPassword } from '../../platform/auth/passwords';
import { permissionCodesOf } from '../../platform/auth/permissions';
import type { SessionStore } from '../../platform/auth/sessions';
import { onUniqueViolation } from '../../platform/db-errors';
import { forbidden, ruleViolation } from '../../platform/errors';
import { countRows, pagedQueryCounted } from '../../platform/paging';
import { assertAdminsRemain, assertKeepsAdmin } from './last-admin';
import { presentUser, presentUserDetail } from './presenter';
import type { UserActor } from './public';
import { assertLiveIds, postsOf, replaceUserPosts, replaceUserRoles, rolesOf } from './relations';
import { selectUserPageCounted, selectUsersWhere, userFilterConditions } from './repository';
import { assertUnique, takenConflict, takenConflictOf, takenFields, type UniqueValues } from './uniqueness';
import { nextUserNos } from './user-no';
import type { UserVisibility } from './visibility';

const AVAILABLE: CheckResult = { valid: true, message: renderMessage(DUPLICATE_MESSAGES.available) };

/**
 * The users area (spec 001 §7 "Users"): the page and the add/edit form with its
 * checks, each limited to the users the actor's data scope shows (a user outside
 * it is "not found"). Deleting, freezing and passwords are in access.ts, a
 * user's roles in user-roles.ts.
 */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly visibility: UserVisibility,
  ) {}

  async page(actor: UserActor, query: UserPageQuery): Promise<Page<UserView>> {
    const where = and(...(await userFilterConditions(this.db, query)), await this.visibility.scopeOf(actor));
    // Read on every visit of the users area: the page and its count in one statement.
    return pagedQueryCounted(
      query,
      (limit, offset, count) => selectUserPageCounted(this.db, where, limit, offset, count),
      countRows(this.db, users, where),
      presentUser,
    );
  }

  /** The live users among `ids` the actor's data scope shows, in the order asked; the rest left out. */
  async byIds(actor: UserActor, ids: number[]): Promise<UserView[]> {
    const rows = await selectUsersWhere(
      this.db,
      inArray(users.id, [...new Set(ids)]),
      eq(users.delFlag, 0),
      await this.visibility.scopeOf(actor),
    );
    const byId = new Map(rows.map((row) => [row.id, presentUser(row)]));
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  }

  async detail(actor: UserActor, userId: number, db: DbOrTx = this.db): Promise<UserDetail> {
    const [row] = await this.visibility.requireVisible(actor, [userId], db);
    return presentUserDetail(row!, await rolesOf(db, userId), await postsOf(db, userId));
  }

  async add(actor: UserActor, input: UserAdd): Promise<UserDetail> {
    if (input.status === 2) await this.assertMayFreeze(actor);
    await this.visibility.assertOrgAllowed(actor, input.orgId ?? null);
    await assertUnique(this.db, uniqueValuesOf(input));
    await assertLiveIds(this.db, roles, input.roleIds ?? [], 'roleIds', USER_MESSAGES.roleMissing);
    await assertLiveIds(this.db, posts, input.postIds ?? [], 'postIds', USER_MESSAGES.postMissing);
    const passwordHash = await hashPassword(input.password);
    const { roleIds, postIds, password: _, userNo: requestedNo, ...fields } = input;
    return this.write(async (tx) => {
      await assertCanGrant(tx, actor, roleIds ?? [], [input.orgId ?? null]);
      const userNo = requestedNo ?? (await nextUserNos(tx, 1))[0]!;
      const [row] = await tx
        .insert(users)
        .values({
          ...fields,
          userNo,
          passwordHash,
          userType: input.userType ?? 'staff',
          createBy: actor.loginName,
        })
        .returning({ id: users.id });
      await replaceUserRoles(tx, row!.id, roleIds ?? []);
      await replaceUserPosts(tx, row!.id, postIds ?? []);
      return this.detail(actor, row!.id, tx);
    });
  }

  async update(actor: UserActor, input: UserUpdate): Promise<UserDetail> {
    const [current] = await this.visibility.requireVisible(actor, [input.userId]);
    // The form saves the status with the rest; a change is a freeze or unfreeze, with their rules.
    const statusChange = input.status !== undefined && input.status !== current!.status;
    const freezing = statusChange && input.status === 2;
    if (statusChange) await this.assertMayFreeze(actor);
    if (freezing && input.userId === actor.userId) throw ruleViolation(USER_MESSAGES.freezeSelf);
    if (input.orgId !== undefined && input.orgId !== current!.orgId) {
      await this.visibility.assertOrgAllowed(actor, input.orgId);
    }
    await assertUnique(this.db, uniqueValuesOf(input), input.userId);
    if (input.roleIds)
      await assertLiveIds(this.db, roles, input.roleIds, 'roleIds', USER_MESSAGES.roleMissing);
    if (input.postIds)
      await assertLiveIds(this.db, posts, input.postIds, 'postIds', USER_MESSAGES.postMissing);
    const { userId, roleIds, postIds, ...fields } = input;
    const detail = await this.write(async (tx) => {
      // Nobody edits a user holding more than they do, nor grants more than they hold;
      // a move is judged at the new organisation too ("own organisation" follows the user).
      const rights = await rightsOf(tx, actor);
      await assertNotAbove(tx, actor, [userId], { rights });
      const orgId = fields.orgId !== undefined ? fields.orgId : current!.orgId;
      if (orgId !== current!.orgId) await assertNotAbove(tx, actor, [userId], { rights, orgId });
      if (roleIds) await assertCanGrant(tx, actor, roleIds, [orgId], rights);
      if (roleIds) await assertKeepsAdmin(tx, userId, roleIds);
      if (freezing) await assertAdminsRemain(tx, [userId]);
      await tx
        .update(users)
        .set({ ...fields, updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(users.id, userId));
      if (roleIds) await replaceUserRoles(tx, userId, roleIds);
      if (postIds) await replaceUserPosts(tx, userId, postIds);
      // Barred from signing in means signed out now, not at the session's expiry.
      if (fields.enableLogin === false) await this.sessions.revokeAllForUser(tx, userId, 'login disabled');
      if (freezing) await this.sessions.revokeAllForUser(tx, userId, 'frozen');
      return this.detail(actor, userId, tx);
    });
    // Committed: the sessions held in memory carry the user's name, type and organisation.
    await this.sessions.sessionsChanged();
    if (roleIds) await this.sessions.grantsChanged();
    return detail;
  }

  async generateUserNo(): Promise<{ userNo: string }> {
    const [userNo] = await nextUserNos(this.db, 1);
    return { userNo: userNo! };
  }

  /** The add/edit form's checks: 409 naming the field when taken, else valid. */
  async checkAvailable(values: UniqueValues, exceptUserId?: number | null): Promise<CheckResult> {
    const errors = await takenFields(this.db, values, exceptUserId ?? undefined);
    if (Object.keys(errors).length > 0) throw takenConflict(errors);
    return AVAILABLE;
  }

  /** Setting the status in the form is a freeze: the same code as the freeze call. */
  private async assertMayFreeze(actor: UserActor): Promise<void> {
    const codes = await permissionCodesOf(this.db, actor.userId);
    if (!codes.includes(PERM.USER_FREEZE)) throw forbidden();
  }

  /** A transaction whose lost race on a unique value ends as the same 409 as the checks. */
  private write<T>(change: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return onUniqueViolation(() => this.db.transaction(change), takenConflictOf);
  }
}

const uniqueValuesOf = (input: Partial<UserAdd>): UniqueValues => ({
  loginName: input.loginName,
  phone: input.phone,
  email: input.email,
  workNo: input.workNo,
  userNo: input.userNo,
});
