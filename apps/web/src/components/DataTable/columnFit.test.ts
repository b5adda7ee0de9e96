import { describe, expect, it } from 'vitest';
import { type FitColumn, fitColumns, minWidthOf, TEXT_MIN_WIDTH } from './columnFit';
import type { DataTableColumn } from './types';

const column = (key: string, width: number, minWidth = width, secondary = false): FitColumn => ({
  key,
  width,
  minWidth,
  secondary,
});

describe('fitColumns', () => {
  it('leaves every column as wanted when they fit, or the room is unknown', () => {
    const columns = [column('name', 200, 100), column('date', 180)];
    expect(fitColumns(columns, 500)).toEqual({ widths: { name: 200, date: 180 }, left: [] });
    expect(fitColumns(columns, undefined)).toEqual({ widths: { name: 200, date: 180 }, left: [] });
  });

  it('shrinks the columns that can give, in proportion to what each can give', () => {
    const columns = [column('name', 300, 100), column('unit', 200, 100), column('date', 180)];
    // 680 wanted, 530 room: 150 to give of 300 slack, half of each column's.
    expect(fitColumns(columns, 530)).toEqual({ widths: { name: 200, unit: 150, date: 180 }, left: [] });
  });

  it('leaves out secondary columns, the last declared first, before shrinking the others', () => {
    const columns = [
      column('name', 300, 100),
      column('phone', 150, 150, true),
      column('date', 180),
      column('bank', 200, 200, true),
    ];
    // Wanted: 830; without bank 630, which fits 640 whole.
    expect(fitColumns(columns, 640)).toEqual({
      widths: { name: 300, phone: 150, date: 180 },
      left: ['bank'],
    });
    // Without both 480: the name gives 30.
    expect(fitColumns(columns, 450)).toEqual({ widths: { name: 270, date: 180 }, left: ['phone', 'bank'] });
  });

  it('never shrinks a column below its least: what does not fit then scrolls', () => {
    const columns = [column('name', 300, 100), column('date', 180)];
    expect(fitColumns(columns, 200).widths).toEqual({ name: 100, date: 180 });
  });
});

describe('minWidthOf', () => {
  const text: DataTableColumn<object> = { key: 'name', title: '名称', userText: true };
  it('lets text columns give down to TEXT_MIN_WIDTH, others keep their width', () => {
    expect(minWidthOf(text, 300, false)).toBe(TEXT_MIN_WIDTH);
    expect(minWidthOf(text, 80, false)).toBe(80);
    expect(minWidthOf({ key: 'date', title: '时间' }, 180, false)).toBe(180);
    expect(minWidthOf({ key: 'date', title: '时间', minWidth: 150 }, 180, false)).toBe(150);
  });

  it('keeps a width the user dragged, and a title readable', () => {
    expect(minWidthOf(text, 300, true)).toBe(300);
    const long = { ...text, title: 'A rather long English title', sortable: true };
    expect(minWidthOf(long, 400, false)).toBeGreaterThan(TEXT_MIN_WIDTH + 100);
  });
});
