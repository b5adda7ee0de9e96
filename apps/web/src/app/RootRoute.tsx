import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { removeSkeleton } from './skeleton';

/** The top route: renders after the first loaders finish, so the skeleton covers the wait. */
export function RootRoute() {
  useEffect(removeSkeleton, []);
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}
