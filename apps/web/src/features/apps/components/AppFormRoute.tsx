import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useApp } from '../api/getApp';
import { AppFormModal } from './AppFormModal';

/** The app form the address names ('add' or 'edit:<appId>'); a link to a missing app closes. */
export function AppFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const app = useApp(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || app.isError)) || (mode !== null && mode !== 'add' && mode !== 'edit');
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <AppFormModal key="add" app={null} onClose={onClose} />;
  if (mode === 'edit' && app.data) return <AppFormModal key={value} app={app.data} onClose={onClose} />;
  return null;
}
