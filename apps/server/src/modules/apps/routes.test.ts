import type { AppOption, AppView } from '@awards/shared/apps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;

const post = (url: string, body: unknown = {}, token = admin) => t.call('POST', url, { token, body });
const create = (appCode: string, extra: object = {}) =>
  post('/rest/app/create', { appCode, appName: `应用${appCode}`, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'app-plain' });
  plain = await t.login('app-plain', USER_PASSWORD);
});
afterAll(() => t.close());

describe('apps', () => {
  it('creates an app and finds it in the page and the select list', async () => {
    const res = await create('expert-site', {
      appShortName: '专家端',
      deployIp: '10.0.0.8',
      deployPort: 8443,
      visitUrl: 'https://expert.example.org/',
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      appCode: 'expert-site',
      appStatus: 1,
      deployPort: 8443,
      createBy: 'admin',
    });
    const page = await post('/rest/app/page', { appName: '应用expert' });
    expect(page.body.dataSet.totalCount).toBe(1);
    const byCode = await post('/rest/app/page', { appCode: 'expert' });
    expect(byCode.body.dataSet.result.map((a: AppView) => a.appCode)).toEqual(['expert-site']);
    const options = await post('/rest/app/selectList', {}, plain);
    expect(options.status).toBe(200);
    const option = (options.body.dataSet as AppOption[]).find((a) => a.appCode === 'expert-site');
    // The select list tells nothing of where an app is deployed.
    expect(option).toEqual({
      appId: res.body.dataSet.appId,
      appCode: 'expert-site',
      appName: '应用expert-site',
      appStatus: 1,
    });
  });

  it('refuses a taken code, a bad form, and users without the codes', async () => {
    expect((await create('expert-site')).status).toBe(409);
    const bad = await post('/rest/app/create', {
      appCode: 'Bad Code',
      appName: '',
      deployPort: 70000,
      visitUrl: 'ftp://x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.dataSet.fieldErrors).sort()).toEqual([
      'appCode',
      'appName',
      'deployPort',
      'visitUrl',
    ]);
    expect((await post('/rest/app/create', { appCode: 'x1', appName: 'x' }, plain)).status).toBe(403);
    expect((await post('/rest/app/page', {}, plain)).status).toBe(403);
    expect((await post('/rest/app/page', { appStatus: 3 })).status).toBe(400);
  });

  it('updates an app, its code staying', async () => {
    const created = await create('declare-site');
    const appId = created.body.dataSet.appId as number;
    const res = await post('/rest/app/update', { appId, appName: '申报端', appStatus: 0, deployIp: '' });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      appCode: 'declare-site',
      appName: '申报端',
      appStatus: 0,
      deployIp: null,
    });
    expect((await post('/rest/app/getById', { appId })).body.dataSet.appName).toBe('申报端');
    expect((await post('/rest/app/update', { appId: 999_999, appName: 'x' })).status).toBe(404);
    expect((await post('/rest/app/update', { appId, appName: 'x' }, plain)).status).toBe(403);
    expect((await post('/rest/app/update', { appId, deployIp: 'not an ip!' })).status).toBe(400);
  });

  it('refuses to delete an app that still owns menus', async () => {
    const portal = (await post('/rest/app/page', { appCode: 'portal' })).body.dataSet.result[0] as AppView;
    const res = await post('/rest/app/delete', { appId: portal.appId });
    expect(res.status).toBe(422);
    expect(res.body.rtnMessage).toContain('该应用下还有菜单，不能删除');
  });

  it('deletes apps one by one or in a batch, all or none', async () => {
    const a = (await create('batch-a')).body.dataSet.appId as number;
    const b = (await create('batch-b')).body.dataSet.appId as number;
    const owner = (await create('batch-owner')).body.dataSet.appId as number;
    await post('/rest/menu/add', { menuName: '外部菜单', menuUrl: '/batch-owner', appId: owner });
    const refused = await post('/rest/app/deleteBatch', { appIds: [a, owner] });
    expect(refused.status).toBe(422);
    expect((await post('/rest/app/getById', { appId: a })).status).toBe(200);

    expect((await post('/rest/app/deleteBatch', { appIds: [a, b] }, plain)).status).toBe(403);
    expect((await post('/rest/app/deleteBatch', { appIds: [] })).status).toBe(400);
    expect((await post('/rest/app/deleteBatch', { appIds: [a, b] })).status).toBe(200);
    expect((await post('/rest/app/getById', { appId: b })).status).toBe(404);

    const single = (await create('single')).body.dataSet.appId as number;
    expect((await post('/rest/app/delete', { appId: single }, plain)).status).toBe(403);
    expect((await post('/rest/app/delete', { appId: single })).status).toBe(200);
    expect((await post('/rest/app/delete', { appId: single })).status).toBe(404);
  });
});
