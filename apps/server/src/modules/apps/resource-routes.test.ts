import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'svc-plain' });
  plain = await t.login('svc-plain', USER_PASSWORD);
});
afterAll(() => t.close());

describe('/api/service (an app of the app-management area)', () => {
  it('creates with POST and id 0, reads, updates with PUT and the id, lists and deletes', async () => {
    const created = await t.call('POST', '/api/service', {
      token: admin,
      body: { id: 0, appCode: 'archive-sys', appName: '档案系统' },
    });
    expect(created.status).toBe(200);
    const appId = created.body.dataSet.appId as number;
    // The same service as /rest/app: the app is there for both doors.
    const rest = await t.call('POST', '/rest/app/getById', { token: admin, body: { appId } });
    expect(rest.body.dataSet.appName).toBe('档案系统');

    const updated = await t.call('PUT', '/api/service', {
      token: admin,
      body: { id: appId, appName: '档案管理系统', deployPort: 8443 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.dataSet).toMatchObject({ appId, appCode: 'archive-sys', appName: '档案管理系统' });

    const one = await t.call('GET', `/api/service/${appId}`, { token: admin });
    expect(one.body.dataSet.deployPort).toBe(8443);
    const list = await t.call('GET', '/api/service', {
      token: admin,
      query: { appCode: 'archive', pageNum: '1', pageSize: '5', appStatus: '1' },
    });
    expect(list.status).toBe(200);
    expect(list.body.dataSet).toMatchObject({ pageNum: 1, pageSize: 5, totalCount: 1 });

    const removed = await t.call('DELETE', '/api/service', { token: admin, query: { id: String(appId) } });
    expect(removed.status).toBe(200);
    expect((await t.call('GET', `/api/service/${appId}`, { token: admin })).status).toBe(404);
  });

  it('needs the APP_* codes of /rest/app', async () => {
    expect((await t.call('GET', '/api/service', { token: plain })).status).toBe(403);
    const post = await t.call('POST', '/api/service', {
      token: plain,
      body: { appCode: 'nope-sys', appName: 'x' },
    });
    expect(post.status).toBe(403);
    expect(
      (await t.call('PUT', '/api/service', { token: plain, body: { id: 1, appName: 'x' } })).status,
    ).toBe(403);
    expect((await t.call('DELETE', '/api/service', { token: plain, query: { id: '1' } })).status).toBe(403);
    expect((await t.call('GET', '/api/service')).status).toBe(401);
  });

  it('refuses bad input with the /rest schemas’ messages', async () => {
    const badCode = await t.call('POST', '/api/service', {
      token: admin,
      body: { id: 0, appCode: 'Bad Code', appName: '' },
    });
    expect(badCode.status).toBe(400);
    expect(Object.keys(badCode.body.dataSet.fieldErrors ?? badCode.body.dataSet)).toEqual(
      expect.arrayContaining(['appCode']),
    );
    // A POST with an id is an update sent to the wrong verb.
    expect(
      (
        await t.call('POST', '/api/service', {
          token: admin,
          body: { id: 3, appCode: 'ok-sys', appName: 'x' },
        })
      ).status,
    ).toBe(400);
    expect((await t.call('PUT', '/api/service', { token: admin, body: { appName: 'x' } })).status).toBe(400);
    expect((await t.call('GET', '/api/service', { token: admin, query: { pageSize: '9999' } })).status).toBe(
      400,
    );
    expect((await t.call('GET', '/api/service', { token: admin, query: { pageNum: 'one' } })).status).toBe(
      400,
    );
    expect((await t.call('DELETE', '/api/service', { token: admin, query: { id: '01' } })).status).toBe(400);
    expect((await t.call('DELETE', '/api/service', { token: admin })).status).toBe(400);
  });
});
