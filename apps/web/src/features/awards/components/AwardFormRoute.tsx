import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useAward } from '../api/awardPage';
import { AwardFormModal } from './AwardFormModal';

/** The award form the address names ('add' or 'edit:<awardId>'); a link to a missing award closes. */
export function AwardFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const award = useAward(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || award.isError)) ||
    (mode !== null && mode !== 'add' && mode !== 'edit');
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <AwardFormModal key="add" award={null} onClose={onClose} />;
  if (mode === 'edit' && award.data)
    return <AwardFormModal key={value} award={award.data} onClose={onClose} />;
  return null;
}
