import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useRole } from '../api/roleDetail';
import { RoleFormModal } from './RoleFormModal';

/** The role form the address names ('add' or 'edit:<roleId>'); a link to a missing role closes. */
export function RoleFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const role = useRole(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || role.isError)) ||
    (mode !== null && mode !== 'add' && mode !== 'edit');
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <RoleFormModal key="add" current={null} onClose={onClose} />;
  if (mode === 'edit' && role.data)
    return <RoleFormModal key={value} current={role.data} onClose={onClose} />;
  return null;
}
