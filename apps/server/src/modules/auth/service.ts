import { LOGIN_MESSAGES, type LoginForm, type LoginResult, USER_STATUS } from '@awards/shared/auth';
import type { LoginType } from '@awards/shared/logs';
import { USER_MESSAGES } from '@awards/shared/users';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { organisations, users } from '../../db/schema';
import {
  type AttemptLimits,
  attemptLimitsOf,
  passwordCheckReset,
  recordPasswordFailure,
  recordPasswordSuccess,
  reservePasswordCheck,
} from '../../platform/auth/attempts';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/passwords';
import { roleCodesOf } from '../../platform/auth/permissions';
import type { SessionStore } from '../../platform/auth/sessions';
import { AppError, notFound, unauthorised } from '../../platform/errors';
import type { DictionariesApi } from '../dictionaries/public';
import type { CaptchaService } from './captcha';
import { type LoginAttempt, recentFailures, recordLoginAttempt } from './login-log';
import { presentUserInfo } from './presenter';
import type { AuthApi, ClientInfo, SignInRefusal } from './public';

export type { ClientInfo };

type UserRow = typeof users.$inferSelect;

/**
 * Password sign-in with the hardening of the foundation issue: one generic
 * message for a wrong name or password, a captcha after a few failures from the
 * same name or address, a temporary lock of the account after many, and every
 * attempt in the login log. The account's limits hold under concurrent attempts
 * too (attempts.ts).
 */
export class AuthService implements AuthApi {
  private readonly limits: AttemptLimits;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly sessions: SessionStore,
    private readonly captchas: CaptchaService,
    private readonly dictionaries: DictionariesApi,
  ) {
    this.limits = attemptLimitsOf(config);
  }

  async login(form: LoginForm, client: ClientInfo): Promise<LoginResult> {
    const attempt = (a: Omit<LoginAttempt, 'loginName' | 'ip' | 'userAgent'>) =>
      recordLoginAttempt(this.db, { loginName: form.username, ...client, ...a });

    // The login log's counts (by name and by address) ask for a captcha up front; the
    // account's own count is then enforced atomically by the reservation below.
    let captchaAnswered = false;
    if (await this.captchaRequired(form.username, client.ip)) {
      await this.requireCaptcha(form, attempt, null);
      captchaAnswered = true;
    }

    const user = await this.findByLoginName(form.username);
    if (user?.lockedUntil && user.lockedUntil > new Date()) {
      await attempt({ userId: user.id, outcome: 'locked', reason: 'account locked' });
      throw unauthorised(LOGIN_MESSAGES.locked, { captchaRequired: true });
    }
    if (!user) {
      await burnPasswordCheck(form.password);
      return this.refuse(form, client, attempt, null);
    }
    // No argon2 check runs without a reservation; concurrent attempts race for them here.
    let reservation = await reservePasswordCheck(this.db, user.id, this.limits, captchaAnswered);
    if (!reservation.granted && reservation.reason === 'captcha' && !captchaAnswered) {
      await this.requireCaptcha(form, attempt, user.id);
      reservation = await reservePasswordCheck(this.db, user.id, this.limits, true);
    }
    if (!reservation.granted) {
      await attempt({ userId: user.id, outcome: 'locked', reason: 'account locked' });
      throw unauthorised(LOGIN_MESSAGES.locked, { captchaRequired: true });
    }
    if (!(await verifyPassword(user.passwordHash, form.password))) {
      return this.refuse(form, client, attempt, user);
    }
    // Only a caller who knows the password learns that the account is frozen or disabled.
    if (user.status === USER_STATUS.frozen || !user.enableLogin) {
      await recordPasswordSuccess(this.db, user.id);
      const frozen = user.status === USER_STATUS.frozen;
      await attempt({ userId: user.id, outcome: 'failure', reason: frozen ? 'frozen' : 'login disabled' });
      throw unauthorised(frozen ? LOGIN_MESSAGES.frozen : LOGIN_MESSAGES.loginDisabled, {
        captchaRequired: false,
      });
    }
    return this.signIn(user, client);
  }

  /** Passes when the form answers a captcha rightly (using it up); else records and refuses. */
  private async requireCaptcha(
    form: LoginForm,
    attempt: (a: Omit<LoginAttempt, 'loginName' | 'ip' | 'userAgent'>) => Promise<void>,
    userId: number | null,
  ): Promise<void> {
    const answered = form.captcha && form.captchaId;
    if (answered && (await this.captchas.verify(form.captchaId!, form.captcha!))) return;
    await attempt({ userId, outcome: 'captcha', reason: answered ? 'wrong captcha' : 'captcha missing' });
    const message = answered ? LOGIN_MESSAGES.captchaWrong : LOGIN_MESSAGES.captchaRequired;
    throw new AppError(400, '400', message, { captchaRequired: true }, { captcha: message });
  }

  /** Whether the next attempt for this name from this address must answer a captcha. */
  async captchaRequired(loginName: string, ip: string): Promise<boolean> {
    const failures = await recentFailures(this.db, loginName, ip, this.config.LOGIN_LOCK_MINUTES);
    const limit = this.config.LOGIN_CAPTCHA_AFTER;
    return failures.byName >= limit || failures.byIp >= limit;
  }

  async logout(sessionId: number): Promise<void> {
    await this.sessions.revoke(sessionId, 'logout');
  }

  async userInfo(userId: number) {
    const user = await this.db.query.users.findFirst({ where: eq(users.id, userId) });
    if (!user) throw notFound(USER_MESSAGES.gone);
    return presentUserInfo(user, await roleCodesOf(this.db, userId), await this.orgCodeOf(user.orgId));
  }

  private async refuse(
    form: LoginForm,
    client: ClientInfo,
    attempt: (a: Omit<LoginAttempt, 'loginName' | 'ip' | 'userAgent'>) => Promise<void>,
    user: UserRow | null,
  ): Promise<never> {
    // The reservation already counted this failure; this locks the account at the limit.
    const account = user ? await recordPasswordFailure(this.db, user.id, this.limits) : null;
    await attempt({
      userId: user?.id ?? null,
      outcome: 'failure',
      reason: user ? 'wrong password' : 'unknown user',
    });
    const captchaRequired =
      (account?.captchaRequired ?? false) || (await this.captchaRequired(form.username, client.ip));
    throw unauthorised(LOGIN_MESSAGES.badCredentials, { captchaRequired });
  }

  /**
   * Signs in a user whose identity another factor proved (the SMS code of
   * sms-login.ts), answering exactly what the password sign-in answers.
   */
  signInVerified(user: UserRow, client: ClientInfo, loginType?: LoginType): Promise<LoginResult> {
    return this.signIn(user, client, loginType);
  }

  async signInVouched(userId: number, client: ClientInfo, loginType: LoginType): Promise<LoginResult> {
    const user = await this.db.query.users.findFirst({
      where: and(eq(users.id, userId), eq(users.delFlag, 0)),
    });
    if (!user) throw unauthorised(LOGIN_MESSAGES.badCredentials);
    const refusal =
      user.status === USER_STATUS.frozen ? 'frozen' : user.enableLogin ? null : 'login disabled';
    if (refusal) {
      await this.recordRefusal({ loginName: user.loginName, userId, reason: refusal, loginType }, client);
      throw unauthorised(refusal === 'frozen' ? LOGIN_MESSAGES.frozen : LOGIN_MESSAGES.loginDisabled);
    }
    return this.signIn(user, client, loginType);
  }

  async recordRefusal(refusal: SignInRefusal, client: ClientInfo): Promise<void> {
    await recordLoginAttempt(this.db, { ...refusal, ...client, outcome: 'failure' });
  }

  private async signIn(user: UserRow, client: ClientInfo, loginType?: LoginType): Promise<LoginResult> {
    const token = await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...passwordCheckReset, lastLoginTime: new Date(), lastLoginIp: client.ip })
        .where(eq(users.id, user.id));
      await recordLoginAttempt(tx, {
        loginName: user.loginName,
        userId: user.id,
        ...client,
        outcome: 'success',
        loginType,
      });
      return this.sessions.create(tx, user.id, client);
    });
    const [userInfo, sysAllDictItems] = await Promise.all([
      this.userInfo(user.id),
      this.dictionaries.allOptions(),
    ]);
    return { token, userInfo, sysAllDictItems };
  }

  private async findByLoginName(loginName: string): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({
      where: and(sql`lower(${users.loginName}) = ${loginName.trim().toLowerCase()}`, eq(users.delFlag, 0)),
    });
  }

  private async orgCodeOf(orgId: number | null): Promise<string | null> {
    if (orgId === null) return null;
    const org = await this.db.query.organisations.findFirst({
      columns: { organCode: true },
      where: eq(organisations.id, orgId),
    });
    return org?.organCode ?? null;
  }
}
