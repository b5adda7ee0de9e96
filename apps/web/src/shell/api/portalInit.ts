import type { MenuNode, PortalInit } from '@awards/shared/home';
import { http } from '@awards/web-common/http';
import { queryOptions } from '@tanstack/react-query';

export type { MenuNode, PortalInit };

/** The portal this web app is: the server answers with this portal's menu tree. */
export const PORTAL_CODE = 'portal';

export function getPortalInit(): Promise<PortalInit> {
  // Silent: the route guard decides what the user sees when this fails.
  return http.post<PortalInit>('/rest/home/index', { portalCode: PORTAL_CODE }, { silent: true });
}

/** Keyed by token so a new sign-in never sees the previous account's menu. */
export const portalInitQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['home', 'init', token],
    queryFn: getPortalInit,
    staleTime: Number.POSITIVE_INFINITY,
  });
