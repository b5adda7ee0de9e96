import { useEffect, useRef, useState } from 'react';
import { arrangeKeys, columnWidth, keptKey, moveKey } from './columnLayout';
import { type ColumnSettings, loadColumnSettings, saveColumnSettings } from './columnStore';
import type { DataTableColumn } from './types';

/**
 * Order, visibility and widths of a table's columns as the user left them, remembered per
 * user and table. A width being dragged is live state, stored only when the drag ends.
 */
export function useColumnSettings<T>(tableId: string, columns: DataTableColumn<T>[], keep: 'first' | 'last') {
  const [settings, setSettings] = useState<ColumnSettings>(() => loadColumnSettings(tableId));
  const [dragging, setDragging] = useState<{ key: string; width: number } | null>(null);
  // Only a user's change is written: loading alone must not create an entry.
  const changed = useRef(false);

  useEffect(() => {
    if (changed.current) saveColumnSettings(tableId, settings);
  }, [tableId, settings]);

  const change = (update: (current: ColumnSettings) => ColumnSettings) => {
    changed.current = true;
    setSettings(update);
  };

  const declared = columns.map((column) => column.key);
  const kept = keptKey(declared, keep);
  const order = arrangeKeys(declared, settings.order, keep);
  const hidden = settings.hidden.filter((key) => key !== kept && declared.includes(key));

  const widthOf = (key: string): number => {
    if (dragging?.key === key) return dragging.width;
    return settings.widths[key] ?? columnWidth(columns.find((column) => column.key === key)?.width);
  };

  return {
    order,
    hidden,
    kept,
    visible: order.filter((key) => !hidden.includes(key)),
    widthOf,
    /** Whether the width is the user's (dragged), not the declared one. */
    sizedByUser: (key: string) => dragging?.key === key || settings.widths[key] !== undefined,
    /** A defaultHidden column the user chose to show: it is never left out to fit. */
    shownByUser: (key: string) => settings.shown.includes(key),
    resize: (key: string, width: number) => setDragging({ key, width }),
    endResize: (key: string, width: number) => {
      setDragging(null);
      change((current) => ({ ...current, widths: { ...current.widths, [key]: width } }));
    },
    move: (from: string, to: string) => {
      if (from === kept || to === kept) return;
      change((current) => ({ ...current, order: moveKey(order, from, to) }));
    },
    /**
     * The column chooser's confirm: a new order and the unticked set. `left` are the columns
     * the table had left out to fit (shown unticked): ticked now, the user wants them at any
     * width; still unticked, they stay the table's to show where there is room.
     */
    apply: (nextOrder: string[], nextHidden: string[], left: readonly string[] = []) =>
      change((current) => ({
        ...current,
        order: nextOrder,
        hidden: nextHidden.filter((key) => key !== kept && !left.includes(key)),
        shown: [...new Set([...current.shown, ...left.filter((key) => !nextHidden.includes(key))])].filter(
          (key) => !nextHidden.includes(key),
        ),
      })),
  };
}
