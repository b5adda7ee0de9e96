import { setItem } from '@awards/web-common/storage';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headers, renderTable, signIn, stored, stubResizeObserver } from './testTable';

// antd's table and drawer render slowly in jsdom on a busy two-core machine.
const SLOW_MS = 15_000;

beforeEach(() => {
  stubResizeObserver();
  signIn(7);
});
afterEach(() => vi.unstubAllGlobals());

describe('DataTable column chooser', { timeout: SLOW_MS }, () => {
  it('keeps the last column, applies on confirm only, and stores the choice', async () => {
    await renderTable();
    fireEvent.click(screen.getByTestId('columns-open'));
    expect(await screen.findByText('选择要显示的列')).toBeTruthy();
    expect((screen.getByTestId('column-option-actions') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('column-option-email'));
    fireEvent.click(screen.getByTestId('columns-cancel'));
    expect(headers()).toContain('邮箱');

    fireEvent.click(screen.getByTestId('columns-open'));
    fireEvent.click(screen.getByTestId('column-option-email'));
    fireEvent.click(screen.getByTestId('columns-confirm'));
    await waitFor(() => expect(headers()).toEqual(['姓名', '电话', '操作']));
    expect(stored(7)?.hidden).toEqual(['email']);
  });

  it("does not apply one user's choice to another", async () => {
    setItem(`TABLE_COLUMNS:7:users` as never, { order: [], hidden: ['email'], widths: {} });
    signIn(8);
    await renderTable();
    expect(headers()).toEqual(['姓名', '邮箱', '电话', '操作']);
  });

  it("restores a user's columns, order and widths", async () => {
    setItem(`TABLE_COLUMNS:7:users` as never, {
      order: ['phone', 'name', 'actions'],
      hidden: ['name'],
      widths: { phone: 90 },
    });
    const { container } = await renderTable();
    // 'email' was added after the choice was stored: it appears after its declared neighbour.
    expect(headers()).toEqual(['电话', '邮箱', '操作']);
    expect((container.querySelector('col') as HTMLElement).style.width).toBe('90px');
  });

  it('can keep the first column instead', async () => {
    await renderTable({ keepColumn: 'first' });
    fireEvent.click(screen.getByTestId('columns-open'));
    expect((await screen.findByTestId('column-option-name')).hasAttribute('disabled')).toBe(true);
    expect((screen.getByTestId('column-option-actions') as HTMLInputElement).disabled).toBe(false);
  });
});
