import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFullDemo } from '../../test/demo';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { messageReceivers, messageTemplates, notices, sendLog } from '../schema';
import { seedMessagingDemo } from './demo-messaging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFullDemo(t.db, 'Demo#2026a');
});
afterAll(() => t.close());

describe('seedMessagingDemo', () => {
  it('gives admin a living bell and the staff pages rows, once', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const bell = (await t.call('POST', '/rest/msg/getMyNoReadMsgList', { token: admin, body: {} })).body
      .dataSet.msg;
    expect(bell.num).toBeGreaterThanOrEqual(3);
    const kinds = new Set(bell.noRead.map((m: { msgSenderType: string }) => m.msgSenderType));
    expect(kinds).toEqual(new Set(['NOTICE', 'SYSTEM', 'USER']));
    const statuses = (await t.db.select({ s: notices.sendStatus }).from(notices)).map((r) => r.s);
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2]));

    const counts = async () => [
      await t.db.$count(notices),
      await t.db.$count(messageReceivers),
      await t.db.$count(messageTemplates),
      await t.db.$count(sendLog),
    ];
    const before = await counts();
    await seedMessagingDemo(t.db);
    expect(await counts()).toEqual(before);
  });
});
