import { USER_MESSAGE_MESSAGES as U } from '@awards/shared/user-messages';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW and
 * en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
const EXACT: Record<string, readonly [zhTW: string, enGB: string]> = {
  [U.titleRequired]: ['請輸入消息標題', 'Please enter the title'],
  [U.titleTooLong]: ['消息標題不能超過100個字符', 'The title is at most 100 characters'],
  [U.contentRequired]: ['請輸入消息內容', 'Please enter the content'],
  [U.msgType]: ['消息類型只能是1短信、2郵件、3微信或4系統消息', 'The type is SMS, e-mail, WeChat or system'],
  [U.receiversRequired]: [
    '請選擇接收人（用戶、組織或角色）',
    'Choose the receivers (users, organisations or roles)',
  ],
  [U.noReceivers]: [
    '所選組織或角色下沒有可接收消息的用戶',
    'The chosen organisations and roles have no users',
  ],
  [U.receiversMissing]: ['部分接收用戶、組織或角色不存在', 'Some receivers no longer exist'],
  [U.wechatUnsupported]: ['微信渠道尚未接入', 'The WeChat channel is not connected yet'],
  [U.notFound]: ['消息不存在', 'The message does not exist'],
};

/** A server or schema message in the given language; unknown text passes unchanged. */
export function translateShared(language: string, message: string): string {
  if (language !== 'zh_TW' && language !== 'en_GB') return message;
  return EXACT[message]?.[language === 'zh_TW' ? 0 : 1] ?? message;
}
