import { describe, expect, it } from 'vitest';
import { buildMenuTree, findIndexMenu, type MenuRow } from './menu-tree';

const row = (id: number, parentId: number | null, extra: Partial<MenuRow> = {}): MenuRow => ({
  id,
  parentId,
  name: `m${id}`,
  menuName: `Menu ${id}`,
  menuNameI18n: {},
  menuUrl: `/m${id}`,
  component: 'x/Page',
  redirect: null,
  menuIcon: null,
  menuSort: id,
  hidden: false,
  route: '1',
  keepalive: false,
  alwaysShow: false,
  iframe: false,
  externalUrl: null,
  target: null,
  appCode: 'portal',
  ...extra,
});

describe('buildMenuTree', () => {
  it('leaves out the pages mayOpen refuses, and the folder they leave empty', () => {
    const tree = buildMenuTree(
      [
        row(1, null, { component: 'layouts/RouteView' }),
        row(2, 1, { component: 'a/Open' }),
        row(3, 1, { component: 'a/Closed' }),
        row(4, null, { component: 'layouts/RouteView' }),
        row(5, 4, { component: 'a/Closed' }),
      ],
      new Map(),
      (r) => r.component !== 'a/Closed',
    );
    expect(tree.map((n) => n.path)).toEqual(['/m1']);
    expect(tree[0]?.children?.map((n) => n.path)).toEqual(['/m2']);
  });

  it('nests children, skips non-routable menus and drops folders left empty', () => {
    const tree = buildMenuTree(
      [
        row(1, null, { component: 'layouts/RouteView' }),
        row(2, 1),
        row(3, 1, { route: '0' }),
        row(4, null, { component: 'layouts/RouteView' }),
        row(5, 4, { route: '0' }),
        row(6, 99),
      ],
      new Map([[2, ['A_VIEW']]]),
    );
    expect(tree.map((n) => n.path)).toEqual(['/m1']);
    expect(tree[0]?.children?.map((n) => n.path)).toEqual(['/m2']);
    expect(tree[0]?.redirect).toBe('/m2');
    expect(tree[0]?.children?.[0]?.meta.permissionList).toEqual(['A_VIEW']);
  });

  it('keeps an external link without children', () => {
    const tree = buildMenuTree(
      [row(1, null, { component: null, externalUrl: 'https://example.org' })],
      new Map(),
    );
    expect(tree[0]?.meta.url).toBe('https://example.org');
  });
});

describe('findIndexMenu', () => {
  it('prefers the given paths, then the first visible leaf', () => {
    const tree = buildMenuTree([row(1, null, { hidden: true }), row(2, null), row(3, null)], new Map());
    expect(findIndexMenu(tree, ['/m3'])?.path).toBe('/m3');
    expect(findIndexMenu(tree, ['/none'])?.path).toBe('/m2');
    expect(findIndexMenu([], ['/m3'])).toBeNull();
  });
});
