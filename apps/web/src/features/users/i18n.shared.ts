import { PASSWORD_MESSAGES } from '@awards/shared/password';
import { USER_MESSAGES as U } from '@awards/shared/users';
import { MESSAGES as V } from '@awards/shared/validators';
import { GRANT_PATTERNS } from '../../i18n/grantMessages';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW and
 * en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
const EXACT: Record<string, readonly [zhTW: string, enGB: string]> = {
  [U.loginNameRequired]: ['請輸入登錄名', 'Please enter the login name'],
  [U.loginNameRule]: [
    '登錄名為3至32位字母、數字或 _ . @ - 符號',
    'A login name is 3 to 32 letters, digits or _ . @ -',
  ],
  [U.loginNameTaken]: ['該登錄名已被使用', 'The login name is already taken'],
  [U.realnameRequired]: ['請輸入姓名', 'Please enter the name'],
  [U.realnameTooLong]: ['姓名不能超過50個字符', 'The name is at most 50 characters'],
  [U.phoneTaken]: ['該手機號已被使用', 'The mobile number is already taken'],
  [U.emailTaken]: ['該郵箱已被使用', 'The e-mail address is already taken'],
  [U.workNoTaken]: ['該工號已被使用', 'The staff number is already taken'],
  [U.userNoTaken]: ['該用戶編號已被使用', 'The user number is already taken'],
  [U.passwordRequired]: ['請輸入密碼', 'Please enter the password'],
  [U.notFound]: ['用戶不存在或無權訪問', 'The user does not exist or is out of your reach'],
  [U.deleteSelf]: ['不能刪除當前登錄的用戶', 'You cannot delete yourself'],
  [U.freezeSelf]: ['不能凍結當前登錄的用戶', 'You cannot freeze yourself'],
  [U.restoreOrgDeleted]: [
    '用戶所屬機構已刪除，請先恢復該機構',
    "The user's organisation is deleted: restore it first",
  ],
  [U.orgMissing]: ['所屬機構不存在或已刪除', 'The organisation does not exist or is deleted'],
  [PASSWORD_MESSAGES.newRule]: [
    '密碼由至少8位數字、大小寫字母組成!',
    'At least 8 characters, letters and digits',
  ],
  [PASSWORD_MESSAGES.mismatch]: ['兩次輸入的密碼不一樣！', 'The two passwords differ'],
  [V.email]: ['請輸入正確格式的郵箱!', 'Please enter a valid e-mail address'],
  [V.mobile]: ['您的手機號碼格式不正確!', 'The mobile number is not valid'],
  [V.landline]: ['您的電話號碼格式不正確!', 'The telephone number is not valid'],
  '该值不可用，系统中已存在！': [
    '該值不可用，系統中已存在！',
    'This value is unavailable, it already exists',
  ],
  至少需要保留一个可用的系统管理员账号: [
    '至少需要保留一個可用的系統管理員賬號',
    'At least one active system administrator must remain',
  ],
  '该用户仍被其他业务数据引用，不能彻底删除': [
    '該用戶仍被其他業務數據引用，不能徹底刪除',
    'Other records still refer to the user: it cannot be deleted for good',
  ],
  无权管理该机构的用户: ['無權管理該機構的用戶', 'You may not manage users of that organisation'],
  '请选择要导入的.xlsx文件': ['請選擇要導入的.xlsx文件', 'Please choose the .xlsx file to import'],
  '仅支持.xlsx格式的Excel文件': ['僅支持.xlsx格式的Excel文件', 'Only .xlsx Excel files'],
  '文件不是有效的.xlsx格式Excel文件': [
    '文件不是有效的.xlsx格式Excel文件',
    'The file is not a valid .xlsx file',
  ],
  '无法读取该Excel文件，请使用导入模板': [
    '無法讀取該Excel文件，請使用導入模板',
    'The file cannot be read: use the template',
  ],
  导入文件中没有数据: ['導入文件中沒有數據', 'The file holds no rows'],
  请填写所属机构编码: ['請填寫所屬機構編碼', 'Please fill in the organisation code'],
};

/** Messages with a number or a name in them: the Chinese pattern, and its versions. */
const PATTERNS: [RegExp, zhTW: string, enGB: string][] = [
  ...GRANT_PATTERNS,
  [/^(.+)与第(\d+)行重复$/, '$1與第$2行重複', '$1 repeats row $2'],
  [/^所属机构编码不存在：(.+)$/, '所屬機構編碼不存在：$1', 'No organisation has the code $1'],
  [/^无权向该机构导入用户：(.+)$/, '無權向該機構導入用戶：$1', 'You may not import users into $1'],
  [/^文件不能超过(\d+)MB$/, '文件不能超過$1MB', 'The file is at most $1 MB'],
  [
    /^符合条件的用户有 (\d+) 条，超过单次导出上限 (\d+) 条，请缩小查询范围$/,
    '符合條件的用戶有 $1 條，超過單次導出上限 $2 條，請縮小查詢範圍',
    '$1 users match, more than the $2 one export allows: narrow the search',
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
