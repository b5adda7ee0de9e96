import { TEMPLATE_MESSAGES as T } from '@awards/shared/templates';
import { USER_MESSAGE_MESSAGES as U } from '@awards/shared/user-messages';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW and
 * en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
const EXACT: Record<string, readonly [zhTW: string, enGB: string]> = {
  [T.codeRequired]: ['請輸入模板編碼', 'Please enter the template code'],
  [T.codeRule]: [
    '模板編碼為2至64位字母、數字或下劃線，以字母開頭',
    'A template code is 2 to 64 letters, digits or _, starting with a letter',
  ],
  [T.codeTaken]: ['該模板編碼已存在', 'The template code is already taken'],
  [T.nameRequired]: ['請輸入模板名稱', 'Please enter the template name'],
  [T.contentRequired]: ['請輸入模板內容', 'Please enter the template content'],
  [T.type]: ['模板類型只能是1短信、2郵件、3微信或4系統消息', 'The type is SMS, e-mail, WeChat or system'],
  [T.notFound]: ['模板不存在', 'The template does not exist'],
  [T.receiversRequired]: ['請選擇接收人', 'Choose the receivers'],
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
};

const PATTERNS: [RegExp, zhTW: string, enGB: string][] = [
  [/^缺少模板参数：(.+)$/, '缺少模板參數：$1', 'Missing template parameter: $1'],
  [/^不能超过(\d+)个字符$/, '不能超過$1個字符', 'At most $1 characters'],
];

/** A server or schema message in the given language; unknown text passes unchanged. */
export function translateShared(language: string, message: string): string {
  if (language !== 'zh_TW' && language !== 'en_GB') return message;
  const index = language === 'zh_TW' ? 0 : 1;
  const exact = EXACT[message];
  if (exact?.[index]) return exact[index];
  for (const [pattern, ...versions] of PATTERNS) {
    if (pattern.test(message)) return message.replace(pattern, versions[index]!);
  }
  return message;
}
