import { describe, expect, it } from 'vitest';
import { canDrop, filterOrgans, findOrgan, orderAfterDrop, regionPath, subtreeIds } from './organTree';
import { TREE } from './testOrgans';

const node = (id: number) => findOrgan(TREE, id)!;

describe('the organisation tree', () => {
  it('keeps the matches of a search with their ancestors, opened', () => {
    const { nodes, expanded } = filterOrgans(TREE, '运维');
    expect(nodes[0]?.organName).toBe('行业协会');
    expect(nodes[0]?.children.map((n) => n.organName)).toEqual(['信息中心']);
    expect(nodes[0]?.children[0]?.children.map((n) => n.organName)).toEqual(['运维组']);
    expect(expanded).toEqual(expect.arrayContaining([1, 2]));
    expect(filterOrgans(TREE, 'org3').nodes[0]?.children.map((n) => n.organId)).toEqual([3]);
    expect(filterOrgans(TREE, '  ').expanded).toBeNull();
  });

  it('lets a node move only among its siblings', () => {
    expect(canDrop(node(5), node(4), -1)).toBe(true);
    expect(canDrop(node(5), node(2), 0)).toBe(true);
    expect(canDrop(node(5), node(3), 1)).toBe(false);
    expect(canDrop(node(5), node(3), 0)).toBe(false);
    expect(canDrop(node(5), node(5), 1)).toBe(false);
  });

  it('computes the siblings’ new order for the sort call', () => {
    expect(orderAfterDrop(TREE, node(5), node(4), -1)).toEqual({ parentOrganId: 2, organIds: [5, 4] });
    expect(orderAfterDrop(TREE, node(2), node(3), 1)).toEqual({ parentOrganId: 1, organIds: [3, 2] });
    expect(orderAfterDrop(TREE, node(3), node(1), 0)).toEqual({ parentOrganId: 1, organIds: [3, 2] });
  });

  it('knows what lies below a node, where it may not move to', () => {
    expect(subtreeIds(node(2))).toEqual([2, 4, 5]);
  });

  it('turns a region code into the cascader’s path', () => {
    expect(regionPath('110101')).toEqual(['110000', '110100', '110101']);
    expect(regionPath('440300')).toEqual(['440000', '440300']);
    expect(regionPath('310000')).toEqual(['310000']);
    expect(regionPath(null)).toBeUndefined();
  });
});
