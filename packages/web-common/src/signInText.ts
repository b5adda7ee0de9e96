import { defineMessages } from '@awards/shared/i18n';

/**
 * The words of the sign-in forms both front ends show (signIn/*.tsx), in the three languages,
 * rendered with translateShared: they come with the forms, wherever the forms are used.
 */
export const SIGN_IN_TEXT = defineMessages('signIn', {
  username: ['用户名/账号', '使用者名稱／帳號', 'User name/account'],
  password: ['密码', '密碼', 'Password'],
  captcha: ['验证码', '驗證碼', 'Captcha'],
  captchaRefresh: ['看不清？点击换一张', '看不清楚？點一下換一張', 'Hard to read? Click for another'],
  submit: ['登录', '登入', 'Sign in'],
  showPassword: ['显示', '顯示', 'Show'],
  hidePassword: ['隐藏', '隱藏', 'Hide'],
  phone: ['手机号码', '手機號碼', 'Mobile number'],
  code: ['短信验证码', '短信驗證碼', 'SMS code'],
  sendCode: ['获取验证码', '獲取驗證碼', 'Send code'],
  resendIn: ['{seconds}秒后重发', '{seconds}秒後重發', 'Resend in {seconds} s'],
  sending: ['发送中…', '發送中…', 'Sending…'],
  phoneSubmit: ['登录', '登入', 'Sign in'],
  toSite: ['前往公开申报网站', '前往公開申報網站', 'Go to the public declaration site'],
  noToken: [
    '登录失败：返回结果中缺少令牌',
    '登入失敗：回應中缺少令牌',
    'Sign-in failed: the answer carries no token',
  ],
});
