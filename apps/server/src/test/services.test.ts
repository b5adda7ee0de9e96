import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { type PushHub, type PushMessage, silentPushHub } from '../platform/push/hub';
import { createTestServices, type TestServices } from './services';

/** A hub that keeps what the services push. */
const pushed: { to: 'all' | number[]; message: PushMessage }[] = [];
const hub: PushHub = {
  ...silentPushHub,
  async toAll(message) {
    pushed.push({ to: 'all', message });
  },
  async toUsers(userIds, message) {
    pushed.push({ to: [...userIds], message });
  },
};

// Test support may not import a module's descriptor (src/architecture/boundaries.test.ts):
// the notices module is taken from the list. A module's own tests pass its descriptor.
const noticesModule = modules.modules.find((m) => m.name === 'notices')!;

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({}, { push: hub });
});
afterAll(() => t.close());

describe('createTestServices', () => {
  it('builds every module of the list', () => {
    for (const module of modules.modules) expect(t.servicesOf(module), module.name).toBeTruthy();
  });

  it('builds the services as the app wires them, on the seeded database, without HTTP', async () => {
    const bob = await t.createUser({ loginName: 'svc-bob' });
    const { notices, noticeStatus } = t.servicesOf(noticesModule);
    const admin = { userId: 1, loginName: 'admin' };
    const draft = await notices.save(admin, {
      titile: '服务层',
      msgType: 'USER',
      userIds: [bob.id],
      msgCategory: '1',
      priority: 'M',
    });
    await noticeStatus.updateStatus(admin, draft.id, 1);
    // The release itself, then bob's fresh counts from the bell (the user-messages module).
    expect(pushed[0]).toEqual({
      to: [bob.id],
      message: { cmd: 'user', dataType: 'release', msgTxt: '服务层', msgId: String(draft.id) },
    });
    await expect.poll(() => pushed.some((p) => p.message.cmd === 'num')).toBe(true);
  });

  it('refuses a module that is not in the module list', () => {
    expect(() => t.servicesOf({ ...noticesModule })).toThrow(/not in src\/modules.ts/);
  });
});
