import { SMS_PATHS } from '@awards/shared/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLog } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let viewer: string;
let nobody: string;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'sl-viewer', roleCodes: ['READ_ONLY'] });
  await t.createUser({ loginName: 'sl-nobody' });
  viewer = await t.login('sl-viewer', USER_PASSWORD);
  nobody = await t.login('sl-nobody', USER_PASSWORD);
  const rows = await t.db
    .insert(sendLog)
    .values([
      {
        channel: '1',
        recipient: '13800000001',
        content: '短信一',
        bizType: 'message',
        provider: 'development',
        sendStatus: 1,
      },
      {
        channel: '1',
        recipient: '13800000002',
        content: '短信二',
        bizType: 'message',
        provider: 'development',
        sendStatus: 2,
        errorMsg: '网关拒绝',
      },
      {
        channel: '2',
        recipient: 'a@b.cn',
        content: '邮件',
        bizType: 'message',
        provider: 'none',
        sendStatus: 2,
      },
    ])
    .returning({ id: sendLog.id });
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

describe('SMS log', () => {
  it('lists SMS only, with status text and filters', async () => {
    const page = await call(SMS_PATHS.page, {});
    expect(page.status).toBe(200);
    expect(page.body.dataSet.totalCount).toBe(2);
    const failed = await call(SMS_PATHS.page, { sendStatus: 2 });
    expect(failed.body.dataSet.result).toEqual([
      expect.objectContaining({
        recipient: '13800000002',
        sendStatus_dictText: '发送失败',
        bizType: 'message',
        bizType_dictText: '消息中心',
        errorMsg: '网关拒绝',
      }),
    ]);
    const english = await t.call('POST', SMS_PATHS.page, {
      token: admin,
      headers: { 'accept-language': 'en_GB' },
      body: { sendStatus: 2 },
    });
    expect(english.body.dataSet.result[0]).toMatchObject({
      sendStatus_dictText: 'Failed',
      bizType_dictText: 'Message centre',
    });
    expect((await call(SMS_PATHS.page, { recipient: '1380000000' })).body.dataSet.totalCount).toBe(2);
    expect((await call(SMS_PATHS.page, {}, viewer)).status).toBe(200);
    expect((await call(SMS_PATHS.page, {}, nobody)).status).toBe(403);
    expect((await call(SMS_PATHS.page, { sendStatus: 5 })).status).toBe(400);
  });

  it('deletes SMS rows, all or none, never other channels', async () => {
    expect((await call(SMS_PATHS.deleteBatch, { smsIds: [ids[0], ids[2]] })).status).toBe(404);
    expect((await call(SMS_PATHS.delete, { smsId: ids[0] }, viewer)).status).toBe(403);
    expect((await call(SMS_PATHS.delete, { smsId: 'x' })).status).toBe(400);
    expect((await call(SMS_PATHS.delete, { smsId: ids[0] })).body.dataSet.count).toBe(1);
    expect((await call(SMS_PATHS.deleteBatch, { smsIds: [ids[1]] })).body.dataSet.count).toBe(1);
    expect((await call(SMS_PATHS.page, {})).body.dataSet.totalCount).toBe(0);
  });
});
