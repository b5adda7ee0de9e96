import type { ThemeCreate, ThemeUpdate, ThemeView } from '@awards/shared/themes';

/** The theme form's values: the wire fields, the backgrounds as their dictionary codes. */
export type ThemeFormValues = Omit<ThemeCreate, 'headerBg' | 'sideMenuBg'> & {
  headerBg: string | null;
  sideMenuBg: string | null;
};

/** A new theme starts from the seeded default's look (拂晓蓝) on the first layout. */
export function newThemeValues(layoutId: number | undefined): Partial<ThemeFormValues> {
  return {
    layoutId,
    primaryColor: '#1677ff',
    menuColor: '#001529',
    headerBg: null,
    sideMenuBg: null,
    isHeader: false,
    multipage: false,
    fixedHeader: false,
    fixedFooter: false,
    hideFooter: false,
    colorWeak: false,
    contentWidth: 'Fluid',
    subMenuFontSize: 14,
    subMenuPadding: 24,
    subMenuRadius: 8,
  };
}

export function themeValues(theme: ThemeView): ThemeFormValues {
  const { themeId: _id, ifSelected: _d, selected: _s, createBy: _cb, createTime: _ct, ...rest } = theme;
  const { updateBy: _ub, updateTime: _ut, ...fields } = rest;
  return { ...fields, headerBg: theme.headerBg?.code ?? null, sideMenuBg: theme.sideMenuBg?.code ?? null };
}

/** A cleared colour or background goes as '' (the schema reads "none"), so an edit clears it. */
export function toThemeCreate(values: ThemeFormValues): ThemeCreate {
  const blank = (v: string | null | undefined) => v ?? '';
  return {
    ...values,
    menuColor: blank(values.menuColor),
    color1: blank(values.color1),
    color2: blank(values.color2),
    color3: blank(values.color3),
    color4: blank(values.color4),
    headerBg: blank(values.headerBg),
    sideMenuBg: blank(values.sideMenuBg),
  };
}

export function toThemeUpdate(themeId: number, values: ThemeFormValues): ThemeUpdate {
  return { ...toThemeCreate(values), themeId };
}
