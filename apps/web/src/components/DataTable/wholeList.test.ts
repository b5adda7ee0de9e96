import { describe, expect, it } from 'vitest';
import { pageOfRows } from './wholeList';

const rows = [
  { id: 1, name: 'b', count: 3 },
  { id: 2, name: 'a', count: null },
  { id: 3, name: 'c', count: 1 },
];

describe('pageOfRows', () => {
  it('cuts the asked page and counts the whole list', () => {
    expect(pageOfRows(rows, { pageNum: 2, pageSize: 2 })).toEqual({
      pageNum: 2,
      pageSize: 2,
      totalCount: 3,
      totalPage: 2,
      result: [rows[2]],
    });
    expect(pageOfRows([], { pageNum: 1, pageSize: 10 }).totalPage).toBe(1);
  });

  it('sorts by the named field either way, empty values last', () => {
    const ids = (order: 'asc' | 'desc', field: string) =>
      pageOfRows(rows, { pageNum: 1, pageSize: 10, orderBy: { field, order } }).result.map((r) => r.id);
    expect(ids('asc', 'count')).toEqual([3, 1, 2]);
    expect(ids('desc', 'count')).toEqual([1, 3, 2]);
    expect(ids('asc', 'name')).toEqual([2, 1, 3]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
