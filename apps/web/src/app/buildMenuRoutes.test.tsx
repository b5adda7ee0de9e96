import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sampleMenu } from '../test/menuFixtures';
import { buildMenuRoutes, type MenuHandle, pageFor } from './buildMenuRoutes';
import type { PageComponent } from './lazyPage';
import { filterByPermission } from './menuAccess';
import { PAGE_REGISTRY, registeredPage } from './pageRegistry';
import { ExternalLinkPage, IframePage, PlaceholderPage } from './routerPages';

const node = (path: string) => {
  const routes = buildMenuRoutes(sampleMenu());
  return matchRoutes(routes, path)?.at(-1)?.route;
};
const menuAt = (path: string) => (node(path)?.handle as MenuHandle | undefined)?.menu;

describe('buildMenuRoutes', () => {
  it('makes a route for every menu path, hidden ones included, and a 404 for anything else', () => {
    expect(menuAt('/_system/users')?.meta.title).toBe('用户管理');
    expect(menuAt('/_system/users/edit')?.hidden).toBe(true);
    expect(node('/no/such/page')?.path).toBe('*');
  });

  it('sends a parent without a page of its own to its first visible child', () => {
    const element = node('/_system')?.element as { props: { to: string } };
    expect(element.props.to).toBe('/_system/users');
    // No page to preload for it (MenuRoutes.tsx preloadPageAt); a leaf names its page.
    expect((node('/_system')?.handle as MenuHandle | undefined)?.page).toBeUndefined();
    expect((node('/_system/users')?.handle as MenuHandle | undefined)?.page).toBe(
      pageFor(menuAt('/_system/users')!),
    );
  });
});

describe('pageFor and the page registry', () => {
  it('resolves a registered component key, else the placeholder', () => {
    expect(registeredPage('dashboard/MonitorPage')).toBe(PAGE_REGISTRY['dashboard/MonitorPage']);
    expect(registeredPage('users/NoSuchPage')).toBeNull();
    const [users, docs, report] = ['/_system/users', '/docs', '/report'].map(menuAt);
    // A key no page registers (other areas register theirs over time).
    expect(pageFor({ ...users!, component: 'nowhere/NoSuchPage' })).toBe(PlaceholderPage);
    const fake: PageComponent = () => null;
    expect(pageFor(users!, (key) => (key === 'users/UserListPage' ? fake : null))).toBe(fake);
    expect(pageFor(docs!)).toBe(ExternalLinkPage);
    expect(pageFor(report!)).toBe(IframePage);
  });
});

describe('filterByPermission', () => {
  it('keeps menus whose permission list meets the user, menus without a list, and filters children', () => {
    const kept = filterByPermission(sampleMenu(), ['USER_VIEW']);
    const system = kept.find((n) => n.path === '/_system');
    expect(system?.children?.map((n) => n.path)).toEqual(['/_system/users', '/_system/users/edit']);
    expect(kept.map((n) => n.path)).toContain('/_dashboard');
  });
});

describe('built-in routes', () => {
  it('has the account centre even when the menus lack it', () => {
    const routes = buildMenuRoutes([]);
    const match = matchRoutes(routes, '/_account/center/Index')?.at(-1)?.route;
    expect((match?.handle as MenuHandle | undefined)?.menu.name).toBe('account-center');
  });
});
