import { defineMessages } from './i18n';

/**
 * The theme-property tree (spec 001 §3) over the theme configuration of spec
 * 000 §3: every property a layout may set, grouped by the part of the portal it
 * styles. The tree is defined here, in code, because the portal must know how
 * to apply each property; a layout stores only the values it changes.
 */

export const THEME_INPUT_TYPES = ['switch', 'colorselect', 'imgselect', 'select', 'text'] as const;
export type ThemeInputType = (typeof THEME_INPUT_TYPES)[number];
export type ThemeValueType = 'boolean' | 'string' | 'number';
export type ThemeValue = boolean | string | number;

export interface ThemePropertyDefinition {
  uiName: string;
  displayName: string;
  defaultValue: ThemeValue;
  /** The allowed values of a select or imgselect; '' means none. */
  valueOption?: readonly { code: string; value: string }[];
  inputType: ThemeInputType;
  valueType: ThemeValueType;
  /** Bounds of a number. */
  min?: number;
  max?: number;
}

export interface ThemePropertyGroupDefinition {
  uiName: string;
  displayName: string;
  properties: readonly ThemePropertyDefinition[];
}

/**
 * The names in the theme-property tree (its groups, properties and the choices of its
 * selects), which the portal shows in its language.
 */
export const THEME_PROPERTY_MESSAGES = defineMessages('themeProperties', {
  basicGroup: ['基础属性', '基礎屬性', 'Basics'],
  layoutUiName: ['布局组件', '佈局組件', 'Layout component'],
  globalLayout: ['全局布局', '全局佈局', 'Global layout'],
  primaryColor: ['主题色', '主題色', 'Primary colour'],
  fixHeader: ['固定顶栏', '固定頂欄', 'Fixed header'],
  fixFooter: ['固定页脚', '固定頁腳', 'Fixed footer'],
  fixSiderbar: ['固定侧边栏', '固定側邊欄', 'Fixed side menu'],
  showFooter: ['显示页脚', '顯示頁腳', 'Show the footer'],
  multiTab: ['多页签模式', '多頁籤模式', 'Tabs'],
  headerFontColor: ['顶栏文字颜色', '頂欄文字顏色', 'Header text colour'],
  headerBackgroundImg: ['顶栏背景图', '頂欄背景圖', 'Header background'],
  menuGroup: ['菜单', '菜單', 'Menu'],
  menuFontColor: ['菜单文字颜色', '菜單文字顏色', 'Menu text colour'],
  menuBackgroundColor: ['菜单背景色', '菜單背景色', 'Menu background'],
  expandMenuBackgroundColor: ['展开子菜单背景色', '展開子菜單背景色', 'Open sub-menu background'],
  selectedMenuBackgroundColor: ['选中菜单背景色', '選中菜單背景色', 'Selected item background'],
  selectedMenuFontColor: ['选中菜单文字颜色', '選中菜單文字顏色', 'Selected item text colour'],
  sliderBackgroundImg: ['侧边栏背景图', '側邊欄背景圖', 'Side menu background'],
  logoGroup: ['标志', '標誌', 'Logo'],
  logoShowTitle: ['显示系统名称', '顯示系統名稱', 'Show the system name'],
  logoTitleColor: ['系统名称颜色', '系統名稱顏色', 'System name colour'],
  logoBackgroundColor: ['标志区背景色', '標誌區背景色', 'Logo background'],
  buttonGroup: ['按钮', '按鈕', 'Buttons'],
  buttonBorderRadius: ['按钮圆角', '按鈕圓角', 'Button corner radius'],
  buttonShadow: ['按钮阴影', '按鈕陰影', 'Button shadow'],
  modalGroup: ['弹窗', '彈窗', 'Dialogs'],
  modalWidth: ['弹窗宽度', '彈窗寬度', 'Dialog width'],
  modalFullscreen: ['允许全屏', '允許全屏', 'Allow full screen'],
  modalHeaderBackground: ['弹窗标题背景色', '彈窗標題背景色', 'Dialog title background'],
  listTitleGroup: ['列表标题', '列表標題', 'List titles'],
  listTitleFontSize: ['标题字号', '標題字號', 'Title font size'],
  listTitleColor: ['标题颜色', '標題顏色', 'Title colour'],
  listTitleBarColor: ['标题竖条颜色', '標題豎條顏色', 'Title bar colour'],
  searchFormGroup: ['查询表单', '查詢表單', 'Search forms'],
  searchFormExpand: ['默认展开', '默認展開', 'Expanded at first'],
  searchFormLabelWidth: ['标签宽度', '標籤寬度', 'Label width'],
  searchFormBackground: ['背景色', '背景色', 'Background'],
  dataTableGroup: ['数据表格', '數據表格', 'Data tables'],
  tableSize: ['表格尺寸', '表格尺寸', 'Table size'],
  sizeLarge: ['宽松', '寬鬆', 'Large'],
  sizeMiddle: ['中等', '中等', 'Middle'],
  sizeSmall: ['紧凑', '緊湊', 'Small'],
  tableBordered: ['显示边框', '顯示邊框', 'Bordered'],
  tableStriped: ['斑马纹', '斑馬紋', 'Striped'],
  tableHeaderBackground: ['表头背景色', '表頭背景色', 'Header row background'],
  none: ['无', '無', 'None'],
  background: ['背景{n}', '背景{n}', 'Background {n}'],
});

const P = THEME_PROPERTY_MESSAGES;

const color = (uiName: string, displayName: string, defaultValue: string): ThemePropertyDefinition => ({
  uiName,
  displayName,
  defaultValue,
  inputType: 'colorselect',
  valueType: 'string',
});
const toggle = (uiName: string, displayName: string, defaultValue: boolean): ThemePropertyDefinition => ({
  uiName,
  displayName,
  defaultValue,
  inputType: 'switch',
  valueType: 'boolean',
});
const number = (
  uiName: string,
  displayName: string,
  defaultValue: number,
  min: number,
  max: number,
): ThemePropertyDefinition => ({
  uiName,
  displayName,
  defaultValue,
  inputType: 'text',
  valueType: 'number',
  min,
  max,
});

/** Background images: the header_bg and side_menu_bg dictionaries (spec 001 §9 choices). */
const NONE = { code: '', value: P.none };
export const HEADER_BG_CHOICES = ['1', '2', '3', '4', '5'] as const;
export const SIDE_MENU_BG_CHOICES = ['1', '7', '8', '9', '2'] as const;
const images = (codes: readonly string[]) => [
  NONE,
  ...codes.map((code) => ({ code, value: P.background({ n: code }) })),
];

export const THEME_PROPERTY_GROUPS: readonly ThemePropertyGroupDefinition[] = [
  {
    uiName: 'basic',
    displayName: P.basicGroup,
    properties: [
      {
        uiName: 'layoutUiName',
        displayName: P.layoutUiName,
        defaultValue: 'GlobalLayout',
        valueOption: [{ code: 'GlobalLayout', value: P.globalLayout }],
        inputType: 'select',
        valueType: 'string',
      },
      color('primaryColor', P.primaryColor, '#1677ff'),
      toggle('fixHeader', P.fixHeader, false),
      toggle('fixFooter', P.fixFooter, false),
      toggle('fixSiderbar', P.fixSiderbar, true),
      toggle('showFooter', P.showFooter, true),
      toggle('multiTab', P.multiTab, false),
      color('headerFontColor', P.headerFontColor, '#000000e0'),
      {
        uiName: 'headerBackgroundImg',
        displayName: P.headerBackgroundImg,
        defaultValue: '',
        valueOption: images(HEADER_BG_CHOICES),
        inputType: 'imgselect',
        valueType: 'string',
      },
    ],
  },
  {
    uiName: 'menu',
    displayName: P.menuGroup,
    properties: [
      color('menuFontColor', P.menuFontColor, '#ffffffa6'),
      color('menuBackgroundColor', P.menuBackgroundColor, '#001529'),
      color('expandMenuBackgroundColor', P.expandMenuBackgroundColor, '#000c17'),
      color('selectedMenuBackgroundColor', P.selectedMenuBackgroundColor, '#1677ff'),
      color('selectedMenuFontColor', P.selectedMenuFontColor, '#ffffff'),
      {
        uiName: 'sliderBackgroundImg',
        displayName: P.sliderBackgroundImg,
        defaultValue: '',
        valueOption: images(SIDE_MENU_BG_CHOICES),
        inputType: 'imgselect',
        valueType: 'string',
      },
    ],
  },
  {
    uiName: 'logo',
    displayName: P.logoGroup,
    properties: [
      toggle('logoShowTitle', P.logoShowTitle, true),
      color('logoTitleColor', P.logoTitleColor, '#ffffff'),
      color('logoBackgroundColor', P.logoBackgroundColor, '#002140'),
    ],
  },
  {
    uiName: 'button',
    displayName: P.buttonGroup,
    properties: [
      number('buttonBorderRadius', P.buttonBorderRadius, 6, 0, 24),
      toggle('buttonShadow', P.buttonShadow, true),
    ],
  },
  {
    uiName: 'modal',
    displayName: P.modalGroup,
    properties: [
      {
        uiName: 'modalWidth',
        displayName: P.modalWidth,
        defaultValue: '60%',
        valueOption: [
          { code: '50%', value: '50%' },
          { code: '60%', value: '60%' },
          { code: '80%', value: '80%' },
        ],
        inputType: 'select',
        valueType: 'string',
      },
      toggle('modalFullscreen', P.modalFullscreen, true),
      color('modalHeaderBackground', P.modalHeaderBackground, '#ffffff'),
    ],
  },
  {
    uiName: 'listTitle',
    displayName: P.listTitleGroup,
    properties: [
      number('listTitleFontSize', P.listTitleFontSize, 16, 12, 24),
      color('listTitleColor', P.listTitleColor, '#000000e0'),
      color('listTitleBarColor', P.listTitleBarColor, '#1677ff'),
    ],
  },
  {
    uiName: 'searchForm',
    displayName: P.searchFormGroup,
    properties: [
      toggle('searchFormExpand', P.searchFormExpand, false),
      number('searchFormLabelWidth', P.searchFormLabelWidth, 80, 40, 200),
      color('searchFormBackground', P.searchFormBackground, '#ffffff'),
    ],
  },
  {
    uiName: 'dataTable',
    displayName: P.dataTableGroup,
    properties: [
      {
        uiName: 'tableSize',
        displayName: P.tableSize,
        defaultValue: 'middle',
        valueOption: [
          { code: 'large', value: P.sizeLarge },
          { code: 'middle', value: P.sizeMiddle },
          { code: 'small', value: P.sizeSmall },
        ],
        inputType: 'select',
        valueType: 'string',
      },
      toggle('tableBordered', P.tableBordered, false),
      toggle('tableStriped', P.tableStriped, false),
      color('tableHeaderBackground', P.tableHeaderBackground, '#fafafa'),
    ],
  },
];

export const THEME_PROPERTIES: ReadonlyMap<string, ThemePropertyDefinition> = new Map(
  THEME_PROPERTY_GROUPS.flatMap((group) => group.properties.map((p) => [p.uiName, p] as const)),
);
