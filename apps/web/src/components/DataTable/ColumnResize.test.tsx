import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { header, headers, renderTable, signIn, stored, stubResizeObserver } from './testTable';

// antd's table and drawer render slowly in jsdom on a busy two-core machine.
const SLOW_MS = 15_000;

beforeEach(() => {
  stubResizeObserver();
  signIn(7);
});
afterEach(() => vi.unstubAllGlobals());

describe('DataTable resize and reorder', { timeout: SLOW_MS }, () => {
  it('resizes by the grip down to 1 px and remembers the width', async () => {
    const { container } = await renderTable();
    const grip = header('姓名').querySelector('[data-testid="column-resize"]') as HTMLElement;
    const firstCol = () => container.querySelector('col') as HTMLElement;

    fireEvent.pointerDown(grip, { clientX: 100 });
    fireEvent.pointerMove(window, { clientX: 150 });
    await waitFor(() => expect(firstCol().style.width).toBe('150px'));
    fireEvent.pointerMove(window, { clientX: -400 });
    fireEvent.pointerUp(window);

    await waitFor(() => expect(firstCol().style.width).toBe('1px'));
    expect(stored(7)?.widths).toEqual({ name: 1 });
  });

  it('widens leftwards with a left-hand grip', async () => {
    const { container } = await renderTable({ resizePosition: 'left' });
    const grip = header('邮箱').querySelector('[data-testid="column-resize"]') as HTMLElement;
    expect(grip.style.left).toBe('0px');
    expect(grip.style.width).toBe('10px');

    fireEvent.pointerDown(grip, { clientX: 300 });
    fireEvent.pointerMove(window, { clientX: 280 });
    fireEvent.pointerUp(window);

    await waitFor(() =>
      expect((container.querySelectorAll('col')[1] as HTMLElement).style.width).toBe('220px'),
    );
  });

  it('moves a column dropped on another header, but never the kept one', async () => {
    await renderTable();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
    };

    fireEvent.dragStart(header('姓名'), { dataTransfer });
    fireEvent.dragOver(header('电话'), { dataTransfer });
    fireEvent.drop(header('电话'), { dataTransfer });
    await waitFor(() => expect(headers()).toEqual(['邮箱', '电话', '姓名', '操作']));
    expect(stored(7)?.order).toEqual(['email', 'phone', 'name', 'actions']);

    expect(header('操作').getAttribute('draggable')).toBe('false');
    fireEvent.dragStart(header('邮箱'), { dataTransfer });
    fireEvent.drop(header('操作'), { dataTransfer });
    expect(headers()).toEqual(['邮箱', '电话', '姓名', '操作']);
  });
});

describe('DataTable keyboard resize', { timeout: SLOW_MS }, () => {
  it('moves the edge by 10 px with the arrow keys', async () => {
    const { container } = await renderTable();
    const grip = screen.getAllByRole('separator', { name: '拖动以调整列宽' })[0] as HTMLElement;

    fireEvent.keyDown(grip, { key: 'ArrowRight' });
    await waitFor(() => expect((container.querySelector('col') as HTMLElement).style.width).toBe('110px'));
    expect(stored(7)?.widths).toEqual({ name: 110 });
  });
});
