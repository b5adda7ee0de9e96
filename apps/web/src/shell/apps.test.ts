import { describe, expect, it } from 'vitest';
import { menu, sampleInit } from '../test/menuFixtures';
import { allMenus, appOwning, appsOf, permissionsOf } from './apps';

const declareApp = [
  menu('/review', '评审', {
    appCode: 'review',
    children: [
      menu('/review/tasks', '评审任务', { appCode: 'review', meta: { permissionList: ['REVIEW_VIEW'] } }),
    ],
  }),
];
const init = sampleInit({
  apps: [
    ...sampleInit().apps,
    {
      appCode: 'review',
      appName: '评审',
      appIcon: null,
      appShortName: null,
      visitUrl: '/review',
      menus: declareApp,
    },
  ],
});

describe('applications', () => {
  it('lists the apps with menus, or the init menu as the one app', () => {
    expect(appsOf(init).map((a) => a.appCode)).toEqual(['portal', 'review']);
    expect(appsOf(sampleInit({ apps: [] }))).toEqual([
      { appCode: 'portal', appName: '', menus: sampleInit().menu },
    ]);
  });

  it('routes every app, the current one first', () => {
    const paths = allMenus(init).map((n) => n.path);
    expect(paths.at(-1)).toBe('/review');
    expect(paths[0]).toBe('/_dashboard');
  });

  it('finds the app owning a path, preferring the current one', () => {
    const apps = appsOf(init);
    expect(appOwning(apps, '/review/tasks', 'portal')).toBe('review');
    expect(appOwning(apps, '/_system/users', 'review')).toBe('portal');
    expect(appOwning(apps, '/nowhere', 'portal')).toBeNull();
  });

  it("collects an app's permission list from its menus", () => {
    expect(permissionsOf(declareApp)).toEqual(['REVIEW_VIEW']);
    expect(permissionsOf(sampleInit().menu).sort()).toEqual(['ROLE_VIEW', 'USER_VIEW']);
  });
});
