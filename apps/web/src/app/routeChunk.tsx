import { getToken } from '@awards/web-common/session';
import { type ComponentType, lazy, useState } from 'react';
import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../lib/chunkLoad';

export interface RouteChunk<P extends object = object> {
  /** Starts (or joins) the download of the chunk; resolves when its module has run. */
  load(): Promise<void>;
  /** Renders the chunk's component: directly once loaded, else waiting for it (React.lazy). */
  Component: ComponentType<P>;
}

/**
 * A route's component in a chunk of its own, downloaded only when the route is about to
 * render. React Router downloads a route's `lazy` as soon as the route matches, before any
 * loader has redirected: the signed-in shell matches '/', so a signed-out visit to '/'
 * used to download the whole shell on its way to the sign-in page (issue 18). A failed
 * download is not remembered, so the next visit tries again (a prefetch that failed
 * must not break the real load); the route that renders it shows the failure.
 *
 * Once the chunk has loaded (its route's loader waited for it), the component is rendered
 * directly, not through React.lazy: a lazy component suspends on its first render even when
 * its module is there (the promise answers a microtask later), so the first render committed
 * the nearest Suspense fallback, and React then held the page back for the rest of 300 ms after
 * that fallback (its reveal throttle): the home page's first paint waited 171 ms with the main
 * thread idle (issue 18, bench/README.md).
 */
export function routeChunk<P extends object = object>(load: () => Promise<ComponentType<P>>): RouteChunk<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const fetchChunk = () => {
    pending ??= withChunkTimeout(load)().then(
      (Component) => {
        Loaded = Component;
        return { default: Component };
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(fetchChunk) as unknown as ComponentType<P>;
  const Component = (props: P) => {
    // Chosen once per mount: a load finishing later does not swap the component (and its state).
    const [Chosen] = useState(() => Loaded ?? Lazy);
    return <Chosen {...props} />;
  };
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
