import type { Page } from '@awards/shared/paging';
import type { QueryKey } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import type { RowAction } from '../RowActions/types';
import type { ResizePosition } from './constants';
import type { ListState } from './useListState';

/** A column: antd's, with a required string key (what settings are remembered by). */
export interface DataTableColumn<T> extends Omit<ColumnType<T>, 'key' | 'title' | 'width' | 'sorter'> {
  key: string;
  title: ReactNode;
  /** Pixels wanted; DEFAULT_COLUMN_WIDTH when absent. */
  width?: number;
  /**
   * The least it may shrink to when the columns do not fit the table (columnFit.ts). By
   * default a column of users' text (or declared `ellipsis`) gives down to TEXT_MIN_WIDTH and
   * any other keeps its width; a date-time column keeps DATE_TIME_COLUMN_WIDTH.
   */
  minWidth?: number;
  /**
   * A secondary column: left out while the table is too narrow for every column at its
   * wanted width (the last declared first, before any column shrinks); the column chooser
   * shows it unticked, and a user who ticks it keeps it at any width.
   */
  defaultHidden?: boolean;
  /** Sorted by the server: the field sent is `sortField`, else the dataIndex, else the key. */
  sortable?: boolean;
  sortField?: string;
  /**
   * The column shows what users entered (a name, a title, a content): its cells are marked
   * translate="no", so a browser's translator leaves them as they are and the language test
   * (e2e/portal-walk.e2e.ts) knows them from the interface's own words.
   */
  userText?: boolean;
  /**
   * The row's actions: the table renders them (RowActions: permissions, confirmations, at
   * most three buttons then "more"), fixes the column to the right and makes it as wide as
   * the buttons in the current language. Declare it on the last column; no `render` needed.
   */
  actions?: (row: T) => RowAction[];
  /** With `actions`: codes a record grants on its own (its permissionList entries). */
  recordPermissions?: (row: T) => readonly string[];
  /** Below 768 px (cards): this column is the card's title (default: the first userText column). */
  cardTitle?: boolean;
  /** Below 768 px: shown beside the title (default: the column keyed 'status'). */
  cardStatus?: boolean;
  /** Below 768 px: one of the card's fields (default: the first three other columns). */
  cardField?: boolean;
}

export interface OrderBy {
  field: string;
  order: 'asc' | 'desc';
}

/** The page and sort the table is showing. */
export interface Paging {
  pageNum: number;
  pageSize: number;
  orderBy?: OrderBy;
}

/** What the fetcher receives: the filters plus the page and sort of the wire contract. */
export type FetchParams<F extends object> = F & { pageNum: number; pageSize: number; orderBy?: OrderBy };

export interface DataTableProps<T, F extends object = Record<string, unknown>> {
  /** Names the table in the remembered settings: unique per screen, stable across releases. */
  tableId: string;
  columns: DataTableColumn<T>[];
  /** One page from the server (spec 001 §3 "Pagination"). */
  fetch: (params: FetchParams<F>) => Promise<Page<T>>;
  /** TanStack Query key prefix (default ['dataTable', tableId]); invalidate it after a change. */
  queryKey?: QueryKey;
  /**
   * The current search. With `list`, the filters for the fetch (the list's, perhaps
   * converted); without, a new object starts a new search from page 1: keep it in state.
   */
  filters?: F;
  /**
   * The page, page size and sort from useListState (the address): a page of the portal
   * passes it; a table inside a dialog or drawer leaves it out and keeps its own.
   */
  list?: Pick<ListState, 'paging' | 'setPaging' | 'searchCount'>;
  rowKey?: string | ((row: T) => Key);
  /** A selection column, SELECTION_COLUMN_WIDTH wide. */
  rowSelection?: NonNullable<TableProps<T>['rowSelection']>;
  /** Buttons above the table, left of the column chooser. */
  toolbar?: ReactNode;
  /** Show the column chooser button (default true). */
  columnChooser?: boolean;
  /** Which end column can be neither hidden nor moved (default 'last', e.g. the actions). */
  keepColumn?: 'first' | 'last';
  /** The edge of a header cell its resize grip sits on (default 'right'). */
  resizePosition?: ResizePosition;
  defaultPageSize?: number;
  /**
   * Run the table's enhance script and offer its editor to ENHANCE_VIEW/EDIT users (default
   * true; components/EnhanceScript). False for a table whose rows are not the page's list.
   */
  enhance?: boolean;
  /** Anything else of antd's Table (size, bordered, expandable, ...). */
  tableProps?: Omit<
    TableProps<T>,
    'columns' | 'dataSource' | 'pagination' | 'rowKey' | 'rowSelection' | 'onChange'
  >;
}
