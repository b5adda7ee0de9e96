import { ORGAN_MESSAGES as O } from '@awards/shared/organisations';
import { MESSAGES as V } from '@awards/shared/validators';
import { GRANT_PATTERNS } from '../../i18n/grantMessages';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW and
 * en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
const EXACT: Record<string, readonly [zhTW: string, enGB: string]> = {
  [O.organCodeRequired]: ['請輸入機構編碼', 'Please enter the code'],
  [O.organCodeRule]: [
    '機構編碼為1至50位字母、數字、下劃線或橫線',
    'A code is 1 to 50 letters, digits, _ or -',
  ],
  [O.organCodeTaken]: ['該機構編碼已存在', 'The code is already taken'],
  [O.organNameRequired]: ['請輸入機構名稱', 'Please enter the name'],
  [O.organNameTooLong]: ['機構名稱不能超過100個字符', 'The name is at most 100 characters'],
  [O.grade]: ['機構級別必須是0至99之間的整數', 'The grade is a whole number from 0 to 99'],
  [O.notFound]: ['機構不存在或無權訪問', 'The organisation does not exist or is out of your reach'],
  [O.parentMissing]: ['上級機構不存在或已刪除', 'The parent does not exist or is deleted'],
  [O.moveUnderSelf]: [
    '不能將機構移動到其自身或下級機構之下',
    'An organisation cannot go under itself or below it',
  ],
  [O.rootDelete]: ['根機構不能刪除', 'The root organisation cannot be deleted'],
  [O.parentDeleted]: ['上級機構已刪除，請先恢復上級機構', 'The parent is deleted: restore it first'],
  [O.purgeChildren]: [
    '該機構在回收站中還有下級機構，請先徹底刪除下級機構',
    'Organisations below it are still in the bin: delete them for good first',
  ],
  [O.purgeReferenced]: [
    '該機構仍被用戶或其他數據引用，不能徹底刪除',
    'Users or other records still refer to it: it cannot be deleted for good',
  ],
  [O.sortForeign]: ['排序的機構必須都屬於所選上級機構', 'Only siblings can be sorted together'],
  [O.parentOutOfScope]: ['無權在該機構下新增或移入機構', 'You may not add or move organisations there'],
  [O.notUnit]: [
    '只有申報單位類型的機構可以添加或修改申報用戶',
    'Only a declaring unit can have declarers added or edited',
  ],
  [O.notDeclarer]: ['該用戶不是本機構的申報用戶', 'This user is not a declarer of this organisation'],
  [O.ruleForeign]: ['所選數據規則不屬於該菜單', 'The chosen data rules do not belong to this menu'],
  [V.email]: ['請輸入正確格式的郵箱!', 'Please enter a valid e-mail address'],
  [V.contact]: ['輸入正確格式的聯繫方式', 'Please enter a valid telephone number'],
  [V.fax]: ['您的傳真格式不正確!', 'The fax number is not valid'],
  [V.postCode]: ['您的郵編格式不正確!', 'The post code is not valid'],
  行政区划代码为6位数字: ['行政區劃代碼為6位數字', 'A region code is 6 digits'],
  '该值不可用，系统中已存在！': [
    '該值不可用，系統中已存在！',
    'This value is unavailable, it already exists',
  ],
};

/** Messages with a number or a name in them: the Chinese pattern, and its versions. */
const PATTERNS: [RegExp, zhTW: string, enGB: string][] = [
  ...GRANT_PATTERNS,
  [
    /^该机构下有 (\d+) 个下级机构，不能删除$/,
    '該機構下有 $1 個下級機構，不能刪除',
    '$1 organisations lie below it: it cannot be deleted',
  ],
  [
    /^该机构下有 (\d+) 个用户，不能删除$/,
    '該機構下有 $1 個用戶，不能刪除',
    '$1 users belong to it: it cannot be deleted',
  ],
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
