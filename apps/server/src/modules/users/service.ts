import type { Page } from '@awards/shared/paging';
import { toPage } from '@awards/shared/paging';
import { PERM, ROLE } from '@awards/shared/permissions';
import type {
  CheckResult,
  RoleRef,
  UserAdd,
  UserDetail,
  UserPageQuery,
  UserUpdate,
  UserView,
} from '@awards/shared/users';
import { USER_MESSAGES } from '@awards/shared/users';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menuButtons, organisations, posts, roleButtons, roles, userRoles, users } from '../../db/schema';
import { assertCanGrant, assertNotAbove, rightsOf } from '../../platform/auth/grant-policy';
import { hashPassword } from '../../platform/auth/passwords';
import { permissionCodesOf } from '../../platform/auth/permissions';
import type { SessionStore, SessionUser } from '../../platform/auth/sessions';
import { dataScopeCondition, dataScopeFilter, resolveDataScope } from '../../platform/data-scope';
import { badRequest, forbidden, notFound, ruleViolation } from '../../platform/errors';
import { assertAdminsRemain } from './last-admin';
import { presentUser, presentUserDetail } from './presenter';
import {
  adminRoleId,
  assertLiveIds,
  postsOf,
  replaceUserPosts,
  replaceUserRoles,
  rolesOf,
} from './relations';
import {
  countUsers,
  selectUserPage,
  selectUsersWhere,
  type UserListRow,
  userFilterConditions,
} from './repository';
import { assertUnique, asTakenConflict, takenConflict, takenFields, type UniqueValues } from './uniqueness';
import { nextUserNos } from './user-no';

type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName' | 'sessionId'>;

const AVAILABLE: CheckResult = { valid: true, message: '该值可用！' };

/**
 * The users area (spec 001 §7 "Users"): the page and the writes, each limited to
 * the users the actor's data scope shows (a user outside it is "not found").
 */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
  ) {}

  /** The data-scope condition on users: their organisation, or the user themself for "self". */
  scopeOf(actor: Actor, db: DbOrTx = this.db): Promise<SQL | undefined> {
    return dataScopeCondition(db, actor, { org: users.orgId, owner: users.id });
  }

  async page(actor: Actor, query: UserPageQuery): Promise<Page<UserView>> {
    const where = and(...(await userFilterConditions(this.db, query)), await this.scopeOf(actor));
    const [rows, total] = await Promise.all([
      selectUserPage(this.db, where, query.pageSize, (query.pageNum - 1) * query.pageSize),
      countUsers(this.db, where),
    ]);
    return toPage(query, total, rows.map(presentUser));
  }

  async detail(actor: Actor, userId: number, db: DbOrTx = this.db): Promise<UserDetail> {
    const [row] = await this.requireVisible(db, actor, [userId]);
    return presentUserDetail(row!, await rolesOf(db, userId), await postsOf(db, userId));
  }

  async add(actor: Actor, input: UserAdd): Promise<UserDetail> {
    if (input.status === 2) await this.assertMayFreeze(actor);
    await this.assertOrgAllowed(actor, input.orgId ?? null);
    await assertUnique(this.db, uniqueValuesOf(input));
    await assertLiveIds(this.db, roles, input.roleIds ?? [], 'roleIds', USER_MESSAGES.roleMissing);
    await assertLiveIds(this.db, posts, input.postIds ?? [], 'postIds', USER_MESSAGES.postMissing);
    const passwordHash = await hashPassword(input.password);
    const { roleIds, postIds, password: _, userNo: requestedNo, ...fields } = input;
    try {
      return await this.db.transaction(async (tx) => {
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
    } catch (error) {
      throw asTakenConflict(error);
    }
  }

  async update(actor: Actor, input: UserUpdate): Promise<UserDetail> {
    const [current] = await this.requireVisible(this.db, actor, [input.userId]);
    // The form saves the status with the rest; a change is a freeze or unfreeze, with their rules.
    const statusChange = input.status !== undefined && input.status !== current!.status;
    const freezing = statusChange && input.status === 2;
    if (statusChange) await this.assertMayFreeze(actor);
    if (freezing && input.userId === actor.userId) throw ruleViolation(USER_MESSAGES.freezeSelf);
    if (input.orgId !== undefined && input.orgId !== current!.orgId) {
      await this.assertOrgAllowed(actor, input.orgId);
    }
    await assertUnique(this.db, uniqueValuesOf(input), input.userId);
    if (input.roleIds)
      await assertLiveIds(this.db, roles, input.roleIds, 'roleIds', USER_MESSAGES.roleMissing);
    if (input.postIds)
      await assertLiveIds(this.db, posts, input.postIds, 'postIds', USER_MESSAGES.postMissing);
    const { userId, roleIds, postIds, ...fields } = input;
    try {
      return await this.db.transaction(async (tx) => {
        // Nobody edits a user holding more than they do, nor grants more than they hold;
        // a move is judged at the new organisation too ("own organisation" follows the user).
        const rights = await rightsOf(tx, actor);
        await assertNotAbove(tx, actor, [userId], { rights });
        const orgId = fields.orgId !== undefined ? fields.orgId : current!.orgId;
        if (orgId !== current!.orgId) await assertNotAbove(tx, actor, [userId], { rights, orgId });
        if (roleIds) await assertCanGrant(tx, actor, roleIds, [orgId], rights);
        if (roleIds) await this.assertKeepsAdmin(tx, userId, roleIds);
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
    } catch (error) {
      throw asTakenConflict(error);
    }
  }

  /** To the recycle bin: hidden from every list, signed out, restorable. */
  async remove(actor: Actor, userIds: number[]): Promise<{ count: number }> {
    if (userIds.includes(actor.userId)) throw ruleViolation(USER_MESSAGES.deleteSelf);
    await this.requireVisible(this.db, actor, userIds);
    await this.db.transaction(async (tx) => {
      await assertNotAbove(tx, actor, userIds);
      await assertAdminsRemain(tx, userIds);
      const now = new Date();
      await tx
        .update(users)
        .set({ delFlag: 1, deletedAt: now, updateBy: actor.loginName, updateTime: now })
        .where(inArray(users.id, userIds));
      for (const id of userIds) await this.sessions.revokeAllForUser(tx, id, 'deleted');
    });
    return { count: new Set(userIds).size };
  }

  /** status 2 freezes (and signs out at once), 1 unfreezes. */
  async setStatus(actor: Actor, userIds: number[], status: 1 | 2): Promise<{ count: number }> {
    const freezing = status === 2;
    if (freezing && userIds.includes(actor.userId)) throw ruleViolation(USER_MESSAGES.freezeSelf);
    await this.requireVisible(this.db, actor, userIds);
    await this.db.transaction(async (tx) => {
      await assertNotAbove(tx, actor, userIds);
      if (freezing) await assertAdminsRemain(tx, userIds);
      await tx
        .update(users)
        .set({ status, updateBy: actor.loginName, updateTime: new Date() })
        .where(inArray(users.id, userIds));
      if (freezing) for (const id of userIds) await this.sessions.revokeAllForUser(tx, id, 'frozen');
    });
    return { count: new Set(userIds).size };
  }

  /** An administrator sets a new password; the user's sessions end (the actor's own one stays). */
  async resetPassword(actor: Actor, userId: number, password: string): Promise<void> {
    await this.requireVisible(this.db, actor, [userId]);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await assertNotAbove(tx, actor, [userId]);
      const now = new Date();
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: now,
          failedLoginCount: 0,
          lockedUntil: null,
          updateBy: actor.loginName,
          updateTime: now,
        })
        .where(eq(users.id, userId));
      const keep = userId === actor.userId ? actor.sessionId : undefined;
      await this.sessions.revokeAllForUser(tx, userId, 'password reset', keep);
    });
  }

  async roles(actor: Actor, userId: number): Promise<RoleRef[]> {
    await this.requireVisible(this.db, actor, [userId]);
    return rolesOf(this.db, userId);
  }

  async bindRoles(actor: Actor, userId: number, roleIds: number[]): Promise<RoleRef[]> {
    const [target] = await this.requireVisible(this.db, actor, [userId]);
    await assertLiveIds(this.db, roles, roleIds, 'roleIds', USER_MESSAGES.roleMissing);
    return this.db.transaction(async (tx) => {
      const rights = await rightsOf(tx, actor);
      await assertNotAbove(tx, actor, [userId], { rights });
      await assertCanGrant(tx, actor, roleIds, [target!.orgId], rights);
      await this.assertKeepsAdmin(tx, userId, roleIds);
      await replaceUserRoles(tx, userId, roleIds);
      return rolesOf(tx, userId);
    });
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

  /** The buttons of one menu that the signed-in user holds (spec 001 §7 "menu buttons"). */
  async menuButtons(actor: Actor, menuId: number) {
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

  /** The live users among `ids` that the actor may see; any other id answers 404. */
  /** Setting the status in the form is a freeze: the same code as the freeze call. */
  private async assertMayFreeze(actor: Actor): Promise<void> {
    const codes = await permissionCodesOf(this.db, actor.userId);
    if (!codes.includes(PERM.USER_FREEZE)) throw forbidden();
  }

  async requireVisible(db: DbOrTx, actor: Actor, ids: number[]): Promise<UserListRow[]> {
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
  async assertOrgAllowed(actor: Actor, orgId: number | null): Promise<void> {
    const scope = await resolveDataScope(this.db, actor);
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
    if (visible === 0) throw forbidden('无权管理该机构的用户');
  }

  /** Replacing a user's roles must not take SYS_ADMIN from the last active administrator. */
  private async assertKeepsAdmin(tx: DbOrTx, userId: number, roleIds: number[]): Promise<void> {
    const adminId = await adminRoleId(tx, ROLE.admin);
    if (adminId !== null && !roleIds.includes(adminId)) await assertAdminsRemain(tx, [userId]);
  }
}

const uniqueValuesOf = (input: Partial<UserAdd>): UniqueValues => ({
  loginName: input.loginName,
  phone: input.phone,
  email: input.email,
  workNo: input.workNo,
  userNo: input.userNo,
});
