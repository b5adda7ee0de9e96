import { useRouteLoaderData } from 'react-router';
import type { PortalInit } from './api/portalInit';

export const PORTAL_ROUTE_ID = 'portal';

/** The init response the guard loaded; only valid below the guarded route. */
export function usePortalInit(): PortalInit {
  const data = useRouteLoaderData(PORTAL_ROUTE_ID) as PortalInit | undefined;
  if (!data) throw new Error('usePortalInit used outside the guarded portal route');
  return data;
}
