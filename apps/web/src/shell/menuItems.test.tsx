import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
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

  it('draws a custom icon of the init call by its path data, and nothing for an unknown one', () => {
    const icons = [{ iconId: 7, name: 'Seal', pathContent: 'M0 0L10 10Z', viewBox: '0 0 10 10' }];
    const tree = [
      menu('/a', 'A', { component: 'x/A', meta: { icon: 'custom:7' } }),
      menu('/b', 'B', { component: 'x/B', meta: { icon: 'custom:8' } }),
      menu('/c', 'C', { component: 'x/C', meta: { icon: 'HomeOutlined' } }),
    ];
    const [a, b, c] = toMenuItems(tree, undefined, icons) as { icon?: ReactElement }[];
    const drawn = render(a!.icon!).container.querySelector('svg path');
    expect(drawn?.getAttribute('d')).toBe('M0 0L10 10Z');
    expect(drawn?.closest('svg')?.getAttribute('viewBox')).toBe('0 0 10 10');
    expect(b!.icon).toBeUndefined();
    expect(c!.icon).toBeDefined();
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
