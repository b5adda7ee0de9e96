import type { UserInfo } from '@awards/shared/auth';
import { FILE_DOWNLOAD_PREFIX, fileDownloadPath } from '@awards/shared/files';
import { type OwnSession, PROFILE_MESSAGES, type ProfileUpdate } from '@awards/shared/profile';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionStore, SessionUser } from '../../platform/auth/sessions';
import { onUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import type { FileStore } from '../../platform/files/file-store';
import type { AuthApi } from '../auth/public';
import { presentSession } from './presenter';

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** The 409 of the unique field a database refusal was about (two sessions saving at once). */
function clashOf(constraint: string | undefined): Error | undefined {
  if (constraint?.includes('email')) return conflict(PROFILE_MESSAGES.emailTaken);
  if (constraint?.includes('phone')) return conflict(PROFILE_MESSAGES.phoneTaken);
  return undefined;
}

/**
 * The signed-in user's own account: profile fields, avatar and sessions. Each call
 * acts on the caller only; there is no user id in any request.
 */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthApi,
    private readonly files: FileStore,
    private readonly sessionStore: SessionStore,
  ) {}

  get(user: SessionUser): Promise<UserInfo> {
    return this.auth.userInfo(user.userId);
  }

  async update(user: SessionUser, input: ProfileUpdate): Promise<UserInfo> {
    const email = blankToNull(input.email);
    const phone = blankToNull(input.phone);
    await this.assertUnique(user.userId, email, phone);
    await onUniqueViolation(
      () =>
        this.db
          .update(users)
          .set({
            nickname: input.nickname,
            ...(input.email !== undefined ? { email } : {}),
            ...(input.phone !== undefined ? { phone } : {}),
            ...(input.telephone !== undefined ? { telephone: blankToNull(input.telephone) } : {}),
            ...(input.sex !== undefined ? { sex: input.sex } : {}),
            updateBy: user.loginName,
            updateTime: new Date(),
          })
          .where(eq(users.id, user.userId)),
      clashOf,
    );
    return this.get(user);
  }

  /** Sets an avatar the user uploaded (purpose avatar); the one it replaces is deleted. */
  async setAvatar(user: SessionUser, fileId: string): Promise<UserInfo> {
    const file = await this.files.find(fileId);
    if (file?.purpose !== 'avatar' || file.ownerUserId !== user.userId) {
      throw notFound(PROFILE_MESSAGES.avatarNotFound);
    }
    const [before] = await this.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, user.userId));
    await this.db
      .update(users)
      .set({ avatar: fileDownloadPath(fileId), updateBy: user.loginName, updateTime: new Date() })
      .where(eq(users.id, user.userId));
    const previousId = before?.avatar?.startsWith(FILE_DOWNLOAD_PREFIX)
      ? before.avatar.slice(FILE_DOWNLOAD_PREFIX.length)
      : null;
    if (previousId && previousId !== fileId) await this.deleteOwnAvatar(user.userId, previousId);
    return this.get(user);
  }

  async sessions(user: SessionUser): Promise<OwnSession[]> {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.userId), ...live()))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    return rows.map((row) => presentSession(row, user.sessionId));
  }

  async revokeSession(user: SessionUser, sessionId: number): Promise<void> {
    if (sessionId === user.sessionId) throw ruleViolation(PROFILE_MESSAGES.currentSession);
    const ended = await this.sessionStore.revokeOwn(user.userId, { only: sessionId }, SIGNED_OUT_ELSEWHERE);
    // Someone else's session answers the same as a missing one.
    if (ended === 0) throw notFound(PROFILE_MESSAGES.sessionNotFound);
  }

  /** Ends every other live session of the user; answers how many ended. */
  async revokeOtherSessions(user: SessionUser): Promise<{ count: number }> {
    const count = await this.sessionStore.revokeOwn(
      user.userId,
      { allBut: user.sessionId },
      SIGNED_OUT_ELSEWHERE,
    );
    return { count };
  }

  /** Refuses an e-mail or phone that another user (deleted ones included) already has. */
  private async assertUnique(userId: number, email: string | null, phone: string | null): Promise<void> {
    const clashes = [
      email ? sql`lower(${users.email}) = ${email.toLowerCase()}` : undefined,
      phone ? eq(users.phone, phone) : undefined,
    ].filter(Boolean);
    if (clashes.length === 0) return;
    const others = await this.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(and(ne(users.id, userId), or(...clashes)))
      .limit(2);
    if (email && others.some((o) => o.email?.toLowerCase() === email.toLowerCase())) {
      throw conflict(PROFILE_MESSAGES.emailTaken);
    }
    if (phone && others.some((o) => o.phone === phone)) throw conflict(PROFILE_MESSAGES.phoneTaken);
  }

  private async deleteOwnAvatar(userId: number, fileId: string): Promise<void> {
    const file = await this.files.find(fileId);
    if (file && file.purpose === 'avatar' && file.ownerUserId === userId) await this.files.delete(fileId);
  }
}

const SIGNED_OUT_ELSEWHERE = 'signed out by the user from another session';

/** Not revoked and not expired. */
const live = () => [isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)];
