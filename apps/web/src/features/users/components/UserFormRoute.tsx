import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useUserDetail } from '../api/userDetail';
import { UserFormModal } from './UserFormModal';

/** The user form the address names ('add' or 'edit:<userId>'); a link to a missing user closes. */
export function UserFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const user = useUserDetail(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || user.isError)) ||
    (mode !== null && mode !== 'add' && mode !== 'edit');
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <UserFormModal key="add" user={null} onClose={onClose} />;
  if (mode === 'edit' && user.data) return <UserFormModal key={value} user={user.data} onClose={onClose} />;
  return null;
}
