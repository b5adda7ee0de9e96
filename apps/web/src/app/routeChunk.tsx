import { getToken } from '@awards/web-common/session';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../lib/chunkLoad';

export interface RouteChunk {
  /** Starts (or joins) the download of the chunk; resolves when its module has run. */
  load(): Promise<void>;
  /** Renders the chunk's component, waiting for it if it is not there yet. */
  Component: ComponentType;
}

/**
 * A route's component in a chunk of its own, downloaded only when the route is about to
 * render. React Router downloads a route's `lazy` as soon as the route matches, before any
 * loader has redirected: the signed-in shell matches '/', so a signed-out visit to '/'
 * used to download the whole shell on its way to the sign-in page (issue 18). A failed
 * download is not remembered, so the next visit tries again (a prefetch that failed
 * must not break the real load); the route that renders it shows the failure.
 */
export function routeChunk(load: () => Promise<ComponentType>): RouteChunk {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const fetchChunk = () => {
    pending ??= withChunkTimeout(load)().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(fetchChunk);
  const Component = () => <Lazy />;
  return { load: () => fetchChunk().then(() => undefined), Component };
}

/**
 * The route properties of a chunk: its loader downloads it beside the other loaders (so
 * the route renders without a spinner, as with `lazy`), but only when `when()` holds:
 * by default, for a visit with a session; without one the guard redirects to the sign-in
 * page and nothing of the chunk is fetched.
 */
export function chunkRoute(
  chunk: RouteChunk,
  when: () => boolean = () => getToken() !== null,
): Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'Component'> {
  return {
    loader: async () => {
      if (when()) await chunk.load();
      return null;
    },
    // Loaded once is loaded for good: nothing to run again on later navigations.
    shouldRevalidate: () => false,
    Component: chunk.Component,
  };
}
