import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useEdition } from '../api/editionPage';
import { EditionFormModal } from './EditionFormModal';

/** The edition form the address names ('add' or 'edit:<editionId>'); a link to a missing one closes. */
export function EditionFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const edition = useEdition(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || edition.isError)) ||
    (mode !== null && mode !== 'add' && mode !== 'edit');
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <EditionFormModal key="add" edition={null} onClose={onClose} />;
  if (mode === 'edit' && edition.data)
    return <EditionFormModal key={value} edition={edition.data} onClose={onClose} />;
  return null;
}
