import type { MenuView } from '@awards/shared/menus';
import { describe, expect, it } from 'vitest';
import { findRow, moved, parentKeys, parentOptions, toMenuRows } from './menuRows';
import { menuView } from './testMenus';

const tree: MenuView[] = [
  menuView(1, '系统管理', [menuView(11, '用户管理'), menuView(12, '菜单管理', [menuView(121, '按钮')])]),
  menuView(2, '首页', []),
];

describe('toMenuRows', () => {
  it('keeps children only where there are some, so leaves show no expand arrow', () => {
    const rows = toMenuRows(tree);
    expect(rows[1]?.children).toBeUndefined();
    expect(rows[0]?.children?.map((row) => row.menuName)).toEqual(['用户管理', '菜单管理']);
    expect(findRow(rows, 121)?.menuName).toBe('按钮');
  });

  it('gives every row the ids of its siblings in order', () => {
    const rows = toMenuRows(tree);
    expect(rows[0]?.siblingIds).toEqual([1, 2]);
    expect(findRow(rows, 12)?.siblingIds).toEqual([11, 12]);
  });

  it('lists the rows that can expand', () => {
    expect(parentKeys(toMenuRows(tree))).toEqual([1, 12]);
  });
});

describe('moved', () => {
  it('swaps a menu with its neighbour, and refuses past either end', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, -1)).toBeNull();
    expect(moved([1, 2, 3], 3, 1)).toBeNull();
  });
});

describe('parentOptions', () => {
  it('leaves out the menu being edited and everything below it', () => {
    const options = parentOptions(toMenuRows(tree), 12);
    expect(options[0]?.children?.map((option) => option.value)).toEqual([11]);
    expect(options.map((option) => option.value)).toEqual([1, 2]);
  });

  it('titles the choices as it is told (the interface language)', () => {
    const options = parentOptions(toMenuRows(tree), null, (row) => `${row.menuName}!`);
    expect(options.map((option) => option.title)).toEqual(['系统管理!', '首页!']);
  });
});
