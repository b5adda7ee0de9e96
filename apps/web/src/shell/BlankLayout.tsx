import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../components/PageFallback';

/** Spec 000 §2: a layout with no frame at all (/blank, /errorBlank). */
export function BlankLayout() {
  return (
    <div data-testid="blank-layout" style={{ minHeight: '100vh' }}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
