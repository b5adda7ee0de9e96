import type { MenuNode } from '@awards/shared/home';
import { routeTitleKey, setItem } from '@awards/web-common/storage';
import { useNavigate } from 'react-router';
import { useMenuTitle } from '../i18n/useMenuTitle';
import { externalUrl, openInNewWindow } from './menuLinks';
import { findMenuTrail } from './menuTrail';

/** The event a menu selection emits (spec 000 §2), for anything that follows titles. */
export const DYNAMIC_ROUTE_EVENT = 'dynamic-route';

export interface DynamicRouteDetail {
  path: string;
  title: string;
}

/** Records a selection: the title under a per-path key, and the dynamic-route event. */
export function announceRoute(path: string, title: string): void {
  setItem(routeTitleKey(path), title);
  window.dispatchEvent(new CustomEvent<DynamicRouteDetail>(DYNAMIC_ROUTE_EVENT, { detail: { path, title } }));
}

/**
 * Opening a menu by its key (path): external links go to a new window, the rest route.
 * `after` runs once the choice is made, e.g. to close the mobile drawer.
 */
export function useMenuNavigate(menus: readonly MenuNode[], after?: () => void) {
  const navigate = useNavigate();
  const title = useMenuTitle();
  return (path: string) => {
    const node = findMenuTrail(menus, path).at(-1);
    after?.();
    if (!node) return void navigate(path);
    const url = externalUrl(node);
    if (url) return openInNewWindow(url);
    announceRoute(node.path, title(node));
    void navigate(node.path);
  };
}
