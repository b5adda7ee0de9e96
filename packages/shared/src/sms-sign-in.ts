import { defineMessages } from './i18n';
import { MESSAGES } from './validators';

/**
 * Phone sign-in's paths, limits and messages without the schemas (no zod): what the sign-in
 * page's phone tab takes (docs/integration.md). `sms.ts` re-exports them with its schemas.
 */

/** The SMS log (spec 001 §7 "/rest/smsService/*", SMS_* codes) and phone sign-in (spec 000 §7). */
export const SMS_PATHS = {
  page: '/rest/smsService/getSmsByPage',
  delete: '/rest/smsService/deleteSmsById',
  deleteBatch: '/rest/smsService/deleteSmsByIds',
  sendCode: '/account/sms',
  login: '/callback?client_name=captcha_client',
} as const;

/** Sign-in codes: 6 digits, valid 5 minutes, one per 60 s and 10 per day per phone. */
export const SMS_CODE = { length: 6, ttlSeconds: 300, resendSeconds: 60, dailyLimit: 10 } as const;

export const SMS_MESSAGES = {
  ...defineMessages('sms', {
    smsIdRequired: ['请选择短信记录', '請選擇短信記錄', 'Please choose an SMS record'],
    notFound: ['短信记录不存在', '短信記錄不存在', 'The SMS record does not exist'],
    phoneRequired: ['请输入手机号码', '請輸入手機號碼', 'Please enter the mobile number'],
    codeRequired: ['请输入短信验证码', '請輸入短信驗證碼', 'Please enter the SMS code'],
    code: ['短信验证码为6位数字', '短信驗證碼為6位數字', 'The SMS code is 6 digits'],
    codeWrong: ['短信验证码错误或已过期', '短信驗證碼錯誤或已失效', 'The SMS code is wrong or has expired'],
    /** The same answer for a known and an unknown phone, so numbers cannot be probed. */
    codeSent: [
      '如果该手机号已注册，验证码已发送，5分钟内有效',
      '如果該手機號已註冊，驗證碼已發送，5分鐘內有效',
      'If this number is registered, a code has been sent: it is valid for 5 minutes',
    ],
    tooSoon: [
      '发送过于频繁，请{seconds}秒后再试',
      '發送過於頻繁，請{seconds}秒後再試',
      'Sent too often: please try again in {seconds} s',
    ],
    dailyLimit: [
      '该手机号今日获取验证码次数已达上限',
      '該手機號今日獲取驗證碼次數已達上限',
      'This number has had as many codes as it may today',
    ],
    sendFailed: [
      '短信发送失败，请稍后再试',
      '短信發送失敗，請稍後再試',
      'The SMS could not be sent: please try again later',
    ],
    sendStatus: ['发送状态不正确', '發送狀態不正確', 'The send status is not valid'],
  }),
  /** The validators' own message for a mobile number. */
  phone: MESSAGES.mobile,
};

export interface SmsCodeAnswer {
  message: string;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
}
