import { defineMessages } from './i18n';

export * from './sign-on-paths';

/** The refusals of the sign-on calls (docs/sso.md); free of zod, outside the sign-in page's bundle. */
export const SIGN_ON_MESSAGES = defineMessages('signOn', {
  casOff: ['未配置单点登录', '未配置單點登錄', 'Single sign-on is not configured'],
  oauthOff: ['未配置第三方登录', '未配置第三方登錄', 'Third-party sign-in is not configured'],
  ticketRequired: ['缺少单点登录票据', '缺少單點登錄票據', 'The single sign-on ticket is missing'],
  ticketInvalid: [
    '单点登录票据无效或已使用，请重新登录',
    '單點登錄票據無效或已使用，請重新登錄',
    'The single sign-on ticket is invalid or already used; please sign in again',
  ],
  serviceInvalid: [
    '单点登录的回调地址不属于本系统',
    '單點登錄的回調地址不屬於本系統',
    'The single sign-on return address is not this system',
  ],
  noStaffUser: [
    '单点登录账号「{name}」在本系统中没有对应的工作人员账号，请联系管理员',
    '單點登錄賬號「{name}」在本系統中沒有對應的工作人員賬號，請聯繫管理員',
    'The single sign-on account {name} has no staff account here; please ask an administrator',
  ],
  providerDown: [
    '认证服务器暂时无法访问，请稍后再试',
    '認證服務器暫時無法訪問，請稍後再試',
    'The sign-in server cannot be reached; please try again later',
  ],
  codeRequired: ['缺少授权码', '缺少授權碼', 'The authorisation code is missing'],
  codeInvalid: [
    '授权码无效或已使用，请重新登录',
    '授權碼無效或已使用，請重新登錄',
    'The authorisation code is invalid or already used; please sign in again',
  ],
  notBound: [
    '该第三方账号尚未绑定本系统账号，请先用账号密码登录，在“账号绑定”中绑定',
    '該第三方賬號尚未綁定本系統賬號，請先用賬號密碼登錄，在「賬號綁定」中綁定',
    'This third-party account is not bound to an account here: sign in with your password and bind it under Account bindings',
  ],
  boundElsewhere: [
    '该第三方账号已绑定其他账号',
    '該第三方賬號已綁定其他賬號',
    'This third-party account is bound to another account',
  ],
  staffOnly: [
    '只有工作人员账号可以绑定第三方账号',
    '只有工作人員賬號可以綁定第三方賬號',
    'Only staff accounts may bind a third-party account',
  ],
});
