/**
 * User-facing messages of sign-in and session, in Chinese as the specification gives
 * them. Kept free of zod so the portal's login path can show them without loading
 * the schema library; auth.ts re-exports them for the schemas and the server.
 */
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

/** Length limits of the login form, shared by its schema and the portal's form rules. */
export const LOGIN_LIMITS = { username: 64, password: 128, captcha: 16 } as const;
