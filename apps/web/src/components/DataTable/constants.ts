/** Spec 001 §9: a column can be dragged down to 1 px, not to nothing. */
export const MIN_COLUMN_WIDTH = 1;
/** Spec 001 §9: the row-selection column's width, added to the table's scroll width. */
export const SELECTION_COLUMN_WIDTH = 60;
/** Spec 001 §9: the width of the grip a column is resized by. */
export const RESIZE_HANDLE_WIDTH = 10;
/** A column declared without a width still needs one to be resized and scrolled. */
export const DEFAULT_COLUMN_WIDTH = 120;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
/** Spec 001 §9: demo page size 10. */
export const DEFAULT_PAGE_SIZE = 10;

/** Spec 001 §5: the edge the resize grip sits on; nothing else is accepted. */
export const RESIZE_POSITIONS = ['left', 'right'] as const;
export type ResizePosition = (typeof RESIZE_POSITIONS)[number];

export function assertResizePosition(position: unknown): asserts position is ResizePosition {
  if (!RESIZE_POSITIONS.includes(position as ResizePosition)) {
    throw new Error(`DataTable: resizePosition must be 'left' or 'right'; got "${String(position)}".`);
  }
}

/**
 * A date-time column ('YYYY-MM-DD HH:mm:ss', formatDateTime): the text and the cell's padding
 * at 14 px, so "2026-11-12 09:30:00" is never cut to "2026-11-1…". Every list's date-time
 * columns use it.
 */
export const DATE_TIME_COLUMN_WIDTH = 180;
