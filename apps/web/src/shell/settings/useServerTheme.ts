import { useEffect } from 'react';
import { heldPreview, type PortalTheme, savedThemeId, saveTheme, selectedTheme } from '../../lib/theme';
import { homeThemesQueryOptions, useHomeThemes } from '../api/themeChoice';
import { queryClient } from '../queryClient';

/**
 * Applies the server's theme when this browser has none saved and no preview is held (an
 * answer that is not a list names no theme).
 */
function applyServerTheme(themes: readonly PortalTheme[] | undefined): void {
  if (!Array.isArray(themes) || savedThemeId() !== undefined || heldPreview()) return;
  const theme = selectedTheme(themes);
  if (theme) saveTheme(theme.userSelected ? theme : null, theme);
}

/**
 * Before the shell's first render (the menu routes' loader, router.tsx): when no theme is saved
 * here yet (the first signed-in page after a sign-in), asks for the server's and applies it, so
 * the first frame already has its layout. Applied after the first paint, a theme without a fixed
 * header moved the whole page down by the header's height (Lighthouse's CLS 0.072 on a phone,
 * issue 18). A failed call leaves it to useServerTheme, as before. With a theme saved here, the
 * call useServerTheme makes is started all the same, beside the first render rather than from
 * its effects after it (Lighthouse counted its round trip into the home page's LCP).
 */
export async function applyServerThemeFirst(): Promise<void> {
  if (savedThemeId() !== undefined || heldPreview()) {
    void queryClient.prefetchQuery(homeThemesQueryOptions());
    return;
  }
  applyServerTheme(await queryClient.fetchQuery(homeThemesQueryOptions()).catch(() => undefined));
}

/**
 * The first time the shell opens in a browser (or after a logout cleared the theme
 * selections), the theme the server holds for the user, else the system default, is
 * applied and remembered here, so the choice follows the user between browsers.
 * A choice already saved here, or a held preview, stays as it is.
 */
export function useServerTheme(): void {
  const { data: themes } = useHomeThemes();
  useEffect(() => applyServerTheme(themes), [themes]);
}
