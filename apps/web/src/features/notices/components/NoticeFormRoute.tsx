import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useNotice } from '../api/saveNotice';
import { NoticeFormModal } from './NoticeFormModal';

/** The notice form the address names ('add' or 'edit:<id>'); a link to a missing notice closes. */
export function NoticeFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const notice = useNotice(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || notice.isError)) ||
    (mode !== null && mode !== 'add' && mode !== 'edit');
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <NoticeFormModal key="add" notice={null} onClose={onClose} />;
  if (mode === 'edit' && notice.data)
    return <NoticeFormModal key={value} notice={notice.data} onClose={onClose} />;
  return null;
}
