import { BUSINESS_MODULE_MESSAGES, type BusinessModuleView } from '@awards/shared/business-modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let admin: string;
let viewer: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'bm-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('bm-viewer', USER_PASSWORD);
  await t.createUser({ loginName: 'bm-nobody' });
  nobody = await t.login('bm-nobody', USER_PASSWORD);
});
afterAll(() => t.close());

const list = (body: unknown, token = admin, lang?: string) =>
  t.call('POST', '/rest/busModule/list', {
    token,
    body,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

describe('business modules (the registry busType names)', () => {
  it('lists every area the server writes in busType, with its name and the page a busId opens', async () => {
    const answer = await list({});
    expect(answer.status).toBe(200);
    const rows = answer.body.dataSet as BusinessModuleView[];
    // Every busType the modules write when they tell someone is in the registry.
    for (const written of [
      'declaration',
      'declarer_registration',
      'edition_expert',
      'expert_audit',
      'objection',
      'publicity',
      'review',
    ]) {
      expect(rows.map((r) => r.busType)).toContain(written);
    }
    expect(rows.find((r) => r.busType === 'declaration')).toMatchObject({
      busTypeName: '申报书',
      page: '/declare/list',
      opensRecord: true,
      busIdName: '申报ID',
    });
    expect((await list({}, viewer)).status).toBe(200);
  });

  it('answers in the reader’s language and finds a word of a name in any language', async () => {
    const english = (await list({ keyword: '公示' }, admin, 'en-GB')).body.dataSet as BusinessModuleView[];
    expect(english.map((r) => [r.busType, r.busTypeName])).toEqual([['publicity', 'Publicity']]);
    const byCode = (await list({ keyword: 'AUDIT' })).body.dataSet as BusinessModuleView[];
    expect(byCode.map((r) => r.busType)).toEqual(['expert_audit']);
  });

  it('refuses a user without BUSMODULE_VIEW (403) and a bad filter (400)', async () => {
    expect((await list({}, nobody)).status).toBe(403);
    const bad = await list({ keyword: 'x'.repeat(101) });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toHaveProperty('keyword');
  });
});

describe('busType on the wire is one of the registry', () => {
  it('refuses an unknown busType on a message and a notice (400, in three languages), and changes nothing', async () => {
    const message = {
      msgTitle: 'busType',
      msgContent: '<p>x</p>',
      msgType: '4',
      userIds: [1],
      busType: 'invented',
      busId: '1',
    };
    const refused = await t.call('POST', '/rest/messageCenter/sendMessage', { token: admin, body: message });
    expect(refused.status).toBe(400);
    expect(refused.body.dataSet.fieldErrors.busType).toBe(zh(BUSINESS_MODULE_MESSAGES.unknown));
    const english = await t.call('POST', '/rest/messageCenter/sendMessage', {
      token: admin,
      body: message,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english.body.dataSet.fieldErrors.busType).toBe(
      'Unknown business type: choose one of the business modules',
    );
    const history = await t.call('POST', '/rest/messageCenter/getSendHistoryPage', {
      token: admin,
      body: { msgTitle: 'busType' },
    });
    expect(history.body.dataSet.result).toHaveLength(0);

    const notice = { titile: 'busType', msgContent: '<p>x</p>', busType: 'invented' };
    const noticeRefused = await t.call('POST', '/rest/noticeService/addNotice', {
      token: admin,
      body: notice,
    });
    expect(noticeRefused.status).toBe(400);
    expect(noticeRefused.body.dataSet.fieldKeys.busType).toMatchObject({
      key: BUSINESS_MODULE_MESSAGES.unknown,
    });
  });

  it('takes a known busType (and none), and keeps it', async () => {
    const sent = await t.call('POST', '/rest/messageCenter/sendMessage', {
      token: admin,
      body: {
        msgTitle: 'busType known',
        msgContent: '<p>x</p>',
        msgType: '4',
        userIds: [1],
        busType: 'declaration',
        busId: '7',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.dataSet).toMatchObject({ busType: 'declaration', busId: '7' });
    const notice = await t.call('POST', '/rest/noticeService/addNotice', {
      token: admin,
      body: { titile: 'busType known', msgContent: '<p>x</p>', busType: '' },
    });
    expect(notice.status).toBe(200);
  });
});
