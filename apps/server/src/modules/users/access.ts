import { USER_MESSAGES } from '@awards/shared/users';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { assertNotAbove } from '../../platform/auth/grant-policy';
import { hashPassword } from '../../platform/auth/passwords';
import type { SessionStore } from '../../platform/auth/sessions';
import { ruleViolation } from '../../platform/errors';
import { assertAdminsRemain } from './last-admin';
import type { UserActor } from './public';
import type { UserVisibility } from './visibility';

/**
 * Whether users may go on signing in (spec 001 §7 "Users": delete, freeze,
 * reset password): each change ends the sessions it should at once, never
 * leaves the system without an active administrator, and reaches only users the
 * actor sees and does not hold less than. Once committed, every instance forgets
 * the sessions it holds in memory (SessionStore.sessionsChanged).
 */
export class UserAccessService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly visibility: UserVisibility,
  ) {}

  /** To the recycle bin: hidden from every list, signed out, restorable. */
  async remove(actor: UserActor, userIds: number[]): Promise<{ count: number }> {
    if (userIds.includes(actor.userId)) throw ruleViolation(USER_MESSAGES.deleteSelf);
    await this.visibility.requireVisible(actor, userIds);
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
    await this.sessions.sessionsChanged();
    return { count: new Set(userIds).size };
  }

  /** status 2 freezes (and signs out at once), 1 unfreezes. */
  async setStatus(actor: UserActor, userIds: number[], status: 1 | 2): Promise<{ count: number }> {
    const freezing = status === 2;
    if (freezing && userIds.includes(actor.userId)) throw ruleViolation(USER_MESSAGES.freezeSelf);
    await this.visibility.requireVisible(actor, userIds);
    await this.db.transaction(async (tx) => {
      await assertNotAbove(tx, actor, userIds);
      if (freezing) await assertAdminsRemain(tx, userIds);
      await tx
        .update(users)
        .set({ status, updateBy: actor.loginName, updateTime: new Date() })
        .where(inArray(users.id, userIds));
      if (freezing) for (const id of userIds) await this.sessions.revokeAllForUser(tx, id, 'frozen');
    });
    await this.sessions.sessionsChanged();
    return { count: new Set(userIds).size };
  }

  /** An administrator sets a new password; the user's sessions end (the actor's own one stays). */
  async resetPassword(actor: UserActor, userId: number, password: string): Promise<void> {
    await this.visibility.requireVisible(actor, [userId]);
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
    await this.sessions.sessionsChanged();
  }
}
