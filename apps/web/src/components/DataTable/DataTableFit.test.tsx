import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headers, type Row, renderTable, signIn, stored, stubResizeObserver } from './testTable';
import type { DataTableColumn } from './types';

// antd's table and drawer render slowly in jsdom on a busy two-core machine.
const SLOW_MS = 15_000;

// jsdom lays nothing out: the table's frame is given a width, as a browser would measure it.
let frameWidth = 500;

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', title: '姓名', dataIndex: 'name', width: 300, userText: true },
  { key: 'phone', title: '电话', dataIndex: 'phone', width: 150, defaultHidden: true },
  { key: 'date', title: '时间', dataIndex: 'date', width: 180 },
  { key: 'actions', title: '操作', width: 120, render: () => 'edit' },
];

beforeEach(() => {
  frameWidth = 500;
  stubResizeObserver();
  signIn(7);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'data-table' ? frameWidth : 0;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const colWidths = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('colgroup col')].map((col) => col.style.width);

describe('DataTable fitting its width', { timeout: SLOW_MS }, () => {
  it('leaves out a secondary column and shrinks text to fit, the chooser shows it unticked', async () => {
    const { container } = await renderTable({ columns: COLUMNS });
    expect(headers()).toEqual(['姓名', '时间', '操作']);
    // 500 less the slack: the secondary phone goes
    // first, then the name gives; the date does not.
    const [name, date] = colWidths(container);
    expect(date).toBe('180px');
    expect(Number.parseInt(name ?? '', 10)).toBeLessThan(300);

    fireEvent.click(screen.getByTestId('columns-open'));
    const phone = (await screen.findByTestId('column-option-phone')) as HTMLInputElement;
    expect(phone.checked).toBe(false);
    fireEvent.click(phone);
    fireEvent.click(screen.getByTestId('columns-confirm'));
    // Asked for, it shows at any width (and the table scrolls).
    await waitFor(() => expect(headers()).toEqual(['姓名', '电话', '时间', '操作']));
    expect(stored(7)).toMatchObject({ hidden: [], shown: ['phone'] });
  });

  it('keeps a secondary column left unticked as the table’s to show, not hidden for good', async () => {
    frameWidth = 600;
    await renderTable({ columns: COLUMNS });
    expect(headers()).toEqual(['姓名', '时间', '操作']);
    fireEvent.click(screen.getByTestId('columns-open'));
    await screen.findByTestId('column-option-phone');
    fireEvent.click(screen.getByTestId('column-option-date'));
    fireEvent.click(screen.getByTestId('columns-confirm'));
    // Room now: the secondary column comes back by itself.
    await waitFor(() => expect(headers()).toEqual(['姓名', '电话', '操作']));
    expect(stored(7)).toMatchObject({ hidden: ['date'], shown: [] });
  });
});
