import { THEME_MESSAGES as M } from '@awards/shared/themes';

/**
 * The shared schema's and the server's messages (written once, in Chinese): their zh_TW
 * and en_GB versions, keyed by the Chinese text. Anything missing is shown as it came.
 */
export const SHARED_MESSAGES: Record<string, readonly [zhTW: string, enGB: string]> = {
  [M.nameTaken]: ['主題名稱已存在', 'The theme name is already taken'],
  [M.notFound]: ['主題不存在', 'The theme does not exist'],
  [M.deleteDefault]: [
    '系統默認主題不能刪除，請先將其他主題設為系統默認',
    'The system default cannot be deleted: make another theme the default first',
  ],
  [M.layoutMissing]: ['佈局不存在', 'The layout does not exist'],
  [M.headerBgMissing]: [
    '頂欄背景不在字典 header_bg 中',
    'The header background is not in the header_bg dictionary',
  ],
  [M.sideMenuBgMissing]: [
    '側邊欄背景不在字典 side_menu_bg 中',
    'The side menu background is not in the side_menu_bg dictionary',
  ],
  [M.footerConflict]: ['固定頁腳與隱藏頁腳不能同時開啟', 'A footer cannot be both fixed and hidden'],
  [M.defaultRace]: [
    '默認主題剛被其他管理員修改，請重試',
    'Another administrator just changed the default; try again',
  ],
  请输入主题名称: ['請輸入主題名稱', 'Please enter the theme name'],
  主题名称不能超过32个字符: ['主題名稱不能超過32個字符', 'The theme name is at most 32 characters'],
  请选择主题色: ['請選擇主題色', 'Please choose the primary colour'],
  '主题色格式不正确，如 #1677ff': ['主題色格式不正確，如 #1677ff', 'A colour is written like #1677ff'],
  '菜单颜色格式不正确，如 #1677ff': ['菜單顏色格式不正確，如 #1677ff', 'A colour is written like #1677ff'],
  布局不能为空: ['佈局不能為空', 'Please choose a layout'],
  布局不正确: ['佈局不正確', 'Please choose a layout'],
  '子菜单字号为12-20': ['子菜單字號為12-20', 'The font size is 12 to 20'],
  '子菜单内边距为0-48': ['子菜單內邊距為0-48', 'The padding is 0 to 48'],
  '子菜单圆角为0-24': ['子菜單圓角為0-24', 'The corner radius is 0 to 24'],
};
