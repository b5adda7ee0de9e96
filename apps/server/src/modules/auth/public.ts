import type { LoginResult, UserInfo } from '@awards/shared/auth';
import type { LoginType } from '@awards/shared/logs';

/** Where a sign-in comes from, for the login log and the session. */
export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

/** A refused sign-in for the login log: the name tried, why (a LOGIN_REASON_NAMES code in words). */
export interface SignInRefusal {
  loginName: string;
  userId?: number | null;
  reason: string;
  loginType: LoginType;
}

/** What other modules use of the sign-in: the signed-in user as the portal shows them. */
export interface AuthApi {
  /** The user with their roles and organisation code (the init call, the profile). */
  userInfo(userId: number): Promise<UserInfo>;
  /**
   * Signs in a user another system vouched for (CAS, an OAuth provider): the checks a
   * password sign-in makes once the password is right (frozen, sign-in disabled), the
   * login log with `loginType`, and a session, answered as the password sign-in answers.
   */
  signInVouched(userId: number, client: ClientInfo, loginType: LoginType): Promise<LoginResult>;
  /** Writes a refused sign-in (a bad ticket, an unknown user) to the login log. */
  recordRefusal(refusal: SignInRefusal, client: ClientInfo): Promise<void>;
}

/** How login names are compared and logged (case-insensitive): the dashboard matches the login log with it. */
export { normaliseLoginName } from './login-log';
