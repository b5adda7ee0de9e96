import type { EnhanceHint } from '@awards/shared/enhance-runtime';
import { Tag } from 'antd';
import type { DataTableColumn } from '../DataTable/types';
import styles from './enhance.module.css';

/** The CSS class of a row a script marked, for antd's rowClassName. */
export const rowClassOf = (hint: EnhanceHint | null): string =>
  hint?.rowClass ? (styles[hint.rowClass] ?? '') : '';

/**
 * The table's columns with a script's hints applied: a column named in a row's `columns` shows
 * that text instead of its own cell; the first column shown carries the row's badge. Text
 * only, never HTML. Without hints the columns are returned as they are.
 */
export function enhanceColumns<T>(
  columns: DataTableColumn<T>[],
  hintOf: (row: T) => EnhanceHint | null,
): DataTableColumn<T>[] {
  const first = columns.find((c) => !c.actions)?.key;
  return columns.map((column) => {
    if (column.actions) return column;
    const own = column.render;
    return {
      ...column,
      render: (value: unknown, row: T, index: number) => {
        const hint = hintOf(row);
        const replaced = hint?.columns?.[column.key];
        const shown = replaced !== undefined ? replaced : own ? own(value, row, index) : (value as never);
        if (column.key !== first || !hint?.badge) return shown;
        return (
          <>
            <Tag className={styles.badge} data-testid="enhance-badge">
              {hint.badge}
            </Tag>
            {shown}
          </>
        );
      },
    };
  });
}
