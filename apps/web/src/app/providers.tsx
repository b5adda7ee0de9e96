import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { NoticeHost } from '@awards/web-common/ui/NoticeHost';
import { antdLocale } from '../i18n/locale';
import { useLayoutSettings } from '../lib/layoutSettings';
import { antdComponents, documentLooks, THEME_VARIABLES } from '../lib/themeAppearance';

// Two-character Chinese button labels stay as written ('登录', not '登 录'), so they read and test as such.
const BUTTON_CONFIG = { autoInsertSpace: false };

/**
 * Whoever asks their system for less motion (WCAG 2.3.3) gets antd without animations:
 * dialogs, drawers and menus appear at once. The browser tests ask for it too, so a click
 * never lands on a dialog still zooming in.
 */
const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Spec 000 §9: menu items 40 px high with 14 px text. */
const MENU_TOKENS = { itemHeight: 40, fontSize: 14 };

/**
 * antd's App (the context of App.useApp) and TanStack Query's client wrap the signed-in
 * shell only, in GlobalLayout: the login page (bundle budget) does without their code.
 * antd follows the language selector (its own texts and dayjs) and the theme settings:
 * the primary colour is a design token, so changing it needs no rebuild (spec 000 §2).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // Re-renders on language change, which switches antd's own texts with ours.
  const { i18n } = useTranslation();
  const { primaryColor, colourWeak, themeConfig } = useLayoutSettings();
  const theme = useMemo<ThemeConfig>(() => {
    const components = antdComponents(themeConfig);
    return {
      token: { colorPrimary: primaryColor, motion: !reducedMotion() },
      components: { ...components, Menu: { ...MENU_TOKENS, ...components.Menu } },
    };
  }, [primaryColor, themeConfig]);
  // The looks antd has no token for: custom properties and classes that shell.css reads.
  useEffect(() => {
    const root = document.documentElement;
    const { variables, classes } = documentLooks(themeConfig);
    for (const name of THEME_VARIABLES) root.style.removeProperty(name);
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    for (const [name, on] of Object.entries(classes)) root.classList.toggle(name, on);
  }, [themeConfig]);
  // Colour-weak mode filters the whole page, dialogs and pop-ups included.
  useEffect(() => {
    document.documentElement.classList.toggle('colorWeak', colourWeak);
  }, [colourWeak]);

  return (
    <ConfigProvider locale={antdLocale(i18n.language)} button={BUTTON_CONFIG} theme={theme}>
      <NoticeHost />
      {children}
    </ConfigProvider>
  );
}
