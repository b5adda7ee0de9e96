import { lazyPage, type PageComponent } from './lazyPage';

/**
 * Menu `component` keys ('<feature>/<PageName>', see apps/server/src/db/seed/menus.ts)
 * mapped to their pages. A menu whose key is missing here shows the placeholder page,
 * so adding a page is one line:
 *   'users/UserListPage': lazyPage(() => import('../features/users/pages/UserListPage'), 'UserListPage'),
 */
export const PAGE_REGISTRY: Readonly<Record<string, PageComponent>> = {
  'users/UserListPage': lazyPage(() => import('../features/users/pages/UserListPage'), 'UserListPage'),
  'roles/RoleListPage': lazyPage(() => import('../features/roles/pages/RoleListPage'), 'RoleListPage'),
  'organisations/OrganisationPage': lazyPage(
    () => import('../features/organisations/pages/OrganisationPage'),
    'OrganisationPage',
  ),
  'posts/PostListPage': lazyPage(() => import('../features/posts/pages/PostListPage'), 'PostListPage'),
  'dashboard/MonitorPage': lazyPage(() => import('../features/dashboard/pages/MonitorPage'), 'MonitorPage'),
  'account/CenterPage': lazyPage(() => import('../features/account/pages/CenterPage'), 'CenterPage'),
  'account/SettingsPage': lazyPage(() => import('../features/account/pages/SettingsPage'), 'SettingsPage'),
  'menus/MenuListPage': lazyPage(() => import('../features/menus/pages/MenuListPage'), 'MenuListPage'),
  'apps/AppListPage': lazyPage(() => import('../features/apps/pages/AppListPage'), 'AppListPage'),
  'dictionaries/DictionaryPage': lazyPage(
    () => import('../features/dictionaries/pages/DictionaryPage'),
    'DictionaryPage',
  ),
  'regions/RegionPage': lazyPage(() => import('../features/regions/pages/RegionPage'), 'RegionPage'),
  'icons/IconListPage': lazyPage(() => import('../features/icons/pages/IconListPage'), 'IconListPage'),
  'themes/ThemeListPage': lazyPage(() => import('../features/themes/pages/ThemeListPage'), 'ThemeListPage'),
  'layouts/LayoutListPage': lazyPage(
    () => import('../features/layouts/pages/LayoutListPage'),
    'LayoutListPage',
  ),
};

/** Parents whose page is only their children (spec 000 §2 'children'). */
export const ROUTE_VIEW = 'layouts/RouteView';

export function registeredPage(component: string | null | undefined): PageComponent | null {
  return (component && PAGE_REGISTRY[component]) || null;
}
