import type { TableProps } from 'antd';
import { useCallback } from 'react';
import { useWidgetsT } from '../i18n';

type Selection<T> = NonNullable<TableProps<T>['rowSelection']>;

/**
 * antd names a table's selection checkboxes in English only ("Select all", "Select row 3"),
 * whatever the locale: this gives them names in the interface language. DataTable applies
 * it; an antd Table with a selection outside DataTable wraps its rowSelection with it.
 */
export function useSelectionLabels(): <T>(selection: Selection<T>) => Selection<T> {
  const { t } = useWidgetsT();
  return useCallback(
    <T>(selection: Selection<T>): Selection<T> => ({
      getTitleCheckboxProps: () => ({ 'aria-label': t('table.selectAll') }),
      ...selection,
      getCheckboxProps: (record: T) => ({
        'aria-label': t('table.selectRow'),
        ...selection.getCheckboxProps?.(record),
      }),
    }),
    [t],
  );
}
