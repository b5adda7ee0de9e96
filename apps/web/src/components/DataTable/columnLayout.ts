import { DEFAULT_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH } from './constants';

/** The key of the column that is always shown and never moved. */
export function keptKey(keys: readonly string[], keep: 'first' | 'last'): string | undefined {
  return keep === 'first' ? keys[0] : keys[keys.length - 1];
}

/**
 * The column order to show: the remembered order of the keys that still exist, columns
 * added since placed after their declared predecessor, and the kept column at its end.
 */
export function arrangeKeys(
  declared: readonly string[],
  remembered: readonly string[],
  keep: 'first' | 'last',
): string[] {
  const kept = keptKey(declared, keep);
  const order = remembered.filter((key) => declared.includes(key) && key !== kept);
  declared.forEach((key, index) => {
    if (key === kept || order.includes(key)) return;
    const before = declared
      .slice(0, index)
      .reverse()
      .find((k) => order.includes(k));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });
  if (kept === undefined) return order;
  return keep === 'first' ? [kept, ...order] : [...order, kept];
}

/** `order` with `from` moved to where `to` is (before it when moving left, after when right). */
export function moveKey(order: readonly string[], from: string, to: string): string[] {
  const fromIndex = order.indexOf(from);
  const toIndex = order.indexOf(to);
  if (fromIndex < 0 || toIndex < 0 || from === to) return [...order];
  const next = order.filter((key) => key !== from);
  next.splice(toIndex, 0, from);
  return next;
}

export function columnWidth(width: number | undefined): number {
  return width ?? DEFAULT_COLUMN_WIDTH;
}

/** The table's horizontal scroll width: the shown columns, plus the selection column's 60 px. */
export function scrollWidth(widths: readonly number[], withSelection: boolean): number {
  return widths.reduce((sum, width) => sum + width, 0) + (withSelection ? SELECTION_COLUMN_WIDTH : 0);
}
