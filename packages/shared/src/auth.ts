import { z } from 'zod';

export const LOGIN_MESSAGES = {
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  captchaWrong: '验证码错误或已过期',
  badCredentials: '用户名或密码错误',
  frozen: '账号已被冻结，请联系管理员',
  loginDisabled: '账号已被禁止登录，请联系管理员',
  locked: '登录失败次数过多，账号已锁定，请稍后再试',
  notLoggedIn: '未登录或登录已过期，请重新登录',
  forbidden: '没有访问权限',
  declarerNoMenu: '您是申报用户，请前往公开申报网站进行申报',
  expertNoMenu: '您是评审专家，请前往专家评审网站进行评审',
  noMenu: '未分配任何菜单权限，请联系管理员',
} as const;

/** The login form of `POST /callback?client_name=myform_client` (JSON or form-encoded). */
export const loginFormSchema = z.object({
  username: z
    .string({ error: LOGIN_MESSAGES.usernameRequired })
    .trim()
    .min(1, { error: LOGIN_MESSAGES.usernameRequired })
    .max(64, { error: LOGIN_MESSAGES.badCredentials }),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, { error: LOGIN_MESSAGES.passwordRequired })
    .max(128, { error: LOGIN_MESSAGES.badCredentials }),
  /** Required once the account or address has failed three times. */
  captcha: z.string().trim().max(16).optional(),
  captchaId: z.string().max(64).optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const loginClientSchema = z.object({
  client_name: z.enum(['myform_client'], { error: '不支持的登录方式' }),
});

/** The kinds of user. Only staff use this portal; the others use the public sites. */
export const USER_TYPES = ['staff', 'declarer', 'expert'] as const;
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
  roles: { roleCode: string; roleName: string }[];
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
  value: string;
  text: string;
  title: string;
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
