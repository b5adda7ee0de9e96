import type { MessageRef } from '@awards/shared/i18n';
import { newPasswordSchema, PASSWORD_MESSAGES } from '@awards/shared/password';
import type { PasswordRecovery } from '@awards/shared/password-recovery';
import { SMS_MESSAGES } from '@awards/shared/sms';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { passwordCheckReset } from '../../platform/auth/attempts';
import { hashPassword } from '../../platform/auth/passwords';
import type { SessionStore } from '../../platform/auth/sessions';
import { decryptTransport } from '../../platform/crypto/transport';
import { badRequest } from '../../platform/errors';
import type { SmsLoginService } from './sms-login';

/**
 * Password recovery by SMS code (`/rest/register/getMyPassword`, docs/site.md "Passwords"):
 * the phone's current code (from `/account/sms` or `/rest/captcha/sms`) proves the phone; its
 * account gets the new password (the rule of every new password) and every session of the
 * account ends. A wrong code, or a phone of no account, answers the same 400 on the code,
 * so numbers cannot be probed; the code's limits (5 wrong answers, single use) hold.
 */
export class PasswordRecoveryService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly smsLogin: SmsLoginService,
    private readonly transportKey: string,
  ) {}

  async recover(form: PasswordRecovery, now = new Date()): Promise<void> {
    // The password is checked first: a form with a bad password does not use up the code.
    const newPassword = decryptTransport(form.newPassword, this.transportKey);
    const confirmPassword = decryptTransport(form.confirmPassword, this.transportKey);
    if (newPassword === null) throw badRequest({ newPassword: PASSWORD_MESSAGES.undecryptable });
    if (confirmPassword === null) throw badRequest({ confirmPassword: PASSWORD_MESSAGES.undecryptable });
    const rule = newPasswordSchema.safeParse(newPassword);
    if (!rule.success) throw badRequest({ newPassword: rule.error.issues[0]!.message as MessageRef });
    if (newPassword !== confirmPassword) throw badRequest({ confirmPassword: PASSWORD_MESSAGES.mismatch });

    const user = (await this.smsLogin.claimCode(form.phone, form.captcha, now))
      ? await this.smsLogin.userByPhone(form.phone)
      : undefined;
    if (!user) throw badRequest({ captcha: SMS_MESSAGES.codeWrong });
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: now,
          // A lock from wrong passwords is lifted: the phone's owner has proved who they are.
          ...passwordCheckReset,
          updateBy: user.loginName,
          updateTime: now,
        })
        .where(eq(users.id, user.id));
      await this.sessions.revokeAllForUser(tx, user.id, 'password recovered');
    });
  }
}
