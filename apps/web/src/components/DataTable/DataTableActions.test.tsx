import { ApiError } from '@awards/web-common/apiError';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../../lib/useMedia';
import { renderRoute } from '../../test/renderWithProviders';
import { arrangeActions } from '../RowActions/arrange';
import type { RowAction } from '../RowActions/types';
import { actionsWidth, textWidth } from '../RowActions/width';
import { DataTable } from './DataTable';
import { stubResizeObserver } from './testTable';
import type { DataTableColumn } from './types';

// Issue 14 items 2 and 4: the actions column sized to its buttons, the "more" menu past three
// buttons, cards below 768 px, and a failed page shown as such with a retry.

interface Row {
  id: number;
  name: string;
  unit: string;
  status: string;
}

const ROWS: Row[] = [
  { id: 1, name: '高速铁路桥梁', unit: '铁道学会', status: '待审' },
  { id: 2, name: '深海钻探平台', unit: '海洋学会', status: '通过' },
];

const page = async () => ({ pageNum: 1, pageSize: 10, totalCount: 2, totalPage: 1, result: ROWS });

const action = (key: string, label: string, extra: Partial<RowAction> = {}): RowAction => ({
  key,
  label,
  onClick: vi.fn(),
  ...extra,
});

function columns(actions: (row: Row) => RowAction[]): DataTableColumn<Row>[] {
  return [
    { key: 'name', title: '项目名称', dataIndex: 'name', width: 200, userText: true },
    { key: 'unit', title: '申报单位', dataIndex: 'unit', width: 150, userText: true },
    { key: 'status', title: '状态', dataIndex: 'status', width: 100 },
    { key: 'actions', title: '操作', actions },
  ];
}

/** The widths antd was given, from the table's colgroup. */
const colWidths = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-table colgroup col')].map((col) => col.style.width);

/** matchMedia answering `matching` for the mobile query. */
function stubMobile(matching: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching && query === MOBILE_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  saveButtonAuth(['DECLARE_EXAMINE']);
  stubResizeObserver();
  stubMobile(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('the actions column', () => {
  it('is fixed right and as wide as its buttons in the current language', async () => {
    renderRoute(
      <DataTable<Row>
        tableId="t1"
        columns={columns(() => [action('view', '详情'), action('edit', '编辑'), action('del', '删除')])}
        fetch={page}
      />,
    );
    await screen.findAllByTestId('action-del');
    const width = actionsWidth(['详情', '编辑', '删除']);
    // Three two-character buttons, their dividers and the cell's padding: no "删" alone.
    expect(width).toBeGreaterThanOrEqual(3 * (2 * 14 + 14) + 2 * 17 + 32);
    expect(colWidths().at(-1)).toBe(`${width}px`);
    expect(document.querySelector('thead th:last-child')?.className).toMatch(
      /ant-table-cell-fix-(end|right)/,
    );
  });

  it('measures English labels wider than Chinese ones', () => {
    expect(textWidth('Delete')).toBeGreaterThan(textWidth('删除'));
    expect(actionsWidth(['Details', 'Edit'], 'More')).toBeGreaterThan(actionsWidth(['详情', '编辑'], '更多'));
  });

  it('leaves out actions the user may not take from the width', async () => {
    renderRoute(
      <DataTable<Row>
        tableId="t2"
        columns={columns(() => [
          action('examine', '审查', { permission: 'DECLARE_EXAMINE' }),
          action('del', '删除这一条申报记录', { permission: 'DECLARE_DEL' }),
        ])}
        fetch={page}
      />,
    );
    await screen.findAllByTestId('action-examine');
    expect(colWidths().at(-1)).toBe(`${Math.max(actionsWidth(['审查']), actionsWidth([]))}px`);
  });

  it('shows at most three buttons: past that the rest go into "more"', async () => {
    const fourth = action('d', '删除');
    renderRoute(
      <DataTable<Row>
        tableId="t3"
        columns={columns(() => [action('a', '详情'), action('b', '编辑'), action('c', '复制'), fourth])}
        fetch={page}
      />,
    );
    await screen.findAllByTestId('action-a');
    expect(screen.getAllByTestId('action-b')).toHaveLength(2);
    expect(screen.queryByTestId('action-c')).toBeNull();
    expect(colWidths().at(-1)).toBe(`${actionsWidth(['详情', '编辑'], '更多')}px`);

    fireEvent.click(screen.getAllByTestId('action-more')[0] as HTMLElement);
    fireEvent.click(await screen.findByTestId('action-d'));
    expect(fourth.onClick).toHaveBeenCalledTimes(1);
  });

  it('arranges: permissions first, then flagged "more", then the count', () => {
    const keys = (list: RowAction[]) => list.map((a) => a.key);
    const all = [action('a', 'a'), action('b', 'b'), action('c', 'c'), action('d', 'd')];
    expect(keys(arrangeActions(all.slice(0, 3)).inline)).toEqual(['a', 'b', 'c']);
    const four = arrangeActions(all);
    expect([keys(four.inline), keys(four.folded)]).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const flagged = arrangeActions([
      all[0],
      { ...all[1], more: true },
      { ...all[2], more: true },
    ] as RowAction[]);
    expect([keys(flagged.inline), keys(flagged.folded)]).toEqual([['a'], ['b', 'c']]);
    expect(
      keys(arrangeActions([action('x', 'x', { permission: 'NOPE' }), all[0]] as RowAction[]).inline),
    ).toEqual(['a']);
  });
});

describe('a page that failed to load', () => {
  it('shows the reason and a retry that asks again, not "no data"', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 400, rtnCode: '400', message: '查询条件有误' }))
      .mockImplementation(page);
    renderRoute(<DataTable<Row> tableId="t4" columns={columns(() => [])} fetch={fetch} />);

    expect(await screen.findByTestId('load-error')).toBeTruthy();
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.getByText('查询条件有误')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();

    fireEvent.click(screen.getByTestId('load-retry'));
    expect(await screen.findByText('高速铁路桥梁')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('load-error')).toBeNull();
  });
});

describe('below 768 px', () => {
  it('shows a card per row: the title, the status, key fields and the actions', async () => {
    stubMobile(true);
    const examine = action('examine', '审查');
    renderRoute(<DataTable<Row> tableId="t5" columns={columns(() => [examine])} fetch={page} />);

    const cards = await screen.findAllByTestId('data-card');
    expect(cards).toHaveLength(2);
    expect(document.querySelector('.ant-table')).toBeNull();
    const first = cards[0] as HTMLElement;
    expect(first.querySelector('.ant-card-head-title')?.textContent).toBe('高速铁路桥梁');
    expect(first.querySelector('.ant-card-extra')?.textContent).toBe('待审');
    expect(first.textContent).toContain('申报单位');
    expect(first.textContent).toContain('铁道学会');
    expect(first.querySelector('[translate="no"]')).toBeTruthy();

    fireEvent.click(first.querySelector('[data-testid="action-examine"]') as HTMLElement);
    expect(examine.onClick).toHaveBeenCalledTimes(1);
    // The pager stays.
    expect(document.querySelector('.ant-pagination')).toBeTruthy();
  });

  it('shows the error state in place of the cards', async () => {
    stubMobile(true);
    const fetch = vi.fn().mockRejectedValue(new ApiError({ status: 403, rtnCode: '403', message: '' }));
    renderRoute(<DataTable<Row> tableId="t6" columns={columns(() => [])} fetch={fetch} />);
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('data-card')).toHaveLength(0));
  });
});
