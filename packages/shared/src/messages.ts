import { defineMessages } from './i18n';
/**
 * User-facing messages of sign-in and session, in Chinese as the specification gives
 * them. Kept free of zod so the portal's login path can show them without loading
 * the schema library; auth.ts re-exports them for the schemas and the server.
 */
export const LOGIN_MESSAGES = defineMessages('login', {
  usernameRequired: ['请输入用户名', '請輸入使用者名稱', 'Please enter your user name'],
  passwordRequired: ['请输入密码', '請輸入密碼', 'Please enter your password'],
  captchaRequired: ['请输入验证码', '請輸入驗證碼', 'Please enter the captcha'],
  captchaWrong: ['验证码错误或已过期', '驗證碼錯誤或已失效', 'The captcha is wrong or has expired'],
  badCredentials: ['用户名或密码错误', '使用者名稱或密碼錯誤', 'Wrong user name or password'],
  frozen: [
    '账号已被冻结，请联系管理员',
    '帳號已被凍結，請聯絡管理員',
    'This account is frozen, please contact the administrator',
  ],
  loginDisabled: [
    '账号已被禁止登录，请联系管理员',
    '帳號已被禁止登入，請聯絡管理員',
    'This account may not log in, please contact the administrator',
  ],
  locked: [
    '登录失败次数过多，账号已锁定，请稍后再试',
    '登入失敗次數過多，帳號已鎖定，請稍後再試',
    'Too many failed logins, the account is locked, please try again later',
  ],
  notLoggedIn: [
    '未登录或登录已过期，请重新登录',
    '尚未登入或登入已逾期，請重新登入',
    'Not logged in or the session has expired, please log in again',
  ],
  forbidden: ['没有访问权限', '沒有存取權限', 'No permission to access'],
  declarerNoMenu: [
    '您是申报用户，请前往公开申报网站进行申报',
    '您是申報使用者，請前往公開申報網站進行申報',
    'You are a declarer: please use the public declaration site',
  ],
  expertNoMenu: [
    '您是评审专家，请前往专家评审网站进行评审',
    '您是評審專家，請前往專家評審網站進行評審',
    'You are a review expert: please use the expert review site',
  ],
  recommenderNoMenu: [
    '您是推荐单位用户，请前往公开申报网站进行推荐',
    '您是推薦單位使用者，請前往公開申報網站進行推薦',
    'You are a recommending unit: please use the public declaration site',
  ],
  personNoMenu: [
    '您是个人用户，请前往公开申报网站提出和查看异议',
    '您是個人使用者，請前往公開申報網站提出和查看異議',
    'You are an individual user: please use the public declaration site to file and follow objections',
  ],
  noMenu: [
    '未分配任何菜单权限，请联系管理员',
    '尚未分配任何選單權限，請聯絡管理員',
    'No menu has been granted to you, please contact the administrator',
  ],
});

/** Length limits of the login form, shared by its schema and the portal's form rules. */
export const LOGIN_LIMITS = { username: 64, password: 128, captcha: 16 } as const;
