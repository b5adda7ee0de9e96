import type { MenuNode } from '@awards/shared/home';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMenuTitle } from '../i18n/useMenuTitle';
import { breadcrumbTrail } from './breadcrumbTrail';
import { useMenuNavigate } from './useMenuNavigate';

/**
 * The page header's breadcrumb (spec 000 §2) in select mode: a crumb with sibling
 * menus offers them in a dropdown, so the user can move sideways in one click.
 */
export function PageBreadcrumb({ menu }: { menu: readonly MenuNode[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const open = useMenuNavigate(menu);
  const crumbs = breadcrumbTrail(menu, pathname, t('layout.home'), useMenuTitle());
  const items = crumbs.map((crumb, index) => ({
    key: crumb.path,
    title: index < crumbs.length - 1 ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
    ...(crumb.siblings.length
      ? {
          menu: {
            items: crumb.siblings.map((s) => ({ key: s.path, label: s.title })),
            onClick: ({ key }: { key: string }) => open(key),
          },
        }
      : {}),
  }));
  return <Breadcrumb data-testid="breadcrumb" items={items} style={{ marginBottom: 12 }} />;
}
