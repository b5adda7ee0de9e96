import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useDeclaration } from '../api/declarationPage';
import { DeclarationFormModal } from './DeclarationFormModal';

/** The form the address names ('add' or 'edit:<declarationId>'); a link to a missing one closes. */
export function DeclarationFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const declaration = useDeclaration(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || declaration.isError)) ||
    (mode !== null && mode !== 'add' && mode !== 'edit');
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <DeclarationFormModal key="add" declaration={null} onClose={onClose} />;
  if (mode === 'edit' && declaration.data)
    return <DeclarationFormModal key={value} declaration={declaration.data} onClose={onClose} />;
  return null;
}
