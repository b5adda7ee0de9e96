import { headerWidth } from '../RowActions/width';
import type { DataTableColumn } from './types';

// Making a list's columns fit the table's width (issue 14 item 2: at 1280 px and above no
// column slides under the fixed action column, and the body never scrolls sideways). Each
// column has the width it would like and the least it can take; when the wanted widths do
// not fit, secondary columns are left out first (a cut project name makes rows look alike;
// a missing edition column is one click away in the chooser), then the columns that can
// give shrink. What still does not fit scrolls (a user who chose to show every column).

/** One shown column as the fit sees it. */
export interface FitColumn {
  key: string;
  /** The width it would like (declared or dragged). */
  width: number;
  /** The least it can take; equal to `width` for a column that does not shrink. */
  minWidth: number;
  /** Left out before any column shrinks (types.ts: defaultHidden). */
  secondary: boolean;
}

export interface Fit {
  /** The width each column gets, by key (the left-out ones have none). */
  widths: Record<string, number>;
  /** Secondary columns left out to make the rest fit, in declared order. */
  left: string[];
}

const total = (columns: readonly FitColumn[], pick: (c: FitColumn) => number) =>
  columns.reduce((sum, column) => sum + pick(column), 0);

/** The columns' widths within `room`: shrunk in proportion to what each can give. */
function shrink(columns: readonly FitColumn[], room: number): Record<string, number> {
  const wanted = total(columns, (c) => c.width);
  const excess = wanted - room;
  const slack = total(columns, (c) => c.width - c.minWidth);
  const share = excess <= 0 || slack <= 0 ? 0 : Math.min(1, excess / slack);
  return Object.fromEntries(
    columns.map((c) => [c.key, Math.floor(c.width - (c.width - c.minWidth) * share)]),
  );
}

/**
 * How `columns` fit in `room` pixels (the table's width less what is not a column of these:
 * the selection and actions columns). Secondary columns are left out from the last declared
 * backwards while the wanted widths do not fit, then the rest shrink; `room` unknown (not measured yet, a test without
 * layout) leaves every column at its wanted width.
 */
export function fitColumns(columns: readonly FitColumn[], room: number | undefined): Fit {
  if (room === undefined || room <= 0) {
    return { widths: Object.fromEntries(columns.map((c) => [c.key, c.width])), left: [] };
  }
  const secondary = columns.filter((c) => c.secondary).reverse();
  let left: FitColumn[] = [];
  let kept = [...columns];
  for (const next of secondary) {
    if (total(kept, (c) => c.width) <= room) break;
    left = [next, ...left];
    kept = kept.filter((c) => c !== next);
  }
  return { widths: shrink(kept, room), left: columns.filter((c) => left.includes(c)).map((c) => c.key) };
}

/** A text column (names, titles) gives up to this much by default; its tooltip shows the rest. */
export const TEXT_MIN_WIDTH = 100;
/** A sortable header's arrows. */
const SORTER_WIDTH = 24;

/**
 * The least width a column takes: its declared `minWidth`; for a column of users' text or
 * one declared `ellipsis`, TEXT_MIN_WIDTH (never less than its title needs); any other
 * (dates, statuses, codes) and one the user has sized by hand: its width, whole.
 */
export function minWidthOf<T>(column: DataTableColumn<T>, width: number, sizedByUser: boolean): number {
  if (sizedByUser) return width;
  if (column.minWidth !== undefined) return Math.min(column.minWidth, width);
  if (!column.userText && column.ellipsis !== true) return width;
  const title = headerWidth(column.title) + (column.sortable ? SORTER_WIDTH : 0);
  return Math.min(width, Math.max(TEXT_MIN_WIDTH, title));
}
