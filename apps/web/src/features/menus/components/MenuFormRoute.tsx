import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { findRow, type MenuRow } from '../menuRows';
import { MenuFormModal, type MenuFormMode } from './MenuFormModal';

interface Props {
  /** The `form` search parameter: 'add', 'addSub:<parentId>' or 'edit:<menuId>'. */
  value: string | null;
  rows: MenuRow[];
  loaded: boolean;
  defaultAppId?: number;
  onClose: () => void;
}

function modeOf(value: string | null, rows: MenuRow[]): MenuFormMode | null {
  const [kind, id] = parseFormParam(value);
  if (kind === 'add') return { kind: 'add' };
  const row = id === null ? undefined : findRow(rows, id);
  if (!row) return null;
  if (kind === 'addSub') return { kind: 'addSub', parent: row };
  return kind === 'edit' ? { kind: 'edit', menu: row } : null;
}

/** The menu form as the address names it, so a link opens it; a link to a missing menu closes. */
export function MenuFormRoute({ value, rows, loaded, defaultAppId, onClose }: Props) {
  const mode = modeOf(value, rows);
  const stale = Boolean(value) && loaded && !mode;
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (!mode) return null;
  const key = value ?? '';
  return <MenuFormModal key={key} mode={mode} rows={rows} defaultAppId={defaultAppId} onClose={onClose} />;
}
