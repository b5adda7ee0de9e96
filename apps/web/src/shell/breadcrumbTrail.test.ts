import { describe, expect, it } from 'vitest';
import { sampleMenu } from '../test/menuFixtures';
import { breadcrumbTrail } from './breadcrumbTrail';

describe('breadcrumbTrail', () => {
  it('starts with home, then each menu above and at the page, with their shown siblings', () => {
    const crumbs = breadcrumbTrail(sampleMenu(), '/_system/users', '首页');
    expect(crumbs.map((c) => c.title)).toEqual(['首页', '系统管理', '用户管理']);
    expect(crumbs[0]).toEqual({ path: '/', title: '首页', siblings: [] });
    // Hidden menus are not offered; the page itself is not its own sibling.
    expect(crumbs[2]?.siblings.map((s) => s.title)).toEqual(['角色管理']);
    expect(crumbs[1]?.siblings.map((s) => s.path)).toEqual([
      '/_dashboard',
      '/register',
      '/declare',
      '/docs',
      '/report',
    ]);
  });

  it('includes a hidden page reached by its path', () => {
    expect(breadcrumbTrail(sampleMenu(), '/_system/users/edit', 'Home').map((c) => c.title)).toEqual([
      'Home',
      '系统管理',
      '编辑用户',
    ]);
  });

  it('does not repeat the home page after the home crumb, and is home alone off the menu', () => {
    expect(breadcrumbTrail(sampleMenu(), '/_dashboard/Monitor', '首页').map((c) => c.title)).toEqual([
      '首页',
      '仪表盘',
    ]);
    expect(breadcrumbTrail(sampleMenu(), '/elsewhere', '首页').map((c) => c.title)).toEqual(['首页']);
  });
});
