import { STORAGE_KEYS, STORAGE_PREFIX, setItem } from '@awards/web-common/storage';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps } from './types';

/** Test support for the column tests: a four-column table whose last column is the actions. */
export interface Row {
  id: number;
  name: string;
}

export const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', title: '姓名', dataIndex: 'name', width: 100 },
  { key: 'email', title: '邮箱', dataIndex: 'email', width: 200 },
  { key: 'phone', title: '电话', dataIndex: 'phone', width: 150 },
  { key: 'actions', title: '操作', width: 120, render: () => 'edit' },
];

const fetchPage = async () => ({
  pageNum: 1,
  pageSize: 10,
  totalCount: 1,
  totalPage: 1,
  result: [{ id: 1, name: 'a' }],
});

export const signIn = (id: number) => setItem(STORAGE_KEYS.userInfo, { id, username: `u${id}` });

/** The settings stored for `userId` and the table 'users'. */
export const stored = (userId: number) =>
  JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}TABLE_COLUMNS:${userId}:users`) ?? 'null')?.value;

export const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

export const header = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('thead th')].find(
    (th) => th.textContent === title,
  ) as HTMLElement;

export async function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const view = renderRoute(<DataTable<Row> tableId="users" columns={COLUMNS} fetch={fetchPage} {...props} />);
  await screen.findAllByText('edit');
  return view;
}

/** jsdom has no ResizeObserver; antd's table and drawer measure themselves with one. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
