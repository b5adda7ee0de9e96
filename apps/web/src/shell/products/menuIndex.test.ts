import { describe, expect, it } from 'vitest';
import { groupByTopFolder, inTree, menuPages, searchPages } from './menuIndex';
import { TEST_MENU } from './testMenu';

describe('menuPages', () => {
  it('lists the visible leaf pages in menu order, with the folders above them', () => {
    const pages = menuPages(TEST_MENU);
    expect(pages.map((p) => p.name)).toEqual(['dashboard-monitor', 'prize', 'system-users', 'system-roles']);
    expect(pages.find((p) => p.name === 'system-users')?.trail).toEqual(['系统管理']);
  });
});

describe('searchPages', () => {
  const pages = menuPages(TEST_MENU);
  it('matches titles, folder titles and paths, ignoring case and spaces', () => {
    expect(searchPages(pages, '用户').map((p) => p.name)).toEqual(['system-users']);
    expect(searchPages(pages, ' 系统 ').map((p) => p.name)).toEqual(['system-users', 'system-roles']);
    expect(searchPages(pages, 'PRIZE').map((p) => p.name)).toEqual(['prize']);
  });
  it('finds nothing for an empty keyword', () => {
    expect(searchPages(pages, '  ')).toEqual([]);
  });
});

describe('groupByTopFolder', () => {
  it('groups pages under their top folder in menu order; top-level pages form untitled runs', () => {
    const groups = groupByTopFolder(menuPages(TEST_MENU));
    expect(groups.map((g) => [g.group, g.pages.length])).toEqual([
      ['仪表盘', 1],
      ['', 1],
      ['系统管理', 2],
    ]);
  });
});

describe('inTree', () => {
  it("keeps the server's order and drops menus no longer in the tree", () => {
    const pages = menuPages(TEST_MENU);
    expect(inTree([{ menuId: 5 }, { menuId: 99 }, { menuId: 3 }], pages).map((p) => p.name)).toEqual([
      'system-users',
      'prize',
    ]);
  });
});
