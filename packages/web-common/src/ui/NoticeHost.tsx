import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isNotifierWanted, onNotifierWanted } from '../notify';

const NotifierBridge = lazy(() => import('./NotifierBridge').then((m) => ({ default: m.NotifierBridge })));

/**
 * Loads the notification and dialog code on the first message only: the login page
 * (bundle budget, spec 000 §9 of this project) does not pay for it until something fails.
 */
export function NoticeHost() {
  const wanted = useSyncExternalStore(onNotifierWanted, isNotifierWanted, isNotifierWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotifierBridge />
    </Suspense>
  );
}
