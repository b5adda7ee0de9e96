import { z } from 'zod';
import { pageRequestSchema } from './paging';
import { id4, int4, optionalNumber, text } from './primitives';

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
const NONE = { code: '', value: '无' };
export const HEADER_BG_CHOICES = ['1', '2', '3', '4', '5'] as const;
export const SIDE_MENU_BG_CHOICES = ['1', '7', '8', '9', '2'] as const;
const images = (codes: readonly string[]) => [NONE, ...codes.map((code) => ({ code, value: `背景${code}` }))];

export const THEME_PROPERTY_GROUPS: readonly ThemePropertyGroupDefinition[] = [
  {
    uiName: 'basic',
    displayName: '基础属性',
    properties: [
      {
        uiName: 'layoutUiName',
        displayName: '布局组件',
        defaultValue: 'GlobalLayout',
        valueOption: [{ code: 'GlobalLayout', value: '全局布局' }],
        inputType: 'select',
        valueType: 'string',
      },
      color('primaryColor', '主题色', '#1677ff'),
      toggle('fixHeader', '固定顶栏', false),
      toggle('fixFooter', '固定页脚', false),
      toggle('fixSiderbar', '固定侧边栏', true),
      toggle('showFooter', '显示页脚', true),
      toggle('multiTab', '多页签模式', false),
      color('headerFontColor', '顶栏文字颜色', '#000000e0'),
      {
        uiName: 'headerBackgroundImg',
        displayName: '顶栏背景图',
        defaultValue: '',
        valueOption: images(HEADER_BG_CHOICES),
        inputType: 'imgselect',
        valueType: 'string',
      },
    ],
  },
  {
    uiName: 'menu',
    displayName: '菜单',
    properties: [
      color('menuFontColor', '菜单文字颜色', '#ffffffa6'),
      color('menuBackgroundColor', '菜单背景色', '#001529'),
      color('expandMenuBackgroundColor', '展开子菜单背景色', '#000c17'),
      color('selectedMenuBackgroundColor', '选中菜单背景色', '#1677ff'),
      color('selectedMenuFontColor', '选中菜单文字颜色', '#ffffff'),
      {
        uiName: 'sliderBackgroundImg',
        displayName: '侧边栏背景图',
        defaultValue: '',
        valueOption: images(SIDE_MENU_BG_CHOICES),
        inputType: 'imgselect',
        valueType: 'string',
      },
    ],
  },
  {
    uiName: 'logo',
    displayName: '标志',
    properties: [
      toggle('logoShowTitle', '显示系统名称', true),
      color('logoTitleColor', '系统名称颜色', '#ffffff'),
      color('logoBackgroundColor', '标志区背景色', '#002140'),
    ],
  },
  {
    uiName: 'button',
    displayName: '按钮',
    properties: [
      number('buttonBorderRadius', '按钮圆角', 6, 0, 24),
      toggle('buttonShadow', '按钮阴影', true),
    ],
  },
  {
    uiName: 'modal',
    displayName: '弹窗',
    properties: [
      {
        uiName: 'modalWidth',
        displayName: '弹窗宽度',
        defaultValue: '60%',
        valueOption: [
          { code: '50%', value: '50%' },
          { code: '60%', value: '60%' },
          { code: '80%', value: '80%' },
        ],
        inputType: 'select',
        valueType: 'string',
      },
      toggle('modalFullscreen', '允许全屏', true),
      color('modalHeaderBackground', '弹窗标题背景色', '#ffffff'),
    ],
  },
  {
    uiName: 'listTitle',
    displayName: '列表标题',
    properties: [
      number('listTitleFontSize', '标题字号', 16, 12, 24),
      color('listTitleColor', '标题颜色', '#000000e0'),
      color('listTitleBarColor', '标题竖条颜色', '#1677ff'),
    ],
  },
  {
    uiName: 'searchForm',
    displayName: '查询表单',
    properties: [
      toggle('searchFormExpand', '默认展开', false),
      number('searchFormLabelWidth', '标签宽度', 80, 40, 200),
      color('searchFormBackground', '背景色', '#ffffff'),
    ],
  },
  {
    uiName: 'dataTable',
    displayName: '数据表格',
    properties: [
      {
        uiName: 'tableSize',
        displayName: '表格尺寸',
        defaultValue: 'middle',
        valueOption: [
          { code: 'large', value: '宽松' },
          { code: 'middle', value: '中等' },
          { code: 'small', value: '紧凑' },
        ],
        inputType: 'select',
        valueType: 'string',
      },
      toggle('tableBordered', '显示边框', false),
      toggle('tableStriped', '斑马纹', false),
      color('tableHeaderBackground', '表头背景色', '#fafafa'),
    ],
  },
];

export const THEME_PROPERTIES: ReadonlyMap<string, ThemePropertyDefinition> = new Map(
  THEME_PROPERTY_GROUPS.flatMap((group) => group.properties.map((p) => [p.uiName, p] as const)),
);

export const COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** Why a value does not suit a property, or null when it does. */
export function themeValueProblem(property: ThemePropertyDefinition, value: unknown): string | null {
  if (property.valueType === 'boolean') return typeof value === 'boolean' ? null : '只能是 true 或 false';
  if (property.valueType === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return '必须是数字';
    const { min = -Infinity, max = Infinity } = property;
    return value < min || value > max ? `取值范围为${min}-${max}` : null;
  }
  if (typeof value !== 'string') return '必须是文本';
  if (property.valueOption) {
    return property.valueOption.some((o) => o.code === value) ? null : '不是可选的值';
  }
  if (property.inputType === 'colorselect') return COLOR_PATTERN.test(value) ? null : '颜色格式不正确';
  return value.length > 200 ? '不能超过200个字符' : null;
}

/** A layout's stored values over the defaults: the configuration the portal applies. */
export function resolveThemeConfig(values: Readonly<Record<string, ThemeValue>>): Record<string, ThemeValue> {
  const config: Record<string, ThemeValue> = {};
  for (const [uiName, property] of THEME_PROPERTIES) config[uiName] = values[uiName] ?? property.defaultValue;
  return config;
}

// Themes and layouts -------------------------------------------------------------

const id = (label: string) => id4(`${label}不正确`, `${label}不能为空`);

const name = (label: string, max: number) =>
  text({ error: `请输入${label}` })
    .trim()
    .min(1, { error: `请输入${label}` })
    .max(max, { error: `${label}不能超过${max}个字符` });

const colorField = (label: string) =>
  text({ error: `请选择${label}` })
    .trim()
    .regex(COLOR_PATTERN, { error: `${label}格式不正确，如 #1677ff` });
const optionalColor = (label: string) =>
  text({ error: `${label}格式不正确` })
    .trim()
    .refine((v) => v === '' || COLOR_PATTERN.test(v), { error: `${label}格式不正确，如 #1677ff` })
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** A background choice: its dictionary code ('1'..), or { code, value } as the server answers. */
const backgroundChoice = z
  .union([text().trim(), z.object({ code: text().trim() }).transform((o) => o.code)], {
    error: '背景图选择不正确',
  })
  .transform((v) => (v === '' ? null : v))
  .nullish();

export const THEME_MESSAGES = {
  nameTaken: '主题名称已存在',
  notFound: '主题不存在',
  deleteDefault: '系统默认主题不能删除，请先将其他主题设为系统默认',
  layoutMissing: '布局不存在',
  headerBgMissing: '顶栏背景不在字典 header_bg 中',
  sideMenuBgMissing: '侧边栏背景不在字典 side_menu_bg 中',
  footerConflict: '固定页脚与隐藏页脚不能同时开启',
  defaultRace: '默认主题刚被其他管理员修改，请重试',
} as const;

export const LAYOUT_MESSAGES = {
  nameTaken: '布局名称已存在',
  notFound: '布局不存在',
  inUse: '该布局正被主题使用，不能删除',
} as const;

const themeFields = z.object({
  themeName: name('主题名称', 32),
  layoutId: id('布局'),
  /** The header takes the theme's menu colour instead of white (a dark header). */
  isHeader: z.boolean({ error: '顶栏主题色只能是 true 或 false' }).optional(),
  primaryColor: colorField('主题色'),
  menuColor: optionalColor('菜单颜色'),
  color1: optionalColor('辅助色1'),
  color2: optionalColor('辅助色2'),
  color3: optionalColor('辅助色3'),
  color4: optionalColor('辅助色4'),
  headerBg: backgroundChoice,
  sideMenuBg: backgroundChoice,
  multipage: z.boolean({ error: '多页签只能是 true 或 false' }).optional(),
  fixedHeader: z.boolean({ error: '固定顶栏只能是 true 或 false' }).optional(),
  fixedFooter: z.boolean({ error: '固定页脚只能是 true 或 false' }).optional(),
  hideFooter: z.boolean({ error: '隐藏页脚只能是 true 或 false' }).optional(),
  colorWeak: z.boolean({ error: '色弱模式只能是 true 或 false' }).optional(),
  contentWidth: z.enum(['Fluid', 'Fixed'], { error: '内容宽度只能是 Fluid 或 Fixed' }).optional(),
  subMenuFontSize: optionalNumber(
    int4({ error: '子菜单字号必须是数字' })
      .min(12, { error: '子菜单字号为12-20' })
      .max(20, { error: '子菜单字号为12-20' }),
  ),
  subMenuPadding: optionalNumber(
    int4({ error: '子菜单内边距必须是数字' })
      .min(0, { error: '子菜单内边距为0-48' })
      .max(48, { error: '子菜单内边距为0-48' }),
  ),
  subMenuRadius: optionalNumber(
    int4({ error: '子菜单圆角必须是数字' })
      .min(0, { error: '子菜单圆角为0-24' })
      .max(24, { error: '子菜单圆角为0-24' }),
  ),
});

/** A fixed footer and a hidden footer exclude each other (spec 000 §2 settings drawer). */
const footerRule = (t: { fixedFooter?: boolean | undefined; hideFooter?: boolean | undefined }) =>
  !(t.fixedFooter && t.hideFooter);
const footerError = { error: THEME_MESSAGES.footerConflict, path: ['hideFooter'] };

export const themeCreateSchema = themeFields.refine(footerRule, footerError);
export type ThemeCreate = z.infer<typeof themeCreateSchema>;
export const themeUpdateSchema = themeFields
  .partial()
  .extend({ themeId: id('主题') })
  .refine(footerRule, footerError);
export type ThemeUpdate = z.infer<typeof themeUpdateSchema>;
export const themeIdSchema = z.object({ themeId: id('主题') });
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
  themeId: z.union([id('主题'), z.null()], { error: '请选择主题' }),
});

/** Values of the theme-property tree: every key a known uiName, every value of its type. */
const layoutConfig = z
  .record(text(), z.union([text(), z.number(), z.boolean()], { error: '布局配置格式不正确' }), {
    error: '布局配置格式不正确',
  })
  .superRefine((config, ctx) => {
    for (const [uiName, value] of Object.entries(config)) {
      const property = THEME_PROPERTIES.get(uiName);
      const problem = property ? themeValueProblem(property, value) : '不是可配置的属性';
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [uiName],
          message: `${property?.displayName ?? uiName}${problem}`,
        });
    }
  });

const layoutFields = z.object({
  layoutName: name('布局名称', 32),
  /** Side menu (inline) or top menu (horizontal), spec 000 §2. */
  menuMode: z.enum(['side', 'top'], { error: '菜单模式只能是 side 或 top' }),
  config: layoutConfig.optional(),
  remarks: text()
    .trim()
    .max(200, { error: '备注不能超过200个字符' })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
});

export const layoutCreateSchema = layoutFields;
export type LayoutCreate = z.infer<typeof layoutCreateSchema>;
export const layoutUpdateSchema = layoutFields.partial().extend({ layoutId: id('布局') });
export type LayoutUpdate = z.infer<typeof layoutUpdateSchema>;
export const layoutIdSchema = z.object({ layoutId: id('布局') });
export const layoutPageQuerySchema = pageRequestSchema.extend({
  layoutName: text()
    .trim()
    .max(32)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  menuMode: z.enum(['side', 'top'], { error: '菜单模式只能是 side 或 top' }).optional(),
});
export type LayoutPageQuery = z.infer<typeof layoutPageQuerySchema>;

/** `POST /rest/theme/propertyTree`: the tree with a layout's values, or the defaults. */
export const propertyTreeQuerySchema = z.object({ layoutId: id('布局').optional() }).default({});

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
