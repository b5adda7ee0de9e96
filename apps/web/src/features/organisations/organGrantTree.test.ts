import type { PermissionNode } from '@awards/shared/roles';
import { describe, expect, it } from 'vitest';
import { checkedLeafKeys, keysToOrganGrant, toOrganGrantTree } from './organGrantTree';

const menu = (menuId: number, menuName: string, extra: Partial<PermissionNode> = {}): PermissionNode => ({
  menuId,
  parentMenuId: null,
  menuName,
  menuNameI18n: {},
  menuUrl: `/${menuId}`,
  menuIcon: null,
  menuType: 1,
  menuSort: menuId,
  buttons: [],
  children: [],
  ...extra,
});
const TREE: PermissionNode[] = [
  menu(1, '系统管理', {
    children: [
      menu(2, '用户管理', {
        parentMenuId: 1,
        buttons: [
          { buttonId: 21, buttonCode: 'view', buttonPerms: 'USER_VIEW', name: '查看', sortNum: 1 },
          { buttonId: 22, buttonCode: 'add', buttonPerms: 'USER_ADD', name: '新增', sortNum: 2 },
        ],
      }),
      menu(3, '关于', { parentMenuId: 1 }),
    ],
  }),
];

describe('organisation grant tree', () => {
  it('ticks buttons and leaf menus only, so a granted parent does not tick every button below it', () => {
    const tree = toOrganGrantTree(TREE);
    expect(checkedLeafKeys(tree, { menuIds: [1, 2, 3], buttonIds: [21] })).toEqual(['b21', 'm3']);
    expect(checkedLeafKeys(tree, { menuIds: [], buttonIds: [] })).toEqual([]);
  });

  it('turns ticked and half-ticked keys into the ids bindMenus takes', () => {
    expect(keysToOrganGrant(['b21', 'm2', 'm1'])).toEqual({ menuIds: [2, 1], buttonIds: [21] });
  });
});
