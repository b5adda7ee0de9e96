import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { removeSkeleton } from './skeleton';

// Loaded only when something failed: the first screens do not carry it.
const LoadFailure = lazy(() => import('./LoadFailure').then((m) => ({ default: m.LoadFailure })));

/** Last resort for a render or loader crash, including a layout chunk that failed to load. */
export function RouteError() {
  const error = useRouteError();
  useEffect(removeSkeleton, []);
  useEffect(() => console.error(error), [error]);
  return (
    <Suspense fallback={null}>
      <LoadFailure error={error} />
    </Suspense>
  );
}
