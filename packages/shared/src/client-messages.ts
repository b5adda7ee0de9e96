import { defineMessages } from './i18n';

/**
 * What the browser front ends (the staff portal and the public site) say about a call that
 * failed, in the words of the error catalogue (spec 000 §8), rendered in the interface
 * language by `@awards/web-common` (http.ts, errorCatalogue.ts, sessionLoss.ts, transfer.ts).
 * The server never sends these: they are what the client says when there is no answer to show.
 */
export const CLIENT_MESSAGES = defineMessages('client', {
  title: ['系统提示', '系統提示', 'System prompt'],
  unauthorised: ['未授权，请重新登录', '未經授權，請重新登入', 'Unauthorised, please log in again'],
  forbidden: ['拒绝访问', '拒絕存取', 'Access denied'],
  notFound: ['很抱歉，资源未找到!', '很抱歉，找不到資源！', 'Sorry, resource not found!'],
  timeout: ['网络超时', '網路逾時', 'Network timeout'],
  network: [
    '网络连接失败，请检查网络',
    '網路連線失敗，請檢查網路',
    'Network connection failed, please check your network',
  ],
  failed: ['请求失败', '請求失敗', 'Request failed'],
  expiredTitle: ['登录已过期', '登入已逾期', 'Login expired'],
  expiredContent: [
    '很抱歉，登录已过期，请重新登录',
    '很抱歉，登入已逾期，請重新登入',
    'Sorry, your login has expired. Please log in again.',
  ],
  loginAgain: ['重新登录', '重新登入', 'Log in again'],
  downloadFailed: ['文件下载失败', '檔案下載失敗', 'File download failed'],
  /** The language selector's name, for screen readers. */
  language: ['语言', '語言', 'Language'],
});
