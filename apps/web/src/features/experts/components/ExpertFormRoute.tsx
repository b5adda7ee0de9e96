import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useExpertDetail } from '../api/expertPage';
import { ExpertFormModal } from './ExpertFormModal';

/** The expert form the address names ('add' or 'edit:<expertId>'); a link to a missing expert closes. */
export function ExpertFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const expert = useExpertDetail(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || expert.isError)) ||
    (mode !== null && mode !== 'add' && mode !== 'edit');
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <ExpertFormModal key="add" expert={null} onClose={onClose} />;
  if (mode === 'edit' && expert.data)
    return <ExpertFormModal key={value} expert={expert.data} onClose={onClose} />;
  return null;
}
