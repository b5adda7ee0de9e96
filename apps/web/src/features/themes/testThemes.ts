import type { ThemeView } from '@awards/shared/themes';

/** Test support: a theme as the server presents it, with only what a test names set. */
export function themeView(themeId: number, themeName: string, extra: Partial<ThemeView> = {}): ThemeView {
  return {
    themeId,
    themeName,
    layoutId: 1,
    isHeader: false,
    primaryColor: '#1677ff',
    menuColor: '#001529',
    color1: null,
    color2: null,
    color3: null,
    color4: null,
    headerBg: { code: '1', value: '背景一' },
    sideMenuBg: null,
    multipage: false,
    fixedHeader: false,
    fixedFooter: false,
    hideFooter: false,
    colorWeak: false,
    contentWidth: 'Fluid',
    subMenuFontSize: 14,
    subMenuPadding: 24,
    subMenuRadius: 8,
    ifSelected: false,
    selected: false,
    createBy: null,
    createTime: '2026-01-01T00:00:00Z',
    updateBy: null,
    updateTime: null,
    ...extra,
  };
}
