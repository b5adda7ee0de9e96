import { type ReactNode, useEffect } from 'react';
import '../i18n';
import { useLayoutSettings } from '../lib/layoutSettings';
import { documentLooks, THEME_VARIABLES } from '../lib/themeAppearance';

/**
 * What every page renders in, the sign-in page included: the theme's looks on the document
 * (its primary colour for the plain kit of the sign-in page, `--plain-primary`; the custom
 * properties and classes shell.css reads) and colour-weak mode. antd's configuration is
 * AntdProviders, around every page but the sign-in page (RootRoute): the sign-in page, the
 * entry chunk, carries no antd (issue 18); nor TanStack Query's client, in GlobalLayout.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { primaryColor, colourWeak, themeConfig } = useLayoutSettings();
  // The plain kit's main colour (@awards/web-common/ui/form) follows the theme's.
  useEffect(() => {
    document.documentElement.style.setProperty('--plain-primary', primaryColor);
  }, [primaryColor]);
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

  return children;
}
