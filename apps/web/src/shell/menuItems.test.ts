import { describe, expect, it } from 'vitest';
import { menu, sampleMenu } from '../test/menuFixtures';
import { selectedKeyOf, toMenuItems } from './menuItems';
import { findMenuTrail } from './menuTrail';

type Item = { key: string; children?: Item[] };

describe('toMenuItems', () => {
  it('skips hidden items, makes submenus, and shows an always-show parent as one item', () => {
    const items = toMenuItems(sampleMenu()) as Item[];
    expect(items.map((i) => i.key)).toEqual([
      '/_dashboard',
      '/_system',
      '/register',
      '/declare',
      '/docs',
      '/report',
    ]);
    const system = items.find((i) => i.key === '/_system');
    expect(system?.children?.map((c) => c.key)).toEqual(['/_system/users', '/_system/roles']);
    expect(items.find((i) => i.key === '/register')?.children).toBeUndefined();
  });

  it('hides a group whose children are all hidden and that has no page of its own', () => {
    const tree = [menu('/g', 'G', { children: [menu('/g/a', 'A', { hidden: true })] })];
    expect(toMenuItems(tree)).toEqual([]);
    const withPage = [
      menu('/g', 'G', { component: 'x/Page', children: [menu('/g/a', 'A', { hidden: true })] }),
    ];
    expect((toMenuItems(withPage) as Item[]).map((i) => i.key)).toEqual(['/g']);
  });
});

describe('selectedKeyOf', () => {
  it('highlights the page, or the nearest shown item above a hidden page or inside an always-show item', () => {
    const tree = sampleMenu();
    expect(selectedKeyOf(findMenuTrail(tree, '/_system/roles'))).toBe('/_system/roles');
    expect(selectedKeyOf(findMenuTrail(tree, '/_system/users/edit'))).toBe('/_system');
    expect(selectedKeyOf(findMenuTrail(tree, '/register/audit'))).toBe('/register');
    expect(selectedKeyOf(findMenuTrail(tree, '/_account/center/Index'))).toBeUndefined();
  });
});
