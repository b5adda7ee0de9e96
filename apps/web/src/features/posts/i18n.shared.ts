import { POST_MESSAGES as P } from '@awards/shared/posts';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW and
 * en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
const EXACT: Record<string, readonly [zhTW: string, enGB: string]> = {
  [P.postCodeRequired]: ['請輸入崗位編碼', 'Please enter the post code'],
  [P.postCodeRule]: [
    '崗位編碼為2至50位大寫字母、數字或下劃線，以字母開頭',
    'A post code is 2 to 50 capitals, digits or _, starting with a letter',
  ],
  [P.postCodeTaken]: ['該崗位編碼已存在', 'The post code is already taken'],
  [P.postNameRequired]: ['請輸入崗位名稱', 'Please enter the post name'],
  [P.postNameTooLong]: ['崗位名稱不能超過50個字符', 'The post name is at most 50 characters'],
  [P.postType]: ['崗位類型不正確', 'The post type is not valid'],
  [P.postRank]: ['職級必須是1至5之間的整數', 'The rank is a whole number from 1 to 5'],
  [P.notFound]: ['崗位不存在', 'The post does not exist'],
  '该值不可用，系统中已存在！': [
    '該值不可用，系統中已存在！',
    'This value is unavailable, it already exists',
  ],
  不能超过500个字符: ['不能超過500個字符', 'At most 500 characters'],
};

/** Messages with a number or a name in them: the Chinese pattern, and its versions. */
const PATTERNS: [RegExp, zhTW: string, enGB: string][] = [
  [
    /^岗位 (.+) 下还有用户，不能删除$/,
    '崗位 $1 下還有用戶，不能刪除',
    'Users still hold the posts $1: they cannot be deleted',
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
