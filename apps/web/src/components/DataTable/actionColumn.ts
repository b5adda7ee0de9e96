import { arrangeActions } from '../RowActions/arrange';
import { actionsWidth, headerWidth } from '../RowActions/width';
import type { DataTableColumn } from './types';

/**
 * The width of an `actions` column: the widest row's buttons on the page shown (what the
 * user may do in it, in the current language, the "more" button included) or the title,
 * whichever is wider. A declared or remembered width does not apply: too narrow, it cut
 * "删除" to "删"; too wide, it took room from the other columns.
 */
export function actionColumnWidth<T>(
  column: DataTableColumn<T>,
  rows: readonly T[],
  moreLabel: string,
): number {
  const { actions } = column;
  if (!actions) throw new Error(`DataTable: column "${column.key}" has no actions`);
  const widths = rows.map((row) => {
    const { inline, folded } = arrangeActions(actions(row), column.recordPermissions?.(row));
    return actionsWidth(
      inline.map((action) => action.label),
      folded.length > 0 ? moreLabel : undefined,
    );
  });
  return Math.max(headerWidth(column.title), ...widths);
}
