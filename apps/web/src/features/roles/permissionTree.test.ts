import { describe, expect, it } from 'vitest';
import { grantKeys, indexTree, keysToGrant, toGrantTree, toggleKey } from './permissionTree';
import { PERMISSION_TREE } from './testRoles';

const nodes = toGrantTree(PERMISSION_TREE);
const index = indexTree(nodes);

describe('the grant tree', () => {
  it('puts a menu’s buttons before its sub-menus, and keys menus and buttons apart', () => {
    expect(nodes[0]?.children.map((n) => n.key)).toEqual(['m2', 'm3']);
    expect(nodes[0]?.children[0]?.children.map((n) => [n.key, n.code])).toEqual([
      ['b21', 'USER_VIEW'],
      ['b22', 'USER_ADD'],
    ]);
  });

  it('titles menus as it is told (the interface language)', () => {
    const titled = toGrantTree(PERMISSION_TREE, (node) => `${node.menuName}/${node.menuId}`);
    expect(titled[0]?.title).toBe('系统管理/1');
    expect(titled[0]?.children.map((n) => n.title)).toEqual(['用户管理/2', '角色管理/3']);
  });

  it('turns grants into keys and back', () => {
    const keys = grantKeys({ menuIds: [1, 2], buttonIds: [21] });
    expect(keys).toEqual(['m1', 'm2', 'b21']);
    expect(keysToGrant(keys)).toEqual({ menuIds: [1, 2], buttonIds: [21] });
  });

  it('ticking a button ticks its menu and the menus above, nothing beside it', () => {
    expect(toggleKey(index, [], 'b21', true)).toEqual(['m1', 'm2', 'b21']);
  });

  it('ticking a menu ticks everything below it', () => {
    expect(toggleKey(index, [], 'm2', true)).toEqual(['m1', 'm2', 'b21', 'b22']);
  });

  it('unticking a menu clears what is below it and leaves its parent', () => {
    const all = index.all;
    expect(toggleKey(index, all, 'm2', false)).toEqual(['m1', 'm3', 'b31']);
  });
});
