import { RTN } from '@awards/shared/envelope';
import type { MessageRef } from '@awards/shared/i18n';
import {
  changePasswordSchema,
  type encryptedPasswordFormSchema,
  PASSWORD_MESSAGES,
} from '@awards/shared/password';
import { USER_MESSAGES } from '@awards/shared/users';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import {
  type AttemptLimits,
  recordPasswordFailure,
  recordPasswordSuccess,
  reservePasswordCheck,
} from '../../platform/auth/attempts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { SessionStore, SessionUser } from '../../platform/auth/sessions';
import { decryptTransport } from '../../platform/crypto/transport';
import { AppError, badRequest, type FieldErrors, notFound } from '../../platform/errors';

type EncryptedForm = z.infer<typeof encryptedPasswordFormSchema>;

/** The signed-in user's own account: changing the password (spec 000 §5). */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly transportKey: string,
    private readonly limits: AttemptLimits,
  ) {}

  async changePassword(user: SessionUser, encrypted: EncryptedForm): Promise<void> {
    const form = this.decrypt(encrypted);
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues)
        fieldErrors[String(issue.path[0] ?? 'body')] ??= issue.message as MessageRef;
      throw badRequest(fieldErrors);
    }
    const { oldPassword, newPassword } = parsed.data;
    const row = await this.db.query.users.findFirst({
      columns: { passwordHash: true },
      where: eq(users.id, user.userId),
    });
    if (!row) throw notFound(USER_MESSAGES.gone);
    // The same per-account limits as the sign-in (a stolen session must not guess the
    // password at argon2 speed); no captcha here, so past the captcha count it waits.
    const reservation = await reservePasswordCheck(this.db, user.userId, this.limits, false);
    if (!reservation.granted) {
      const message =
        reservation.reason === 'locked'
          ? PASSWORD_MESSAGES.accountLocked
          : PASSWORD_MESSAGES.oldWrongTooOften;
      throw new AppError(429, RTN.rateLimited, message, null, { oldPassword: message });
    }
    if (!(await verifyPassword(row.passwordHash, oldPassword))) {
      await recordPasswordFailure(this.db, user.userId, this.limits);
      throw badRequest({ oldPassword: PASSWORD_MESSAGES.oldWrong });
    }
    await recordPasswordSuccess(this.db, user.userId);
    if (oldPassword === newPassword) throw badRequest({ newPassword: PASSWORD_MESSAGES.sameAsOld });

    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: new Date(),
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(users.id, user.userId));
      // Anyone signed in elsewhere with the old password is signed out.
      await this.sessions.revokeAllForUser(tx, user.userId, 'password changed', user.sessionId);
    });
    await this.sessions.sessionsChanged();
  }

  /**
   * valPwd: whether this is the user's own password, under the sign-in's per-account limits
   * (a wrong one counts towards the lock; a locked account answers 429, as a change would).
   */
  async checkPassword(user: SessionUser, encrypted: string): Promise<{ valid: boolean }> {
    const { password } = this.decrypt({ password: encrypted });
    const row = await this.db.query.users.findFirst({
      columns: { passwordHash: true },
      where: eq(users.id, user.userId),
    });
    if (!row) throw notFound(USER_MESSAGES.gone);
    const reservation = await reservePasswordCheck(this.db, user.userId, this.limits, false);
    if (!reservation.granted) {
      const message =
        reservation.reason === 'locked'
          ? PASSWORD_MESSAGES.accountLocked
          : PASSWORD_MESSAGES.oldWrongTooOften;
      throw new AppError(429, RTN.rateLimited, message, null, { password: message });
    }
    if (!(await verifyPassword(row.passwordHash, password ?? ''))) {
      await recordPasswordFailure(this.db, user.userId, this.limits);
      return { valid: false };
    }
    await recordPasswordSuccess(this.db, user.userId);
    return { valid: true };
  }

  /** Each field must be ciphertext under the transport key; plain text is refused. */
  private decrypt(form: Partial<EncryptedForm> & Record<string, string>) {
    const fieldErrors: FieldErrors = {};
    const plain = Object.fromEntries(
      Object.entries(form).map(([field, cipherText]) => {
        const value = decryptTransport(cipherText, this.transportKey);
        if (value === null) fieldErrors[field] = PASSWORD_MESSAGES.undecryptable;
        return [field, value ?? ''];
      }),
    );
    if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);
    return plain;
  }
}
