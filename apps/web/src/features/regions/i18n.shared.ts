import { REGION_MESSAGES as M } from '@awards/shared/regions';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW
 * and en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
export const SHARED_MESSAGES: Record<string, readonly [zhTW: string, enGB: string]> = {
  [M.notFound]: ['行政區劃不存在', 'The region does not exist'],
  [M.unknownRegions]: ['包含不存在的行政區劃', 'Some of the regions do not exist'],
  [M.groupCodeTaken]: ['該分類下已有相同的分組編碼', 'The category already has a group with that code'],
  [M.groupNotFound]: ['區域分組不存在', 'The region group does not exist'],
  请输入名称: ['請輸入名稱', 'Please enter the name'],
  名称不能超过50个字符: ['名稱不能超過50個字符', 'The name is at most 50 characters'],
  请输入分组分类: ['請輸入分組分類', 'Please enter the category'],
  '分组分类以小写字母开头，只能包含小写字母、数字和下划线': [
    '分組分類以小寫字母開頭，只能包含小寫字母、數字和下劃線',
    'A category starts with a lower-case letter and holds a–z, 0–9 and _ only',
  ],
  请输入分组编码: ['請輸入分組編碼', 'Please enter the group code'],
  '分组编码以字母开头，只能包含字母、数字、下划线和横杠': [
    '分組編碼以字母開頭，只能包含字母、數字、下劃線和橫槓',
    'A group code starts with a letter and holds letters, digits, _ and - only',
  ],
  请输入分组名称: ['請輸入分組名稱', 'Please enter the group name'],
  分组名称不能超过50个字符: ['分組名稱不能超過50個字符', 'The group name is at most 50 characters'],
  请选择分组包含的行政区划: ['請選擇分組包含的行政區劃', 'Please choose the regions the group covers'],
  一个分组最多包含500个行政区划: ['一個分組最多包含500個行政區劃', 'A group covers at most 500 regions'],
  行政区划不能重复: ['行政區劃不能重複', 'A region can be chosen once only'],
  排序必须是数字: ['排序必須是數字', 'The order is a number'],
};
