import { LAYOUT_MESSAGES as M } from '@awards/shared/themes';
import { PROPERTY_NAMES } from './layoutI18n.properties';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW
 * and en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
export const SHARED_MESSAGES: Record<string, readonly [zhTW: string, enGB: string]> = {
  ...PROPERTY_NAMES,
  [M.nameTaken]: ['佈局名稱已存在', 'The layout name is already taken'],
  [M.notFound]: ['佈局不存在', 'The layout does not exist'],
  [M.inUse]: ['該佈局正被主題使用，不能刪除', 'A theme uses this layout, so it cannot be deleted'],
  请输入布局名称: ['請輸入佈局名稱', 'Please enter the layout name'],
  布局名称不能超过32个字符: ['佈局名稱不能超過32個字符', 'The layout name is at most 32 characters'],
  备注不能超过200个字符: ['備註不能超過200個字符', 'The remarks are at most 200 characters'],
  必须是数字: ['必須是數字', ' must be a number'],
  颜色格式不正确: ['顏色格式不正確', ': not a colour such as #1677ff'],
  不是可选的值: ['不是可選的值', ': not one of the choices'],
  不能超过200个字符: ['不能超過200個字符', ' is at most 200 characters'],
};
