import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, LOGIN_MESSAGES, type LoginResult, USER_STATUS } from '@awards/shared/auth';
import { type Locale, renderMessage } from '@awards/shared/i18n';
import { SMS_CODE, SMS_MESSAGES, type SmsCodeAnswer } from '@awards/shared/sms';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes, users } from '../../db/schema';
import { tooManyRequests, unauthorised } from '../../platform/errors';
import type { OutboundChannels } from '../channels/public';
import { recordLoginAttempt } from './login-log';
import type { AuthService, ClientInfo } from './service';

/** Wrong answers a code survives; the next one burns it. */
const MAX_ATTEMPTS = 5;

const hashCode = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The SMS carrying a code, in Chinese (the phone's owner is not asking in any language). */
export const smsCodeText = (code: string) =>
  renderMessage(AUTH_MESSAGES.smsCode({ code, minutes: SMS_CODE.ttlSeconds / 60 }));

/**
 * Phone + SMS-code sign-in (spec 000 §7 `/account/sms`, `captcha_client`). Codes
 * are 6 digits, kept only as a hash, valid 5 minutes, single-use and burnt after
 * 5 wrong answers; a phone gets at most one per 60 s and 10 per 24 h. An unknown
 * phone is treated exactly like a known one (a code row, the same answer, the
 * same limits) except that nothing is sent, so numbers cannot be probed.
 */
export class SmsLoginService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly outbound: Pick<OutboundChannels, 'sendSms'>,
  ) {}

  async requestCode(phone: string, locale?: Locale, now = new Date()): Promise<SmsCodeAnswer> {
    const code = String(randomInt(0, 10 ** SMS_CODE.length)).padStart(SMS_CODE.length, '0');
    // The limits are checked and the row written under a per-phone lock, so parallel requests cannot both pass.
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${phone}`}))`);
      const recent = await tx
        .select({ createTime: smsCodes.createTime })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createTime, new Date(now.getTime() - 86_400_000))))
        .orderBy(desc(smsCodes.createTime));
      const last = recent[0]?.createTime;
      const wait = last
        ? Math.ceil((last.getTime() + SMS_CODE.resendSeconds * 1000 - now.getTime()) / 1000)
        : 0;
      if (wait > 0) throw tooManyRequests(SMS_MESSAGES.tooSoon({ seconds: wait }));
      if (recent.length >= SMS_CODE.dailyLimit) throw tooManyRequests(SMS_MESSAGES.dailyLimit);
      await tx.insert(smsCodes).values({
        phone,
        codeHash: hashCode(phone, code),
        expiresAt: new Date(now.getTime() + SMS_CODE.ttlSeconds * 1000),
        createTime: now,
      });
    });
    const user = await this.userByPhone(phone);
    if (user) {
      // A provider failure is in the SMS log; the caller hears the same answer either way.
      await this.outbound.sendSms({
        recipient: phone,
        receiverUserId: user.id,
        content: smsCodeText(code),
        bizType: 'sign-in-code',
      });
    }
    return { message: renderMessage(SMS_MESSAGES.codeSent, locale), resendAfter: SMS_CODE.resendSeconds };
  }

  async login(phone: string, captcha: string, client: ClientInfo, now = new Date()): Promise<LoginResult> {
    const attempt = (outcome: 'success' | 'failure', reason: string, userId: number | null = null) =>
      recordLoginAttempt(this.db, { loginName: phone, userId, ...client, outcome, reason, loginType: 'sms' });
    if (!(await this.claimCode(phone, captcha, now))) {
      await attempt('failure', 'wrong sms code');
      throw unauthorised(SMS_MESSAGES.codeWrong);
    }
    const user = await this.userByPhone(phone);
    if (!user) {
      await attempt('failure', 'unknown phone');
      throw unauthorised(SMS_MESSAGES.codeWrong);
    }
    if (user.status === USER_STATUS.frozen) {
      await attempt('failure', 'frozen', user.id);
      throw unauthorised(LOGIN_MESSAGES.frozen);
    }
    if (!user.enableLogin) {
      await attempt('failure', 'login disabled', user.id);
      throw unauthorised(LOGIN_MESSAGES.loginDisabled);
    }
    return this.auth.signInVerified(user, client, 'sms');
  }

  /**
   * Whether this is the phone's current code, claimed for this one use: a wrong answer counts
   * against the code (burnt at the fifth), and of two requests with the same code only one
   * claims it. Sign-in and password recovery (recovery.ts) prove the phone alike.
   */
  async claimCode(phone: string, captcha: string, now = new Date()): Promise<boolean> {
    const [current] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
      .orderBy(desc(smsCodes.createTime))
      .limit(1);
    if (!current || !sameHash(current.codeHash, hashCode(phone, captcha))) {
      if (current) {
        const failed = current.failedAttempts + 1;
        await this.db
          .update(smsCodes)
          .set({ failedAttempts: failed, usedAt: failed >= MAX_ATTEMPTS ? now : null })
          .where(eq(smsCodes.id, current.id));
      }
      return false;
    }
    const claimed = await this.db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, current.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    return claimed.length > 0;
  }

  async userByPhone(phone: string) {
    return this.db.query.users.findFirst({ where: and(eq(users.phone, phone), eq(users.delFlag, 0)) });
  }
}
