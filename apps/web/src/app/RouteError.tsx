import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { loadAntdProviders } from './antdChunk';
import { removeSkeleton } from './skeleton';

// Loaded only when something failed: the first screens do not carry it. It renders in place of
// the root route, so with antd's configuration of its own.
const LoadFailure = lazy(async () => {
  const [{ LoadFailure: Failure }, { AntdProviders }] = await Promise.all([
    import('./LoadFailure'),
    loadAntdProviders(),
  ]);
  return {
    default: ({ error }: { error: unknown }) => (
      <AntdProviders>
        <Failure error={error} />
      </AntdProviders>
    ),
  };
});

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
