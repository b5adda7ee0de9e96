import { isNotifierWanted, onNotifierWanted } from '@awards/web-common/notify';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { antdProvidersChunk } from './antdChunk';
import { removeSkeleton } from './skeleton';

/** The id of the sign-in page's route (router.tsx): the one page rendered without antd. */
export const SIGN_IN_ROUTE_ID = 'sign-in';

// Rendered directly once the layouts' loaders have loaded it (routeChunk.tsx says why not React.lazy).
const AntdProviders = antdProvidersChunk.Component;

/**
 * The sign-in page's notices of the HTTP client (a failure it does not show in place), should
 * one come: antd's configuration and notices load then, beside the page, not around it (the
 * form keeps what was typed).
 */
function NoticesOnDemand() {
  const wanted = useSyncExternalStore(onNotifierWanted, isNotifierWanted, isNotifierWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AntdProviders />
    </Suspense>
  );
}

/**
 * The top route: renders after the first loaders finish, so the skeleton covers the wait.
 * Every page renders inside antd's configuration (AntdProviders, a chunk of its own) except
 * the sign-in page, which is plain (the entry chunk carries no antd, issue 18).
 */
export function RootRoute() {
  useEffect(removeSkeleton, []);
  const signIn = useMatches().some((match) => match.id === SIGN_IN_ROUTE_ID);
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        {signIn ? (
          <Outlet />
        ) : (
          <AntdProviders>
            <Outlet />
          </AntdProviders>
        )}
      </Suspense>
      {signIn && <NoticesOnDemand />}
    </>
  );
}
