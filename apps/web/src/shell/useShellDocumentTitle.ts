import type { MenuNode } from '@awards/shared/home';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../i18n/documentTitle';
import { useMenuTitle } from '../i18n/useMenuTitle';
import { useProjectSettings } from './api/projectSettings';
import { breadcrumbTrail } from './breadcrumbTrail';

/** The signed-in shell's tab title: the breadcrumb's last crumb (the page's menu title), then the system. */
export function useShellDocumentTitle(menu: readonly MenuNode[]): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = breadcrumbTrail(menu, pathname, t('layout.home'), useMenuTitle());
  const { data: settings } = useProjectSettings();
  useDocumentTitle(crumbs.at(-1)?.title, settings);
}
