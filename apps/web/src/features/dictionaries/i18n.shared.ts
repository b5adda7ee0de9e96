import { DICT_MESSAGES as M } from '@awards/shared/dictionaries';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW
 * and en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
export const SHARED_MESSAGES: Record<string, readonly [zhTW: string, enGB: string]> = {
  [M.codeTaken]: ['字典編碼已存在', 'The dictionary code is already taken'],
  [M.itemCodeTaken]: ['該字典下已有相同的字典項編碼', 'The dictionary already has an item with that code'],
  [M.builtInDelete]: [
    '系統內置字典及其內置字典項不能刪除',
    'A built-in dictionary and its built-in items cannot be deleted',
  ],
  [M.builtInCode]: [
    '系統內置字典及其內置字典項的編碼不能修改',
    'A built-in dictionary and its built-in items keep their codes',
  ],
  [M.parentMissing]: ['字典不存在', 'The dictionary does not exist'],
  [M.appMissing]: ['所屬應用不存在', 'The application does not exist'],
  [M.sortSiblings]: [
    '排序的條目必須屬於同一字典',
    'Only entries of one dictionary can be reordered together',
  ],
  [M.sortStale]: [
    '字典內容已變化，請刷新後重試',
    'The dictionary has changed meanwhile; refresh and try again',
  ],
  请输入字典编码: ['請輸入字典編碼', 'Please enter the code'],
  '字典编码以字母开头，只能包含字母、数字和下划线': [
    '字典編碼以字母開頭，只能包含字母、數字和下劃線',
    'A code starts with a letter and holds letters, digits and _ only',
  ],
  请输入字典名称: ['請輸入字典名稱', 'Please enter the name'],
  字典名称不能超过100个字符: ['字典名稱不能超過100個字符', 'The name is at most 100 characters'],
  请输入字典项编码: ['請輸入字典項編碼', 'Please enter the item code'],
  字典项编码不能超过64个字符: ['字典項編碼不能超過64個字符', 'The item code is at most 64 characters'],
  字典项编码不能包含空白: ['字典項編碼不能包含空白', 'The item code cannot hold spaces'],
  请输入字典项名称: ['請輸入字典項名稱', 'Please enter the item name'],
  字典项名称不能超过100个字符: ['字典項名稱不能超過100個字符', 'The item name is at most 100 characters'],
  备注不能超过500个字符: ['備註不能超過500個字符', 'The remarks are at most 500 characters'],
  排序必须是整数: ['排序必須是整數', 'The order is a whole number'],
  排序不能小于0: ['排序不能小於0', 'The order cannot be below 0'],
  排序不能大于99999: ['排序不能大於99999', 'The order cannot exceed 99999'],
};
