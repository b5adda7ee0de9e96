import { LOGIN_MESSAGES } from '@awards/shared/messages';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { permissionGuard } from './guard';

let t: TestApp;
let noRoles: string;
let declarer: string;
let expert: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ loginName: 'no-roles' });
  noRoles = await t.login('no-roles', USER_PASSWORD);
  await t.createUser({ loginName: 'guard-declarer', userType: 'declarer' });
  declarer = await t.login('guard-declarer', USER_PASSWORD);
  await t.createUser({ loginName: 'guard-expert', userType: 'expert' });
  expert = await t.login('guard-expert', USER_PASSWORD);
});
afterAll(() => t.close());

/** Turns '/rest/x/:id', '/api/x/:id(^\\d+$)' and wildcards into a concrete URL to call. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+(\([^)]*\))?/g, '1').replace('*', 'x');

describe('the permission guard, over every registered route', () => {
  it('knows a declaration for every route', () => {
    expect(t.app.routeCatalogue.length).toBeGreaterThan(8);
    for (const route of t.app.routeCatalogue) expect(route.auth).toBeTruthy();
  });

  it('answers 401 without a token on every non-public route', async () => {
    const guarded = t.app.routeCatalogue.filter((r) => r.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(4);
    for (const route of guarded) {
      const res = await t.call(route.method as 'GET', concrete(route.url), { body: {} });
      expect([route.method, route.url, res.status]).toEqual([route.method, route.url, 401]);
      expect(res.body.rtnCode).toBe('401');
    }
  });

  it('answers 403 to a signed-in user lacking the code on every coded route', async () => {
    const coded = t.app.routeCatalogue.filter((r) => !['public', 'login', 'staff'].includes(r.auth));
    expect(coded.length).toBeGreaterThan(0);
    for (const route of coded) {
      const res = await t.call(route.method as 'GET', concrete(route.url), { token: noRoles, body: {} });
      expect([route.method, route.url, res.status]).toEqual([route.method, route.url, 403]);
      expect(res.body.rtnCode).toBe('403');
    }
  });
});

describe('staff-only routes', () => {
  /** The routes and the staff pickers found in the audit (docs/security.md). */
  const NAMED = [
    '/rest/index/analysis',
    '/rest/index/loginfo',
    '/rest/index/visitInfo',
    '/rest/role/all',
    '/rest/duplicate/check',
    '/rest/organ/treeOptions',
    '/rest/post/options',
    '/rest/app/selectList',
    '/rest/picker/search',
  ];
  const staffOnly = () => t.app.routeCatalogue.filter((r) => r.auth === 'staff' || NAMED.includes(r.url));

  it('are declared staff, the named ones included', () => {
    const urls = t.app.routeCatalogue.filter((r) => r.auth === 'staff').map((r) => r.url);
    for (const url of NAMED) expect(urls).toContain(url);
  });

  it('answer 403 to a declarer and to an expert, on every one', async () => {
    expect(staffOnly().length).toBeGreaterThanOrEqual(NAMED.length);
    for (const route of staffOnly()) {
      for (const token of [declarer, expert]) {
        const res = await t.call(route.method as 'GET', concrete(route.url), { token, body: {} });
        expect([route.method, route.url, res.status]).toEqual([route.method, route.url, 403]);
        expect(res.body).toEqual({
          rtnCode: '403',
          rtnMessage: '没有访问权限',
          rtnKey: LOGIN_MESSAGES.forbidden,
          dataSet: null,
        });
      }
    }
  });

  it('let a staff user through without any particular code', async () => {
    for (const route of staffOnly()) {
      const res = await t.call(route.method as 'GET', concrete(route.url), { token: noRoles, body: {} });
      expect([route.method, route.url, res.status]).not.toEqual([route.method, route.url, 403]);
    }
  });
});

describe('declarations at start-up', () => {
  const appWith = async (config: Record<string, unknown>) => {
    const app = Fastify();
    await app.register(permissionGuard, { sessions: {} as never });
    app.get('/rest/probe', { config }, async () => 'ok');
    return app;
  };

  it('fails for a route that declares no permission', async () => {
    await expect(appWith({})).rejects.toThrow(/declares no permission/);
  });

  it('fails for a route that declares an unknown code', async () => {
    await expect(appWith({ auth: 'USER_TYPO' })).rejects.toThrow(/unknown permission code 'USER_TYPO'/);
  });

  it('accepts public, login, staff and a known code', async () => {
    for (const auth of ['public', 'login', 'staff', 'USER_ADD']) {
      const app = await appWith({ auth });
      await app.ready();
      await app.close();
    }
  });
});
