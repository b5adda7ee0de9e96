import { z } from 'zod';
import { defineMessages } from './i18n';
import type { Translation } from './localised';
import { LOGIN_LIMITS, LOGIN_MESSAGES } from './messages';
import { text } from './primitives';

export { LOGIN_LIMITS, LOGIN_MESSAGES };

/** Sign-in messages beyond the login form's (which messages.ts keeps free of zod). */
export const AUTH_MESSAGES = defineMessages('auth', {
  clientName: ['不支持的登录方式', '不支持的登錄方式', 'This way of signing in is not supported'],
  /** The text of the SMS carrying a sign-in code. */
  smsCode: [
    '【奖励申报系统】您的登录验证码为{code}，{minutes}分钟内有效，请勿泄露。',
    '【獎勵申報系統】您的登錄驗證碼為{code}，{minutes}分鐘內有效，請勿洩露。',
    'Awards Declaration System: your sign-in code is {code}. It is valid for {minutes} minutes; do not share it.',
  ],
});

/** The login form of `POST /callback?client_name=myform_client` (JSON or form-encoded). */
export const loginFormSchema = z.object({
  username: text({ error: LOGIN_MESSAGES.usernameRequired })
    .trim()
    .min(1, { error: LOGIN_MESSAGES.usernameRequired })
    .max(LOGIN_LIMITS.username, { error: LOGIN_MESSAGES.badCredentials }),
  password: text({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, { error: LOGIN_MESSAGES.passwordRequired })
    .max(LOGIN_LIMITS.password, { error: LOGIN_MESSAGES.badCredentials }),
  /** Required once the account or address has failed three times. */
  captcha: text().trim().max(LOGIN_LIMITS.captcha).optional(),
  captchaId: text().max(64).optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const loginClientSchema = z.object({
  client_name: z.enum(['myform_client'], { error: AUTH_MESSAGES.clientName }),
});

/**
 * The kinds of user. Only staff use this portal; the others (client users) use the public
 * site: declaring units, review experts, the users of recommending units (推荐单位,
 * docs/site.md "Recommending units"), and persons who registered on the site to file
 * objections (docs/domain.md "Objections", "Who files").
 */
export const USER_TYPES = ['staff', 'declarer', 'expert', 'recommender', 'person'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** User status dictionary of 001 §3: 1 normal, 2 frozen. */
export const USER_STATUS = { normal: 1, frozen: 2 } as const;

/** The user as the portal holds it after sign-in (spec 000 §3, "User info"). */
export interface UserInfo {
  userId: number;
  id: number;
  uid: number;
  userNo: string;
  username: string;
  loginName: string;
  realname: string;
  userRealName: string;
  nickName: string;
  nickname: string;
  avatar: string | null;
  /** roleNameI18n: the name in zh_TW and en_GB; a missing version shows roleName. */
  roles: { roleCode: string; roleName: string; roleNameI18n: Translation }[];
  mails: string | null;
  email: string | null;
  phones: string | null;
  phone: string | null;
  telephone: string | null;
  userSex: number | null;
  sex: number | null;
  birthday: string | null;
  userType: UserType;
  userIdentity: number | null;
  status: number;
  enableLogin: boolean;
  delFlag: number;
  workNo: string | null;
  post: string | null;
  orgId: number | null;
  orgCode: string | null;
  departIds: string;
  remarks: string | null;
  activitiSync: number;
  thirdId: string | null;
  thirdType: string | null;
  subjectType: string | null;
  tenantId: number | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
  lastLoginTime: string | null;
}

/** A dictionary option as the portal consumes it (spec 000 §3). */
export interface DictOption {
  code: string;
  /** The item's name in zh_CN (text and title repeat it). */
  value: string;
  text: string;
  title: string;
  /**
   * The name's zh_TW and en_GB versions (issue 13): the portal shows the one of its
   * language, or `value` where none is entered. The server always sends it; items stored
   * by a portal signed in before it was added have none.
   */
  valueI18n?: Translation;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems: Record<string, DictOption[]>;
}

/** Sent with a failed login so the page knows to show the captcha. */
export interface LoginFailure {
  captchaRequired: boolean;
}

export interface CaptchaImage {
  captchaId: string;
  /** data:image/png;base64,... */
  image: string;
}
