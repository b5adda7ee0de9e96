import type { PortalInit } from '@awards/shared/home';
import { saveButtonAuth } from '@awards/web-common/session';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AppMenus, appOwning, appsOf, permissionsOf } from './apps';
import { firstLeaf } from './menuTrail';

/**
 * The application whose menu the shell shows (spec 000 §2/§3). Switching applications
 * switches the menu and the stored permission list; opening a page another application
 * owns (e.g. the bell's /_account/center/UserMessage) switches to that application.
 */
export function useActiveApp(init: PortalInit) {
  const apps = useMemo(() => appsOf(init), [init]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [appCode, setAppCode] = useState(
    () => appOwning(apps, pathname, init.appCode ?? '') ?? apps[0]?.appCode ?? '',
  );

  useEffect(() => {
    const owner = appOwning(apps, pathname, appCode);
    if (owner && owner !== appCode) setAppCode(owner);
  }, [apps, pathname, appCode]);

  useEffect(() => {
    const active = apps.find((app) => app.appCode === appCode);
    // The init's own application keeps the init's list; another one carries its menus' codes.
    if (active) saveButtonAuth(appCode === init.appCode ? init.permissions : permissionsOf(active.menus));
  }, [apps, appCode, init]);

  /** Opens the chosen application's first page, then shows its menu. */
  const switchApp = (code: string) => {
    const target = apps.find((app) => app.appCode === code);
    const first = target && firstLeaf(target.menus);
    if (first) void Promise.resolve(navigate(first)).then(() => setAppCode(code));
  };

  const active: AppMenus | undefined = apps.find((app) => app.appCode === appCode) ?? apps[0];
  // The custom icons of the init call (spec 000 §3 customIcons), which menus may name as custom:<iconId>.
  return {
    apps,
    appCode: active?.appCode ?? '',
    menu: active?.menus ?? init.menu,
    icons: init.icons ?? [],
    switchApp,
  };
}
