import { ANTD_ZERO_RUNTIME } from '@awards/web-common/antdStyles';
import { NoticeHost } from '@awards/web-common/ui/NoticeHost';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCNAntd from 'antd/locale/zh_CN';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../i18n/locale';
import { useLayoutSettings } from '../lib/layoutSettings';
import { antdComponents } from '../lib/themeAppearance';

// Two-character Chinese button labels stay as written ('登录', not '登 录'), so they read and test as such.
const BUTTON_CONFIG = { autoInsertSpace: false };

/**
 * Whoever asks their system for less motion (WCAG 2.3.3) gets antd without animations:
 * dialogs, drawers and menus appear at once. The browser tests ask for it too, so a click
 * never lands on a dialog still zooming in.
 */
const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Text at WCAG AA's 4.5:1 on white, where antd's defaults fall short (Lighthouse's accessibility
 * audit named the home page's; the public site does the same, AppFrame.tsx): secondary and
 * tertiary text (hints, breadcrumbs, statistic titles, "last signed in") in 65% black, 5.7:1
 * against antd's 45% (#8c8c8c, 3.4:1); links in antd's blue 7 (#0958d9, 5.6:1) against its blue 6
 * (#1677ff, 4.1:1), the same hue. The theme's primary colour (spec 000 §2) is left as chosen.
 */
const READABLE_TEXT = {
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
  colorLink: '#0958d9',
};

/** Spec 000 §9: menu items 40 px high with 14 px text. */
const MENU_TOKENS = { itemHeight: 40, fontSize: 14 };

/**
 * antd's configuration around every page but the sign-in page (RootRoute): its language (its
 * own texts with ours) and the theme settings (the primary colour is a design token, so
 * changing it needs no rebuild, spec 000 §2), and the host of the HTTP client's notices. A
 * chunk of its own: the sign-in page, the entry chunk, carries no antd (issue 18). antd runs
 * without its run-time styles: its prebuilt stylesheet comes with this chunk (antdChunk.ts).
 */
export function AntdProviders({ children }: { children?: ReactNode }) {
  // Re-renders on language change, which switches antd's own texts with ours.
  const { i18n } = useTranslation();
  const { primaryColor, themeConfig } = useLayoutSettings();
  const theme = useMemo<ThemeConfig>(() => {
    const components = antdComponents(themeConfig);
    return {
      ...ANTD_ZERO_RUNTIME,
      token: { ...READABLE_TEXT, colorPrimary: primaryColor, motion: !reducedMotion() },
      components: { ...components, Menu: { ...MENU_TOKENS, ...components.Menu } },
    };
  }, [primaryColor, themeConfig]);
  return (
    <ConfigProvider locale={antdLocale(i18n.language) ?? zhCNAntd} button={BUTTON_CONFIG} theme={theme}>
      <NoticeHost />
      {children}
    </ConfigProvider>
  );
}
