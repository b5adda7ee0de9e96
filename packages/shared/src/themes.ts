import { z } from 'zod';
import { choice } from './admin-fields';
import { defineMessages, type MessageRef, renderMessage } from './i18n';
import { pageRequestSchema } from './paging';
import { id4, int4, optionalNumber, text } from './primitives';

// The property tree itself is theme-properties.ts, without zod: the portal's first screen
// applies it (apps/web/src/lib/themeAppearance.ts) without carrying the schemas below.
export * from './theme-properties';

import {
  THEME_PROPERTIES,
  type ThemeInputType,
  type ThemePropertyDefinition,
  type ThemeValue,
  type ThemeValueType,
} from './theme-properties';

export const COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/**
 * Why a value does not suit a property, or null when it does. The message names the
 * property: `name` is its name as the reader reads it (the zh_CN name when not given).
 */
export function themeValueProblem(
  property: ThemePropertyDefinition,
  value: unknown,
  name: string = renderMessage(property.displayName),
): MessageRef | null {
  const named = { property: name };
  if (property.valueType === 'boolean') return typeof value === 'boolean' ? null : L.valueNotBoolean(named);
  if (property.valueType === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return L.valueNotNumber(named);
    const { min = -Infinity, max = Infinity } = property;
    return value < min || value > max ? L.valueOutOfRange({ ...named, min, max }) : null;
  }
  if (typeof value !== 'string') return L.valueNotText(named);
  if (property.valueOption) {
    return property.valueOption.some((o) => o.code === value) ? null : L.valueNotAChoice(named);
  }
  if (property.inputType === 'colorselect') return COLOR_PATTERN.test(value) ? null : L.valueNotColour(named);
  return value.length > 200 ? L.valueTooLong(named) : null;
}

/** A layout's stored values over the defaults: the configuration the portal applies. */
export function resolveThemeConfig(values: Readonly<Record<string, ThemeValue>>): Record<string, ThemeValue> {
  const config: Record<string, ThemeValue> = {};
  for (const [uiName, property] of THEME_PROPERTIES) config[uiName] = values[uiName] ?? property.defaultValue;
  return config;
}

// Themes and layouts -------------------------------------------------------------

export const THEME_MESSAGES = defineMessages('themes', {
  nameTaken: ['主题名称已存在', '主題名稱已存在', 'The theme name is already taken'],
  notFound: ['主题不存在', '主題不存在', 'The theme does not exist'],
  deleteDefault: [
    '系统默认主题不能删除，请先将其他主题设为系统默认',
    '系統默認主題不能刪除，請先將其他主題設為系統默認',
    'The system default cannot be deleted: make another theme the default first',
  ],
  layoutMissing: ['布局不存在', '佈局不存在', 'The layout does not exist'],
  headerBgMissing: [
    '顶栏背景不在字典 header_bg 中',
    '頂欄背景不在字典 header_bg 中',
    'The header background is not in the header_bg dictionary',
  ],
  sideMenuBgMissing: [
    '侧边栏背景不在字典 side_menu_bg 中',
    '側邊欄背景不在字典 side_menu_bg 中',
    'The side menu background is not in the side_menu_bg dictionary',
  ],
  footerConflict: [
    '固定页脚与隐藏页脚不能同时开启',
    '固定頁腳與隱藏頁腳不能同時開啟',
    'A footer cannot be both fixed and hidden',
  ],
  defaultRace: [
    '默认主题刚被其他管理员修改，请重试',
    '默認主題剛被其他管理員修改，請重試',
    'Another administrator just changed the default; try again',
  ],
  // The fields of the theme form.
  themeInvalid: ['主题不正确', '主題不正確', 'The theme is not valid'],
  themeRequired: ['主题不能为空', '主題不能為空', 'Please choose a theme'],
  themeChoice: ['请选择主题', '請選擇主題', 'Please choose a theme'],
  nameRequired: ['请输入主题名称', '請輸入主題名稱', 'Please enter the theme name'],
  nameTooLong: [
    '主题名称不能超过32个字符',
    '主題名稱不能超過32個字符',
    'The theme name is at most 32 characters',
  ],
  layoutInvalid: ['布局不正确', '佈局不正確', 'Please choose a layout'],
  layoutRequired: ['布局不能为空', '佈局不能為空', 'Please choose a layout'],
  primaryColorRequired: ['请选择主题色', '請選擇主題色', 'Please choose the primary colour'],
  primaryColorRule: [
    '主题色格式不正确，如 #1677ff',
    '主題色格式不正確，如 #1677ff',
    'A colour is written like #1677ff',
  ],
  menuColorInvalid: ['菜单颜色格式不正确', '菜單顏色格式不正確', 'The menu colour is not valid'],
  menuColorRule: [
    '菜单颜色格式不正确，如 #1677ff',
    '菜單顏色格式不正確，如 #1677ff',
    'A colour is written like #1677ff',
  ],
  color1Invalid: ['辅助色1格式不正确', '輔助色1格式不正確', 'Accent colour 1 is not valid'],
  color1Rule: [
    '辅助色1格式不正确，如 #1677ff',
    '輔助色1格式不正確，如 #1677ff',
    'A colour is written like #1677ff',
  ],
  color2Invalid: ['辅助色2格式不正确', '輔助色2格式不正確', 'Accent colour 2 is not valid'],
  color2Rule: [
    '辅助色2格式不正确，如 #1677ff',
    '輔助色2格式不正確，如 #1677ff',
    'A colour is written like #1677ff',
  ],
  color3Invalid: ['辅助色3格式不正确', '輔助色3格式不正確', 'Accent colour 3 is not valid'],
  color3Rule: [
    '辅助色3格式不正确，如 #1677ff',
    '輔助色3格式不正確，如 #1677ff',
    'A colour is written like #1677ff',
  ],
  color4Invalid: ['辅助色4格式不正确', '輔助色4格式不正確', 'Accent colour 4 is not valid'],
  color4Rule: [
    '辅助色4格式不正确，如 #1677ff',
    '輔助色4格式不正確，如 #1677ff',
    'A colour is written like #1677ff',
  ],
  backgroundChoice: ['背景图选择不正确', '背景圖選擇不正確', 'The background is not one of the choices'],
  isHeaderFlag: [
    '顶栏主题色只能是 true 或 false',
    '頂欄主題色只能是 true 或 false',
    'Coloured header is true or false',
  ],
  multipageFlag: ['多页签只能是 true 或 false', '多頁籤只能是 true 或 false', 'Tabs is true or false'],
  fixedHeaderFlag: [
    '固定顶栏只能是 true 或 false',
    '固定頂欄只能是 true 或 false',
    'Fixed header is true or false',
  ],
  fixedFooterFlag: [
    '固定页脚只能是 true 或 false',
    '固定頁腳只能是 true 或 false',
    'Fixed footer is true or false',
  ],
  hideFooterFlag: [
    '隐藏页脚只能是 true 或 false',
    '隱藏頁腳只能是 true 或 false',
    'Hidden footer is true or false',
  ],
  colorWeakFlag: [
    '色弱模式只能是 true 或 false',
    '色弱模式只能是 true 或 false',
    'Colour-weak mode is true or false',
  ],
  contentWidth: [
    '内容宽度只能是 Fluid 或 Fixed',
    '內容寬度只能是 Fluid 或 Fixed',
    'The content width is Fluid or Fixed',
  ],
  fontSizeNotNumber: ['子菜单字号必须是数字', '子菜單字號必須是數字', 'The font size is a number'],
  fontSizeRange: ['子菜单字号为12-20', '子菜單字號為12-20', 'The font size is 12 to 20'],
  paddingNotNumber: ['子菜单内边距必须是数字', '子菜單內邊距必須是數字', 'The padding is a number'],
  paddingRange: ['子菜单内边距为0-48', '子菜單內邊距為0-48', 'The padding is 0 to 48'],
  radiusNotNumber: ['子菜单圆角必须是数字', '子菜單圓角必須是數字', 'The corner radius is a number'],
  radiusRange: ['子菜单圆角为0-24', '子菜單圓角為0-24', 'The corner radius is 0 to 24'],
});

export const LAYOUT_MESSAGES = defineMessages('layouts', {
  nameTaken: ['布局名称已存在', '佈局名稱已存在', 'The layout name is already taken'],
  notFound: ['布局不存在', '佈局不存在', 'The layout does not exist'],
  inUse: [
    '该布局正被主题使用，不能删除',
    '該佈局正被主題使用，不能刪除',
    'A theme uses this layout, so it cannot be deleted',
  ],
  inUseBy: [
    '该布局正被主题使用，不能删除（{name}）',
    '該佈局正被主題使用，不能刪除（{name}）',
    'A theme uses this layout, so it cannot be deleted ({name})',
  ],
  // The fields of the layout form, and why a value does not suit a property (themeValueProblem).
  nameRequired: ['请输入布局名称', '請輸入佈局名稱', 'Please enter the layout name'],
  nameTooLong: [
    '布局名称不能超过32个字符',
    '佈局名稱不能超過32個字符',
    'The layout name is at most 32 characters',
  ],
  menuMode: ['菜单模式只能是 side 或 top', '菜單模式只能是 side 或 top', 'The menu mode is side or top'],
  menuModeMissing: ['请选择菜单模式', '請選擇選單模式', 'Please choose the menu mode'],
  remarksTooLong: [
    '备注不能超过200个字符',
    '備註不能超過200個字符',
    'The remarks are at most 200 characters',
  ],
  configInvalid: ['布局配置格式不正确', '佈局配置格式不正確', 'The layout configuration is not valid'],
  notConfigurable: [
    '{property}不是可配置的属性',
    '{property}不是可配置的屬性',
    '{property} is not a property that can be set',
  ],
  valueNotBoolean: [
    '{property}只能是 true 或 false',
    '{property}只能是 true 或 false',
    '{property} is true or false',
  ],
  valueNotNumber: ['{property}必须是数字', '{property}必須是數字', '{property} must be a number'],
  valueOutOfRange: [
    '{property}取值范围为{min}-{max}',
    '{property}取值範圍為{min}-{max}',
    '{property} is between {min} and {max}',
  ],
  valueNotText: ['{property}必须是文本', '{property}必須是文本', '{property} must be a text'],
  valueNotAChoice: ['{property}不是可选的值', '{property}不是可選的值', '{property}: not one of the choices'],
  valueNotColour: [
    '{property}颜色格式不正确',
    '{property}顏色格式不正確',
    '{property}: not a colour such as #1677ff',
  ],
  valueTooLong: [
    '{property}不能超过200个字符',
    '{property}不能超過200個字符',
    '{property} is at most 200 characters',
  ],
});

const T = THEME_MESSAGES;
const L = LAYOUT_MESSAGES;

const themeId = id4(T.themeInvalid, T.themeRequired);
const layoutId = id4(T.layoutInvalid, T.layoutRequired);

const name = (required: MessageRef, tooLong: MessageRef, max: number) =>
  text({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const colorField = (required: MessageRef, rule: MessageRef) =>
  text({ error: required }).trim().regex(COLOR_PATTERN, { error: rule });
const optionalColor = (invalid: MessageRef, rule: MessageRef) =>
  text({ error: invalid })
    .trim()
    .refine((v) => v === '' || COLOR_PATTERN.test(v), { error: rule })
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** A background choice: its dictionary code ('1'..), or { code, value } as the server answers. */
const backgroundChoice = z
  .union([text().trim(), z.object({ code: text().trim() }).transform((o) => o.code)], {
    error: T.backgroundChoice,
  })
  .transform((v) => (v === '' ? null : v))
  .nullish();

const themeFields = z.object({
  themeName: name(T.nameRequired, T.nameTooLong, 32),
  layoutId,
  /** The header takes the theme's menu colour instead of white (a dark header). */
  isHeader: z.boolean({ error: T.isHeaderFlag }).optional(),
  primaryColor: colorField(T.primaryColorRequired, T.primaryColorRule),
  menuColor: optionalColor(T.menuColorInvalid, T.menuColorRule),
  color1: optionalColor(T.color1Invalid, T.color1Rule),
  color2: optionalColor(T.color2Invalid, T.color2Rule),
  color3: optionalColor(T.color3Invalid, T.color3Rule),
  color4: optionalColor(T.color4Invalid, T.color4Rule),
  headerBg: backgroundChoice,
  sideMenuBg: backgroundChoice,
  multipage: z.boolean({ error: T.multipageFlag }).optional(),
  fixedHeader: z.boolean({ error: T.fixedHeaderFlag }).optional(),
  fixedFooter: z.boolean({ error: T.fixedFooterFlag }).optional(),
  hideFooter: z.boolean({ error: T.hideFooterFlag }).optional(),
  colorWeak: z.boolean({ error: T.colorWeakFlag }).optional(),
  contentWidth: z.enum(['Fluid', 'Fixed'], { error: T.contentWidth }).optional(),
  subMenuFontSize: optionalNumber(
    int4({ error: T.fontSizeNotNumber })
      .min(12, { error: T.fontSizeRange })
      .max(20, { error: T.fontSizeRange }),
  ),
  subMenuPadding: optionalNumber(
    int4({ error: T.paddingNotNumber }).min(0, { error: T.paddingRange }).max(48, { error: T.paddingRange }),
  ),
  subMenuRadius: optionalNumber(
    int4({ error: T.radiusNotNumber }).min(0, { error: T.radiusRange }).max(24, { error: T.radiusRange }),
  ),
});

/** A fixed footer and a hidden footer exclude each other (spec 000 §2 settings drawer). */
const footerRule = (t: { fixedFooter?: boolean | undefined; hideFooter?: boolean | undefined }) =>
  !(t.fixedFooter && t.hideFooter);
const footerError = { error: T.footerConflict, path: ['hideFooter'] };

export const themeCreateSchema = themeFields.refine(footerRule, footerError);
export type ThemeCreate = z.infer<typeof themeCreateSchema>;
export const themeUpdateSchema = themeFields.partial().extend({ themeId }).refine(footerRule, footerError);
export type ThemeUpdate = z.infer<typeof themeUpdateSchema>;
export const themeIdSchema = z.object({ themeId });
export const themePageQuerySchema = pageRequestSchema.extend({
  themeName: text()
    .trim()
    .max(32)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});
export type ThemePageQuery = z.infer<typeof themePageQuerySchema>;

/** The user's own choice; null goes back to the system default. */
export const userThemeSchema = z.object({
  themeId: z.union([themeId, z.null()], { error: T.themeChoice }),
});

/** Values of the theme-property tree: every key a known uiName, every value of its type. */
const layoutConfig = z
  .record(text(), z.union([text(), z.number(), z.boolean()], { error: L.configInvalid }), {
    error: L.configInvalid,
  })
  .superRefine((config, ctx) => {
    for (const [uiName, value] of Object.entries(config)) {
      const property = THEME_PROPERTIES.get(uiName);
      const problem = property ? themeValueProblem(property, value) : L.notConfigurable({ property: uiName });
      if (problem) ctx.addIssue({ code: 'custom', path: [uiName], message: problem });
    }
  });

const layoutFields = z.object({
  layoutName: name(L.nameRequired, L.nameTooLong, 32),
  /** Side menu (inline) or top menu (horizontal), spec 000 §2. */
  menuMode: choice(['side', 'top'], L.menuMode, L.menuModeMissing),
  config: layoutConfig.optional(),
  remarks: text()
    .trim()
    .max(200, { error: L.remarksTooLong })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
});

export const layoutCreateSchema = layoutFields;
export type LayoutCreate = z.infer<typeof layoutCreateSchema>;
export const layoutUpdateSchema = layoutFields.partial().extend({ layoutId });
export type LayoutUpdate = z.infer<typeof layoutUpdateSchema>;
export const layoutIdSchema = z.object({ layoutId });
export const layoutPageQuerySchema = pageRequestSchema.extend({
  layoutName: text()
    .trim()
    .max(32)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  menuMode: z.enum(['side', 'top'], { error: L.menuMode }).optional(),
});
export type LayoutPageQuery = z.infer<typeof layoutPageQuerySchema>;

/** `POST /rest/theme/propertyTree`: the tree with a layout's values, or the defaults. */
export const propertyTreeQuerySchema = z.object({ layoutId: layoutId.optional() }).default({});

// Wire shapes ---------------------------------------------------------------------

export interface CodeValue {
  code: string;
  value: string;
}

export interface LayoutView {
  layoutId: number;
  layoutName: string;
  menuMode: 'side' | 'top';
  /** Only the values this layout sets. */
  config: Record<string, ThemeValue>;
  remarks: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface ThemeView {
  themeId: number;
  themeName: string;
  layoutId: number;
  isHeader: boolean;
  primaryColor: string;
  menuColor: string | null;
  color1: string | null;
  color2: string | null;
  color3: string | null;
  color4: string | null;
  headerBg: CodeValue | null;
  sideMenuBg: CodeValue | null;
  multipage: boolean;
  fixedHeader: boolean;
  fixedFooter: boolean;
  hideFooter: boolean;
  colorWeak: boolean;
  contentWidth: 'Fluid' | 'Fixed';
  subMenuFontSize: number;
  subMenuPadding: number;
  subMenuRadius: number;
  /** The system default (exactly one theme). */
  ifSelected: boolean;
  /** The same flag under the other name the portal reads. */
  selected: boolean;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** A theme in the settings drawer: flags for the default and the user's own choice, with its layout applied. */
export interface HomeThemeView extends ThemeView {
  userSelected: boolean;
  layout: {
    layoutId: number;
    layoutName: string;
    menuMode: 'side' | 'top';
    config: Record<string, ThemeValue>;
  };
}

export interface ThemePropertyNode {
  uiName: string;
  displayName: string;
  value: ThemeValue;
  defaultValue: ThemeValue;
  valueOption: readonly CodeValue[] | null;
  inputType: ThemeInputType;
  valueType: ThemeValueType;
}

export interface ThemePropertyGroupNode {
  uiName: string;
  displayName: string;
  children: ThemePropertyNode[];
}
