import { ROLE_MESSAGES as R } from '@awards/shared/roles';
import { GRANT_PATTERNS } from '../../i18n/grantMessages';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW and
 * en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
const EXACT: Record<string, readonly [zhTW: string, enGB: string]> = {
  [R.roleCodeRequired]: ['請輸入角色編碼', 'Please enter the role code'],
  [R.roleCodeRule]: [
    '角色編碼為2至50位大寫字母、數字或下劃線，以字母開頭',
    'A role code is 2 to 50 capitals, digits or _, starting with a letter',
  ],
  [R.roleCodeTaken]: ['該角色編碼已存在', 'The role code is already taken'],
  [R.roleNameRequired]: ['請輸入角色名稱', 'Please enter the role name'],
  [R.roleNameTooLong]: ['角色名稱不能超過50個字符', 'The role name is at most 50 characters'],
  [R.organMissing]: ['所選機構不存在', 'The chosen organisation does not exist'],
  [R.menuMissing]: ['所選菜單不存在', 'The chosen menu does not exist'],
  [R.buttonMissing]: ['所選按鈕不存在', 'The chosen button does not exist'],
  [R.notFound]: ['角色不存在', 'The role does not exist'],
  [R.builtInDelete]: ['系統內置角色不能刪除', 'A built-in role cannot be deleted'],
  [R.builtInCode]: ['系統內置角色的編碼不能修改', 'A built-in role keeps its code'],
  [R.adminPermissions]: [
    '系統管理員角色始終擁有全部權限，不能修改',
    'The system administrator role always holds everything and cannot be changed',
  ],
  '该值不可用，系统中已存在！': [
    '該值不可用，系統中已存在！',
    'This value is unavailable, it already exists',
  ],
  至少需要保留一个可用的系统管理员账号: [
    '至少需要保留一個可用的系統管理員賬號',
    'At least one active system administrator must remain',
  ],
  不能超过500个字符: ['不能超過500個字符', 'At most 500 characters'],
  不能超过32个字符: ['不能超過32個字符', 'At most 32 characters'],
};

/** Messages with a number or a name in them: the Chinese pattern, and its versions. */
const PATTERNS: [RegExp, zhTW: string, enGB: string][] = [
  ...GRANT_PATTERNS,
  [
    /^该角色已被 (\d+) 个用户使用，不能删除$/,
    '該角色已被 $1 個用戶使用，不能刪除',
    '$1 users hold the role: it cannot be deleted',
  ],
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
