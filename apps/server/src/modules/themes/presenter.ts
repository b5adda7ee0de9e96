import { DEFAULT_LOCALE, type Locale, renderMessage } from '@awards/shared/i18n';
import {
  type CodeValue,
  type LayoutView,
  resolveThemeConfig,
  THEME_PROPERTY_GROUPS,
  type ThemePropertyGroupNode,
  type ThemeValue,
  type ThemeView,
} from '@awards/shared/themes';
import type { layouts, themes } from '../../db/schema';
import { iso } from '../../platform/time';

type ThemeRow = typeof themes.$inferSelect;
type LayoutRow = typeof layouts.$inferSelect;

/** The dictionary texts of the background codes, for { code, value }. */
export interface BackgroundNames {
  header: Map<string, string>;
  sideMenu: Map<string, string>;
}

const choice = (code: string | null, names: Map<string, string>): CodeValue | null =>
  code === null ? null : { code, value: names.get(code) ?? code };

export function presentTheme(row: ThemeRow, names: BackgroundNames): ThemeView {
  return {
    themeId: row.id,
    themeName: row.themeName,
    layoutId: row.layoutId,
    isHeader: row.isHeader,
    primaryColor: row.primaryColor,
    menuColor: row.menuColor,
    color1: row.color1,
    color2: row.color2,
    color3: row.color3,
    color4: row.color4,
    headerBg: choice(row.headerBg, names.header),
    sideMenuBg: choice(row.sideMenuBg, names.sideMenu),
    multipage: row.multipage,
    fixedHeader: row.fixedHeader,
    fixedFooter: row.fixedFooter,
    hideFooter: row.hideFooter,
    colorWeak: row.colorWeak,
    contentWidth: row.contentWidth === 'Fixed' ? 'Fixed' : 'Fluid',
    subMenuFontSize: row.subMenuFontSize,
    subMenuPadding: row.subMenuPadding,
    subMenuRadius: row.subMenuRadius,
    ifSelected: row.ifSelected,
    selected: row.ifSelected,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}

export function presentLayout(row: LayoutRow): LayoutView {
  return {
    layoutId: row.id,
    layoutName: row.layoutName,
    menuMode: row.menuMode === 'top' ? 'top' : 'side',
    config: row.config,
    remarks: row.remarks,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}

/**
 * What the portal applies for a theme: the layout's values over the defaults,
 * then the theme's own settings over those (a theme's colours and switches win).
 */
export function appliedConfig(theme: ThemeRow, layout: LayoutRow): Record<string, ThemeValue> {
  const config = resolveThemeConfig(layout.config);
  config.primaryColor = theme.primaryColor;
  if (theme.menuColor) config.menuBackgroundColor = theme.menuColor;
  config.headerBackgroundImg = theme.headerBg ?? '';
  config.sliderBackgroundImg = theme.sideMenuBg ?? '';
  config.fixHeader = theme.fixedHeader;
  config.fixFooter = theme.fixedFooter;
  config.showFooter = !theme.hideFooter;
  config.multiTab = theme.multipage;
  return config;
}

/** The theme-property tree with a layout's values (or the defaults), its names in `locale`. */
export function presentPropertyTree(
  values: Readonly<Record<string, ThemeValue>>,
  locale: Locale = DEFAULT_LOCALE,
): ThemePropertyGroupNode[] {
  const name = (ref: string) => renderMessage(ref, locale);
  return THEME_PROPERTY_GROUPS.map((group) => ({
    uiName: group.uiName,
    displayName: name(group.displayName),
    children: group.properties.map((p) => ({
      uiName: p.uiName,
      displayName: name(p.displayName),
      value: values[p.uiName] ?? p.defaultValue,
      defaultValue: p.defaultValue,
      valueOption: p.valueOption?.map((o) => ({ code: o.code, value: name(o.value) })) ?? null,
      inputType: p.inputType,
      valueType: p.valueType,
    })),
  }));
}
