import { ROLE } from '@awards/shared/permissions';
import { PREFERENCE_MESSAGES, RECENT_LIMIT } from '@awards/shared/preferences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../db/schema';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
/** A BUSI_AUDIT user: sees the home page, awards and editions, not the system area. */
let auditor: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ loginName: 'pref-auditor', roleCodes: [ROLE.audit] });
  auditor = await t.login('pref-auditor', USER_PASSWORD);
});
afterAll(() => t.close());

const menusOf = async (token: string) =>
  (await t.call('POST', '/rest/preference/menus', { token, body: {} })).body.dataSet;
const names = (list: { name: string }[]) => list.map((m) => m.name);

describe('favourites', () => {
  it('stars by route name or id, lists newest first, and unstars idempotently', async () => {
    const [prize] = await t.db.select({ id: menus.id }).from(menus).where(eq(menus.name, 'prize'));
    const byName = await t.call('POST', '/rest/preference/star', {
      token: auditor,
      body: { name: 'edition' },
    });
    expect(byName.status).toBe(200);
    const byId = await t.call('POST', '/rest/preference/star', {
      token: auditor,
      body: { menuId: prize!.id },
    });
    expect(names(byId.body.dataSet.favourites)).toEqual(['prize', 'edition']);
    expect(byId.body.dataSet.favourites[0]).toMatchObject({
      path: '/prize',
      title: '奖项管理',
      starred: true,
    });
    // Starring twice keeps one.
    await t.call('POST', '/rest/preference/star', { token: auditor, body: { name: 'edition' } });
    expect(names((await menusOf(auditor)).favourites)).toEqual(['prize', 'edition']);

    const unstarred = await t.call('POST', '/rest/preference/unstar', {
      token: auditor,
      body: { name: 'prize' },
    });
    expect(names(unstarred.body.dataSet.favourites)).toEqual(['edition']);
    expect(
      (await t.call('POST', '/rest/preference/unstar', { token: auditor, body: { name: 'prize' } })).status,
    ).toBe(200);
  });

  it('refuses a menu the user cannot see, a folder, and an unknown one', async () => {
    for (const name of ['system-users', 'dashboard', 'no-such-menu']) {
      const res = await t.call('POST', '/rest/preference/star', { token: auditor, body: { name } });
      expect(res.status, name).toBe(404);
      expect(res.body.rtnMessage).toBe(zh(PREFERENCE_MESSAGES.menuNotFound));
    }
  });

  it('keeps stars per user', async () => {
    await t.createUser({ loginName: 'pref-other', roleCodes: [ROLE.audit] });
    const other = await t.login('pref-other', USER_PASSWORD);
    await t.call('POST', '/rest/preference/star', { token: other, body: { name: 'prize' } });
    expect(names((await menusOf(other)).favourites)).toEqual(['prize']);
    expect(names((await menusOf(auditor)).favourites)).not.toContain('prize');
  });

  it('answers 400 for a bad reference and 401 without a session', async () => {
    for (const body of [{}, { name: 'prize', menuId: 1 }, { menuId: 'x' }]) {
      expect((await t.call('POST', '/rest/preference/star', { token: auditor, body })).status).toBe(400);
    }
    expect((await t.call('POST', '/rest/preference/unstar', { token: auditor, body: {} })).status).toBe(400);
    for (const url of ['/rest/preference/star', '/rest/preference/unstar', '/rest/preference/menus']) {
      expect((await t.call('POST', url, { body: { name: 'prize' } })).status).toBe(401);
    }
  });
});

describe('visits', () => {
  it('records visits by path: recent newest first, frequent by count', async () => {
    await t.createUser({ loginName: 'pref-visitor', roleCodes: [ROLE.audit] });
    const token = await t.login('pref-visitor', USER_PASSWORD);
    const visit = (path: string) => t.call('POST', '/rest/preference/visit', { token, body: { path } });
    for (const path of ['/prize', '/prize', '/prize', '/edition', '/_dashboard/Monitor']) {
      expect((await visit(path)).body.dataSet).toEqual({ recorded: true });
    }
    // Not a page of this user's menu: ignored, not an error.
    expect((await visit('/_system/users')).body.dataSet).toEqual({ recorded: false });
    expect((await visit('/nowhere')).body.dataSet).toEqual({ recorded: false });

    const prefs = await menusOf(token);
    expect(names(prefs.recent)).toEqual(['dashboard-monitor', 'edition', 'prize']);
    expect(names(prefs.frequent)[0]).toBe('prize');
    expect(prefs.frequent[0].visitCount).toBe(3);
    expect(prefs.recent.length).toBeLessThanOrEqual(RECENT_LIMIT);
  });

  it('answers 400 for a bad path and 401 without a session', async () => {
    for (const body of [{}, { path: '' }, { path: 'prize' }]) {
      expect((await t.call('POST', '/rest/preference/visit', { token: auditor, body })).status).toBe(400);
    }
    expect((await t.call('POST', '/rest/preference/visit', { body: { path: '/prize' } })).status).toBe(401);
  });
});
