import { APP_MESSAGES as M } from '@awards/shared/apps';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW
 * and en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
export const SHARED_MESSAGES: Record<string, readonly [zhTW: string, enGB: string]> = {
  [M.codeTaken]: ['應用編碼已存在', 'The app code is already taken'],
  [M.hasMenus]: ['該應用下還有菜單，不能刪除', 'The app still owns menus and cannot be deleted'],
  [M.hasDictionaries]: [
    '該應用下還有字典，不能刪除',
    'The app still owns dictionaries and cannot be deleted',
  ],
  [M.notFound]: ['應用不存在', 'The app does not exist'],
  请输入应用名称: ['請輸入應用名稱', 'Please enter the app name'],
  应用名称不能超过50个字符: ['應用名稱不能超過50個字符', 'The app name is at most 50 characters'],
  应用简称不能超过20个字符: ['應用簡稱不能超過20個字符', 'The short name is at most 20 characters'],
  部署地址必须是IP地址或主机名: ['部署地址必須是IP地址或主機名', 'The host is an IP address or a host name'],
  端口必须是数字: ['端口必須是數字', 'The port is a number'],
  端口必须是整数: ['端口必須是整數', 'The port is a whole number'],
  '端口范围为1-65535': ['端口範圍為1-65535', 'The port is between 1 and 65535'],
  访问地址不能超过500个字符: ['訪問地址不能超過500個字符', 'The address is at most 500 characters'],
  '访问地址必须以 http(s):// 或 / 开头': [
    '訪問地址必須以 http(s):// 或 / 開頭',
    'The address starts with http://, https:// or /',
  ],
  排序必须是数字: ['排序必須是數字', 'The order is a number'],
  请输入应用编码: ['請輸入應用編碼', 'Please enter the app code'],
  '应用编码以小写字母开头，2-32位小写字母、数字、下划线或横杠': [
    '應用編碼以小寫字母開頭，2-32位小寫字母、數字、下劃線或橫槓',
    'An app code starts with a lower-case letter: 2 to 32 of a–z, 0–9, _ and -',
  ],
};
