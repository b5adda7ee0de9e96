import { ICON_MESSAGES as M, MAX_PATH_LENGTH } from '@awards/shared/icons';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW
 * and en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
export const SHARED_MESSAGES: Record<string, readonly [zhTW: string, enGB: string]> = {
  [M.titleTaken]: ['圖標名稱已存在', 'The icon name is already taken'],
  [M.inUse]: ['該圖標正被菜單使用，不能刪除', 'A menu shows this icon, so it cannot be deleted'],
  [M.notFound]: ['圖標不存在', 'The icon does not exist'],
  请输入图标名称: ['請輸入圖標名稱', 'Please enter the icon name'],
  图标名称不能超过50个字符: ['圖標名稱不能超過50個字符', 'The icon name is at most 50 characters'],
  请输入图标路径: ['請輸入圖標路徑', 'Please enter the path data'],
  [`图标路径不能超过${MAX_PATH_LENGTH}个字符`]: [
    `圖標路徑不能超過${MAX_PATH_LENGTH}個字符`,
    `The path data is at most ${MAX_PATH_LENGTH} characters`,
  ],
  '图标路径只能是SVG路径数据（以M开头，仅含路径命令、数字和分隔符）': [
    '圖標路徑只能是SVG路徑數據（以M開頭，僅含路徑命令、數字和分隔符）',
    'The path must be SVG path data: starting with M, holding only path commands, numbers and separators',
  ],
  视图框格式不正确: ['視圖框格式不正確', 'The view box is not valid'],
  '视图框由4个数字组成，如 0 0 1024 1024': [
    '視圖框由4個數字組成，如 0 0 1024 1024',
    'A view box is 4 numbers, e.g. 0 0 1024 1024',
  ],
  排序必须是数字: ['排序必須是數字', 'The order is a number'],
};
