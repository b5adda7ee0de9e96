import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, loginLogs } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { addDays, isoDate, startOfDay } from './days';
import { DashboardService } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Noon, `days` calendar days ago, on the display clock (the zone the service counts days
 * in): the process's own zone would put the test's days off by one for the hours when the
 * two zones' dates differ (CI at 20:29 UTC is already tomorrow in Asia/Shanghai).
 */
function noonDaysAgo(days: number): Date {
  return new Date(addDays(startOfDay(new Date()), -days).getTime() + 12 * 3_600_000);
}

const visit = (createTime: Date, requestIp = '10.1.1.1', userId: number | null = null) => ({
  userId,
  method: 'POST',
  requestUri: '/rest/x',
  requestIp,
  responseStatus: 200,
  costTime: 1,
  createTime,
});
const signIn = (createTime: Date, outcome = 'success') => ({ loginName: 'someone', outcome, createTime });

describe('POST /rest/index/loginfo', () => {
  it("counts today's and all sign-ins, today's visits, and the user's previous sign-in", async () => {
    await t.createUser({ loginName: 'carol' });
    const first = await t.login('carol', USER_PASSWORD, '10.0.0.1');
    const before = (await t.call('POST', '/rest/index/loginfo', { token: first })).body.dataSet;
    expect(before.lastLogin).toBeNull();
    expect(before.todayLoginCount).toBeGreaterThanOrEqual(1);

    // Old sign-ins count in the total only; failures count nowhere.
    await t.db.insert(loginLogs).values([signIn(noonDaysAgo(10)), signIn(noonDaysAgo(10))]);
    await t.db.insert(loginLogs).values(signIn(new Date(), 'failure'));
    await t.db.insert(accessLogs).values([visit(new Date(), '10.9.0.1'), visit(new Date(), '10.9.0.2')]);

    const second = await t.login('carol', USER_PASSWORD, '10.0.0.2');
    const res = await t.call('POST', '/rest/index/loginfo', { token: second });
    expect(res.status).toBe(200);
    const info = res.body.dataSet;
    expect(info.todayLoginCount).toBe(before.todayLoginCount + 1);
    expect(info.totalLoginCount).toBe(before.totalLoginCount + 3);
    expect(info.todayVisitCount).toBeGreaterThanOrEqual(2);
    expect(info.todayIpCount).toBeGreaterThanOrEqual(2);
    expect(info.lastLogin.ip).toBe('10.0.0.1');
    expect(new Date(info.lastLogin.time).getTime()).toBeLessThanOrEqual(Date.now());
    // Asked from the first session, the previous sign-in is none: the second came after it.
    expect((await t.call('POST', '/rest/index/loginfo', { token: first })).body.dataSet.lastLogin).toBeNull();
  });

  it('needs a signed-in user and a JSON object body', async () => {
    expect((await t.call('POST', '/rest/index/loginfo', { body: {} })).status).toBe(401);
    await t.createUser({ loginName: 'dave' });
    const token = await t.login('dave', USER_PASSWORD);
    expect((await t.call('POST', '/rest/index/loginfo', { token, body: [1] })).status).toBe(400);
  });
});

describe('POST /rest/index/visitInfo', () => {
  it('gives visitors and sign-ins per day for the last 7 days, oldest first', async () => {
    // Two days ago: one anonymous address three times, a user twice from two addresses,
    // another user once: three visitors, not six requests (issue 14 item 9).
    await t.db
      .insert(accessLogs)
      .values([
        visit(noonDaysAgo(2)),
        visit(noonDaysAgo(2)),
        visit(noonDaysAgo(2)),
        visit(noonDaysAgo(2), '10.2.2.2', 1),
        visit(noonDaysAgo(2), '10.3.3.3', 1),
        visit(noonDaysAgo(2), '10.2.2.2', 2),
        visit(noonDaysAgo(8)),
      ]);
    await t.db.insert(loginLogs).values([signIn(noonDaysAgo(2)), signIn(noonDaysAgo(2), 'failure')]);
    await t.createUser({ loginName: 'erin' });
    const token = await t.login('erin', USER_PASSWORD);

    const res = await t.call('POST', '/rest/index/visitInfo', { token });
    expect(res.status).toBe(200);
    const days = res.body.dataSet;
    expect(days.map((d: { date: string }) => d.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((n) => isoDate(noonDaysAgo(n))),
    );
    expect(days[4]).toEqual({ date: isoDate(noonDaysAgo(2)), visits: 3, logins: 1 });
    expect(days[6].logins).toBeGreaterThanOrEqual(1);
  });

  it("counts today's visitors, not requests: a user once, an anonymous address once", async () => {
    // A day of its own, long past, so the requests this file makes cannot land in it.
    const day = new Date('2020-03-04T04:00:00.000Z');
    const service = new DashboardService(t.db, () => day);
    await t.db
      .insert(accessLogs)
      .values([
        visit(day, '10.7.0.1', 99_001),
        visit(day, '10.7.0.2', 99_001),
        visit(day, '10.7.0.1', 99_001),
        visit(day, '10.7.0.9'),
        visit(day, '10.7.0.9'),
      ]);
    const info = await service.loginInfo({ sessionId: -1, loginName: 'nobody' } as SessionUser);
    expect(info.todayVisitCount).toBe(2);
    expect(info.todayIpCount).toBe(3);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call('POST', '/rest/index/visitInfo', { body: {} })).status).toBe(401);
  });
});
