import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PortalTheme, saveTheme } from '../../lib/theme';
import { useChooseTheme } from '../api/themeChoice';

/** How long 正在编译主题！ shows before the page reloads with the new theme. */
const RELOAD_AFTER_MS = 600;

/**
 * Choosing a theme (spec 000 §4): saved on the server, the drawer closes, the colours
 * apply, the choice is stored here and the page reloads; a failure says so.
 */
export function useThemeChoice(systemDefault: PortalTheme | null, onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useChooseTheme();
  const choose = (theme: PortalTheme | null) => {
    const key = 'theme-compile';
    void message.loading({ content: t('settings.compiling'), key, duration: 0 });
    mutation.mutate(theme?.themeId ?? null, {
      onSuccess: () => {
        onClose();
        saveTheme(theme, systemDefault);
        setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      },
      onError: () => void message.error({ content: t('settings.themeFailed'), key }),
    });
  };
  return { choose, pending: mutation.isPending };
}
