import { useEffect } from 'react';
import { heldPreview, savedThemeId, saveTheme, selectedTheme } from '../../lib/theme';
import { useHomeThemes } from '../api/themeChoice';

/**
 * The first time the shell opens in a browser (or after a logout cleared the theme
 * selections), the theme the server holds for the user, else the system default, is
 * applied and remembered here, so the choice follows the user between browsers.
 * A choice already saved here, or a held preview, stays as it is.
 */
export function useServerTheme(): void {
  const { data: themes } = useHomeThemes();
  useEffect(() => {
    if (!themes || savedThemeId() !== undefined || heldPreview()) return;
    const theme = selectedTheme(themes);
    if (theme) saveTheme(theme.userSelected ? theme : null, theme);
  }, [themes]);
}
