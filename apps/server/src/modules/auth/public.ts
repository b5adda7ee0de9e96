import type { UserInfo } from '@awards/shared/auth';

/** What other modules use of the sign-in: the signed-in user as the portal shows them. */
export interface AuthApi {
  /** The user with their roles and organisation code (the init call, the profile). */
  userInfo(userId: number): Promise<UserInfo>;
}

/** How login names are compared and logged (case-insensitive): the dashboard matches the login log with it. */
export { normaliseLoginName } from './login-log';
