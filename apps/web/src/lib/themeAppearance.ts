import { THEME_PROPERTIES, type ThemeValue } from '@awards/shared/theme-properties';
import type { ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { useLayoutSettings } from './layoutSettings';

type Config = Readonly<Record<string, ThemeValue>>;

/**
 * The theme-property values a theme changed from the tree's defaults (spec 000 §3). Only
 * these are applied: a property left at its default keeps the portal's own look, so the
 * header's text still follows its background choice and the menu its sider background.
 */
export function changedProperties(config: Config): Record<string, ThemeValue> {
  const changed: Record<string, ThemeValue> = {};
  for (const [name, value] of Object.entries(config)) {
    const property = THEME_PROPERTIES.get(name);
    if (property && value !== property.defaultValue && typeof value === typeof property.defaultValue)
      changed[name] = value;
  }
  return changed;
}

const str = (value: ThemeValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
const num = (value: ThemeValue | undefined): number | undefined =>
  typeof value === 'number' ? value : undefined;
/** Drops the keys whose value is undefined, so antd keeps its own token there. */
const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** antd's cell paddings of each table size, applied to the tables' default size. */
const TABLE_PADDING: Record<string, { cellPaddingBlock: number; cellPaddingInline: number }> = {
  large: { cellPaddingBlock: 16, cellPaddingInline: 16 },
  middle: { cellPaddingBlock: 12, cellPaddingInline: 8 },
  small: { cellPaddingBlock: 8, cellPaddingInline: 8 },
};
const tablePadding = (size: string | undefined) => (size ? (TABLE_PADDING[size] ?? {}) : {});

/**
 * The antd component tokens of the theme: menu colours (item, open sub-menu, selected),
 * button corners and shadow, the dialog's title background, the table's header row and
 * size. Merged into the ConfigProvider's theme, so no rebuild is needed (spec 000 §2).
 */
export function antdComponents(config: Config): NonNullable<ThemeConfig['components']> {
  const c = changedProperties(config);
  const shadow = c.buttonShadow === false ? 'none' : undefined;
  const components: NonNullable<ThemeConfig['components']> = {
    Menu: defined({
      darkItemColor: str(c.menuFontColor),
      darkItemBg: str(c.menuBackgroundColor),
      darkSubMenuItemBg: str(c.expandMenuBackgroundColor),
      darkItemSelectedBg: str(c.selectedMenuBackgroundColor),
      darkItemSelectedColor: str(c.selectedMenuFontColor),
    }),
    Button: defined({
      borderRadius: num(c.buttonBorderRadius),
      borderRadiusLG: num(c.buttonBorderRadius),
      borderRadiusSM: num(c.buttonBorderRadius),
      primaryShadow: shadow,
      defaultShadow: shadow,
      dangerShadow: shadow,
    }),
    Modal: defined({ headerBg: str(c.modalHeaderBackground) }),
    Table: defined({ headerBg: str(c.tableHeaderBackground), ...tablePadding(str(c.tableSize)) }),
  };
  return Object.fromEntries(Object.entries(components).filter(([, v]) => Object.keys(v).length > 0));
}

/** What the kit reads of a theme: its dialogs' width (50%, 60% or 80% of the window) and whether search forms start expanded. */
export interface KitLooks {
  /** Undefined: each dialog keeps its own width (the theme left the default). */
  modalWidth?: string;
  /** Whether dialogs offer a full-screen switch (允许全屏, on unless the theme turns it off). */
  fullscreen: boolean;
  searchExpanded: boolean;
}

/** The dialog and search-form properties of the theme (spec 000 §3), where the theme changed them. */
export function kitLooks(config: Config): KitLooks {
  const c = changedProperties(config);
  return {
    modalWidth: str(c.modalWidth),
    fullscreen: c.modalFullscreen !== false,
    searchExpanded: c.searchFormExpand === true,
  };
}

/** kitLooks of the theme in use, for the kit's dialogs (EntityFormModal) and SearchForm. */
export function useKitLooks(): KitLooks {
  const { themeConfig } = useLayoutSettings();
  return useMemo(() => kitLooks(themeConfig), [themeConfig]);
}

/** The custom properties a theme may set on the document (cleared before each apply). */
export const THEME_VARIABLES = [
  '--theme-header-color',
  '--theme-sider-bg',
  '--theme-logo-title-color',
  '--theme-logo-bg',
  '--theme-list-title-size',
  '--theme-list-title-color',
  '--theme-list-title-bar',
  '--theme-search-bg',
  '--theme-search-label-width',
] as const;

/**
 * The looks antd has no token for, as CSS custom properties and classes on the document
 * (`shell.css` reads them): the header's text colour, the logo's title and background,
 * list titles, search forms, striped and bordered tables.
 */
export function documentLooks(config: Config): {
  variables: Record<string, string>;
  classes: Record<string, boolean>;
} {
  const c = changedProperties(config);
  const px = (value: ThemeValue | undefined) => (typeof value === 'number' ? `${value}px` : undefined);
  const variables = defined<Record<(typeof THEME_VARIABLES)[number], string | undefined>>({
    '--theme-header-color': str(c.headerFontColor),
    '--theme-sider-bg': str(c.menuBackgroundColor),
    '--theme-logo-title-color': str(c.logoTitleColor),
    '--theme-logo-bg': str(c.logoBackgroundColor),
    '--theme-list-title-size': px(c.listTitleFontSize),
    '--theme-list-title-color': str(c.listTitleColor),
    '--theme-list-title-bar': str(c.listTitleBarColor) && `3px solid ${str(c.listTitleBarColor)}`,
    '--theme-search-bg': str(c.searchFormBackground),
    '--theme-search-label-width': px(c.searchFormLabelWidth),
  }) as Record<string, string>;
  return {
    variables,
    classes: {
      'theme-logo-no-title': c.logoShowTitle === false,
      'theme-table-striped': c.tableStriped === true,
      'theme-table-bordered': c.tableBordered === true,
    },
  };
}
