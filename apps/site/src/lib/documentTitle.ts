import type { ProjectInfo } from '@awards/shared/home';
import { useLocalised } from '@awards/web-common/localised';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab: the page's title, then the system's name from the project settings in the
 * interface language (the built-in name while they load), as the portal's tabs read.
 */
export function useDocumentTitle(
  pageTitle: string | undefined,
  settings?: Pick<ProjectInfo, 'title' | 'titleI18n'> | undefined,
): void {
  const { t } = useTranslation();
  const localise = useLocalised();
  const systemName = (settings?.title && localise(settings.title, settings.titleI18n)) || t('app.title');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${systemName}` : systemName;
  }, [systemName, pageTitle]);
}
