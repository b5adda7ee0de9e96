import type { DictView } from '@awards/shared/dictionaries';
import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { EntryFormModal, type EntryTarget } from './EntryFormModal';

interface Props {
  /** The `form` parameter: 'add', 'edit:<dictId>', 'addItem' or 'editItem:<dictId>'. */
  value: string | null;
  /** Every dictionary with its items (api/dictTree.ts), undefined while loading. */
  tree: DictView[] | undefined;
  /** The dictionary the page shows: the parent of a new item. */
  selected: DictView | null;
  onClose: () => void;
}

function targetOf(value: string | null, tree: DictView[], selected: DictView | null): EntryTarget | null {
  const [mode, id] = parseFormParam(value);
  if (mode === 'add') return { kind: 'dict', entry: null };
  if (mode === 'addItem') return selected ? { kind: 'item', parent: selected, entry: null } : null;
  const dict = tree.find((d) => d.dictId === id);
  if (mode === 'edit') return dict ? { kind: 'dict', entry: dict } : null;
  const parent = tree.find((d) => d.children?.some((item) => item.dictId === id));
  const item = parent?.children?.find((candidate) => candidate.dictId === id);
  return mode === 'editItem' && parent && item ? { kind: 'item', parent, entry: item } : null;
}

/** The dictionary or item form the address names; a link to a missing entry closes. */
export function EntryFormRoute({ value, tree, selected, onClose }: Props) {
  const target = tree ? targetOf(value, tree, selected) : null;
  const stale = Boolean(value && tree && !target);
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  return target ? <EntryFormModal key={value} target={target} onClose={onClose} /> : null;
}
