import type { ProjectInfo } from '@awards/shared/home';
import { useLocalised } from '@awards/web-common/localised';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** What separates the page's title from the system's name in the browser tab. */
export const TITLE_SEPARATOR = ' - ';

/** The tab's text: the page's title first (what tells tabs apart), then the system's name. */
export function documentTitle(systemName: string, pageTitle?: string): string {
  return pageTitle ? `${pageTitle}${TITLE_SEPARATOR}${systemName}` : systemName;
}

/**
 * Keeps the browser tab's title in the interface language: the page's title (already
 * translated by the caller) and the system's name from the project settings, in their
 * version for that language, else the built-in name while the settings load.
 */
export function useDocumentTitle(
  pageTitle: string | undefined,
  settings: Pick<ProjectInfo, 'title' | 'titleI18n'> | undefined,
): void {
  const { t } = useTranslation();
  const localise = useLocalised();
  const systemName = (settings?.title && localise(settings.title, settings.titleI18n)) || t('app.title');
  useEffect(() => {
    document.title = documentTitle(systemName, pageTitle);
  }, [systemName, pageTitle]);
}
