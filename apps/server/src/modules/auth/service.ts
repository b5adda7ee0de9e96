import { LOGIN_MESSAGES, type LoginForm, type LoginResult, USER_STATUS } from '@awards/shared/auth';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/passwords';
import { roleCodesOf } from '../../platform/auth/permissions';
import type { SessionStore } from '../../platform/auth/sessions';
import { AppError, notFound, unauthorised } from '../../platform/errors';
import { allDictItems } from '../dictionaries/service';
import type { CaptchaService } from './captcha';
import { type LoginAttempt, recentFailures, recordLoginAttempt } from './login-log';
import { presentUserInfo } from './presenter';

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

type UserRow = typeof users.$inferSelect;

/**
 * Password sign-in with the hardening of the foundation issue: one generic
 * message for a wrong name or password, a captcha after a few failures from the
 * same name or address, a temporary lock of the account after many, and every
 * attempt in the login log.
 */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly sessions: SessionStore,
    private readonly captchas: CaptchaService,
  ) {}

  async login(form: LoginForm, client: ClientInfo): Promise<LoginResult> {
    const attempt = (a: Omit<LoginAttempt, 'loginName' | 'ip' | 'userAgent'>) =>
      recordLoginAttempt(this.db, { loginName: form.username, ...client, ...a });

    if (await this.captchaRequired(form.username, client.ip)) {
      const answered = form.captcha && form.captchaId;
      if (!answered || !(await this.captchas.verify(form.captchaId!, form.captcha!))) {
        await attempt({ outcome: 'captcha', reason: answered ? 'wrong captcha' : 'captcha missing' });
        const message = answered ? LOGIN_MESSAGES.captchaWrong : LOGIN_MESSAGES.captchaRequired;
        throw new AppError(400, '400', message, { fieldErrors: { captcha: message }, captchaRequired: true });
      }
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
    if (!(await verifyPassword(user.passwordHash, form.password))) {
      return this.refuse(form, client, attempt, user);
    }
    // Only a caller who knows the password learns that the account is frozen or disabled.
    if (user.status === USER_STATUS.frozen) {
      await attempt({ userId: user.id, outcome: 'failure', reason: 'frozen' });
      throw unauthorised(LOGIN_MESSAGES.frozen, { captchaRequired: false });
    }
    if (!user.enableLogin) {
      await attempt({ userId: user.id, outcome: 'failure', reason: 'login disabled' });
      throw unauthorised(LOGIN_MESSAGES.loginDisabled, { captchaRequired: false });
    }
    return this.signIn(user, client);
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
    if (!user) throw notFound('用户不存在');
    return presentUserInfo(user, await roleCodesOf(this.db, userId), await this.orgCodeOf(user.orgId));
  }

  private async refuse(
    form: LoginForm,
    client: ClientInfo,
    attempt: (a: Omit<LoginAttempt, 'loginName' | 'ip' | 'userAgent'>) => Promise<void>,
    user: UserRow | null,
  ): Promise<never> {
    if (user) await this.countFailure(user);
    await attempt({
      userId: user?.id ?? null,
      outcome: 'failure',
      reason: user ? 'wrong password' : 'unknown user',
    });
    const captchaRequired = await this.captchaRequired(form.username, client.ip);
    throw unauthorised(LOGIN_MESSAGES.badCredentials, { captchaRequired });
  }

  /** Counts a wrong password; the Nth in a row locks the account for a while. */
  private async countFailure(user: UserRow): Promise<void> {
    const lockAfter = this.config.LOGIN_LOCK_AFTER;
    await this.db
      .update(users)
      .set({
        failedLoginCount: sql`case when ${users.failedLoginCount} + 1 >= ${lockAfter} then 0
          else ${users.failedLoginCount} + 1 end`,
        lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${lockAfter}
          then now() + make_interval(mins => ${this.config.LOGIN_LOCK_MINUTES}) else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, user.id));
  }

  /**
   * Signs in a user whose identity another factor proved (the SMS code of
   * sms-login.ts), answering exactly what the password sign-in answers.
   */
  signInVerified(user: UserRow, client: ClientInfo): Promise<LoginResult> {
    return this.signIn(user, client);
  }

  private async signIn(user: UserRow, client: ClientInfo): Promise<LoginResult> {
    const token = await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ failedLoginCount: 0, lockedUntil: null, lastLoginTime: new Date(), lastLoginIp: client.ip })
        .where(eq(users.id, user.id));
      await recordLoginAttempt(tx, {
        loginName: user.loginName,
        userId: user.id,
        ...client,
        outcome: 'success',
      });
      return this.sessions.create(tx, user.id, client);
    });
    const [userInfo, sysAllDictItems] = await Promise.all([this.userInfo(user.id), allDictItems(this.db)]);
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
