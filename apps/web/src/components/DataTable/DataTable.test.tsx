import type { Page } from '@awards/shared/paging';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { DataTable } from './DataTable';
import type { DataTableColumn, FetchParams } from './types';

interface Row {
  id: number;
  name: string;
  email: string | null;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', title: '姓名', dataIndex: 'name', width: 100, sortable: true, sortField: 'realName' },
  { key: 'email', title: '邮箱', dataIndex: 'email', width: 200 },
];

const page = (params: FetchParams<object>): Page<Row> => ({
  pageNum: params.pageNum,
  pageSize: params.pageSize,
  totalCount: 25,
  totalPage: Math.ceil(25 / params.pageSize),
  result: [{ id: params.pageNum, name: `第${params.pageNum}页`, email: null }],
});

let fetchPage: ReturnType<typeof vi.fn<(params: FetchParams<object>) => Promise<Page<Row>>>>;
const lastParams = () => fetchPage.mock.lastCall?.[0];
const header = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('thead th')].find(
    (th) => th.textContent === title,
  ) as HTMLElement;

// antd's table and drawer render slowly in jsdom on a busy two-core machine.
const SLOW_MS = 15_000;

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  fetchPage = vi.fn(async (params) => page(params));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable paging and sorting', { timeout: SLOW_MS }, () => {
  it('asks for pages, sizes and sort orders and shows the total', async () => {
    renderRoute(<DataTable<Row> tableId="t" columns={COLUMNS} fetch={fetchPage} />);
    expect(await screen.findByText('第1页')).toBeTruthy();
    expect(lastParams()).toEqual({ pageNum: 1, pageSize: 10 });
    expect(screen.getByText('共 25 条')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastParams()).toEqual({ pageNum: 2, pageSize: 10 }));

    fireEvent.click(header('姓名'));
    await waitFor(() =>
      expect(lastParams()).toEqual({
        pageNum: 1,
        pageSize: 10,
        orderBy: { field: 'realName', order: 'asc' },
      }),
    );
    fireEvent.click(header('姓名'));
    await waitFor(() => expect(lastParams()?.orderBy).toEqual({ field: 'realName', order: 'desc' }));
  });

  it('starts a new search from page 1 with the filters', async () => {
    function Page() {
      const [filters, setFilters] = useState({ status: 1 });
      return (
        <>
          <button type="button" onClick={() => setFilters({ status: 1 })}>
            search
          </button>
          <DataTable<Row, { status: number }>
            tableId="t"
            columns={COLUMNS}
            fetch={fetchPage}
            filters={filters}
          />
        </>
      );
    }
    renderRoute(<Page />);
    await screen.findByText('第1页');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastParams()?.pageNum).toBe(3));

    // The same values again: still a new search, as the query button promises.
    fireEvent.click(screen.getByText('search'));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(lastParams()).toEqual({ status: 1, pageNum: 1, pageSize: 10 });
  });

  it('shows the empty placeholder in empty cells', async () => {
    renderRoute(<DataTable<Row> tableId="t" columns={COLUMNS} fetch={fetchPage} />);
    await screen.findByText('第1页');
    expect(screen.getByText('————')).toBeTruthy();
  });

  it("marks a userText column's cells as users' text, and only those", async () => {
    const columns = COLUMNS.map((c) => (c.key === 'name' ? { ...c, userText: true } : c));
    renderRoute(<DataTable<Row> tableId="t" columns={columns} fetch={fetchPage} />);
    expect((await screen.findByText('第1页')).closest('td')?.getAttribute('translate')).toBe('no');
    expect(screen.getByText('————').closest('td')?.hasAttribute('translate')).toBe(false);
  });

  it('adds 60 px to the scroll width for a selection column', async () => {
    const { container } = renderRoute(
      <DataTable<Row> tableId="t" columns={COLUMNS} fetch={fetchPage} rowSelection={{ onChange: vi.fn() }} />,
    );
    await screen.findByText('第1页');
    const table = container.querySelector('table') as HTMLTableElement;
    expect(table.style.width).toBe(`${100 + 200 + 60}px`);
    expect((container.querySelector('col') as HTMLElement).style.width).toBe('60px');
  });

  it('shows "more than N" where the server stopped counting, and pages on past it', async () => {
    // As the server answers past its count cap: counted to 1,000 or one row past the
    // page asked for, whichever is further (apps/server/src/platform/paging.ts).
    const capped = (params: FetchParams<object>): Page<Row> => {
      const counted = Math.max(1_000, params.pageNum * params.pageSize) + 1;
      return {
        ...page(params),
        totalCount: counted,
        totalPage: Math.ceil(counted / params.pageSize),
        countCapped: true,
      };
    };
    fetchPage.mockImplementation(async (params) => capped(params));
    renderRoute(<DataTable<Row> tableId="t" columns={COLUMNS} fetch={fetchPage} />);
    expect(await screen.findByText('第1页')).toBeTruthy();
    expect(screen.getByText('超过 1,000 条')).toBeTruthy();

    // The last page offered (1,001 rows at 10 a page) ...
    fireEvent.click(screen.getByTitle('101'));
    expect(await screen.findByText('第101页')).toBeTruthy();
    expect(screen.getByText('超过 1,010 条')).toBeTruthy();
    // ... offers the next one: the rows go on.
    const next = document.querySelector('.ant-pagination-next') as HTMLElement;
    expect(next.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(next);
    expect(await screen.findByText('第102页')).toBeTruthy();
    expect(lastParams()).toEqual({ pageNum: 102, pageSize: 10 });
  });

  it('refuses a resize position other than left or right', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <DataTable<Row> tableId="t" columns={COLUMNS} fetch={fetchPage} resizePosition={'top' as never} />,
      ),
    ).toThrow(`DataTable: resizePosition must be 'left' or 'right'; got "top".`);
  });
});
