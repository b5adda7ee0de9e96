import { describe, expect, it } from 'vitest';
import { menu, sampleInit } from '../test/menuFixtures';
import { allowedRedirect, landingPath } from './landing';

describe('landingPath', () => {
  it('is the home page, or the examination page for a BUSI_AUDIT user', () => {
    expect(landingPath(sampleInit(), [])).toBe('/_dashboard/Monitor');
    expect(landingPath(sampleInit(), ['BUSI_AUDIT'])).toBe('/declare/examination');
  });

  it('falls back to the index menu, then the first visible page, when the home page is not granted', () => {
    const onlyUsers = [menu('/_system', '系统管理', { children: [menu('/_system/users', '用户管理')] })];
    const init = sampleInit({ menu: onlyUsers, apps: [] });
    expect(landingPath(init, ['BUSI_AUDIT'])).toBe('/_system/users');
    expect(landingPath({ ...init, indexMenu: menu('/_system/roles', 'x') }, [])).toBe('/_system/roles');
  });
});

describe('allowedRedirect', () => {
  it('follows a redirect to a page of the menu (hidden ones too), keeping its query', () => {
    const init = sampleInit();
    expect(allowedRedirect('/_system/users?page=2', init)).toBe('/_system/users?page=2');
    expect(allowedRedirect('/_system/users/edit', init)).toBe('/_system/users/edit');
    expect(allowedRedirect('/_account/center/Index', init)).toBe('/_account/center/Index');
  });

  it('refuses paths outside the menu, other sites and nothing', () => {
    const init = sampleInit();
    expect(allowedRedirect('/_monitor/sql', init)).toBeNull();
    expect(allowedRedirect('//evil.example.com/x', init)).toBeNull();
    expect(allowedRedirect('https://evil.example.com', init)).toBeNull();
    expect(allowedRedirect('/', init)).toBeNull();
    expect(allowedRedirect(null, init)).toBeNull();
  });
});
