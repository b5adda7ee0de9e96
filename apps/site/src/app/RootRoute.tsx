import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../components/PageFallback';

/** The top route: renders once the first loaders finish; then index.html's skeleton goes. */
export function RootRoute() {
  useEffect(() => document.getElementById('root-skeleton')?.remove(), []);
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}
