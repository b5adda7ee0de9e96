import { type AnalysisInfo, DASHBOARD_PATHS } from '@awards/shared/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, loginLogs, taskRuns } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { addDays, isoDate, startOfDay } from './days';

let t: TestApp;
let admin: string;
const today = startOfDay(new Date());
const noonOf = (daysAgo: number) => new Date(addDays(today, -daysAgo).getTime() + 12 * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  // Rows two days ago, at noon, so that the requests this test makes today do not mix in.
  const twoDaysAgo = noonOf(2);
  await t.db.insert(accessLogs).values([
    ...Array.from({ length: 4 }, () => ({
      method: 'POST',
      requestUri: '/rest/busy?x=1',
      responseStatus: 200,
      costTime: 10,
      createBy: 'u1',
      createTime: twoDaysAgo,
    })),
    {
      method: 'POST',
      requestUri: '/rest/busy',
      responseStatus: 500,
      costTime: 30,
      createBy: 'u2',
      createTime: twoDaysAgo,
    },
    {
      method: 'GET',
      requestUri: '/api/quiet',
      responseStatus: 404,
      costTime: 1,
      createBy: 'u1',
      createTime: twoDaysAgo,
    },
    // Outside the 7 days: not counted.
    { method: 'POST', requestUri: '/rest/ancient', responseStatus: 200, costTime: 1, createTime: noonOf(20) },
  ]);
  await t.db.insert(loginLogs).values([
    { loginName: 'u1', outcome: 'success', createTime: twoDaysAgo },
    { loginName: 'u1', outcome: 'failure', createTime: twoDaysAgo },
  ]);
  await t.db.insert(taskRuns).values([
    {
      taskName: 'a',
      className: 'purgeLogs',
      trigger: 'schedule',
      firingTime: twoDaysAgo,
      startTime: twoDaysAgo,
      outcome: 'success',
      instance: 'x',
    },
    {
      taskName: 'a',
      className: 'purgeLogs',
      trigger: 'manual',
      firingTime: noonOf(1),
      startTime: noonOf(1),
      outcome: 'failure',
      instance: 'x',
    },
  ]);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('the dashboards’ figures', () => {
  it('counts requests, errors, sign-ins, busiest routes and job outcomes per day from the logs', async () => {
    const res = await t.call('POST', DASHBOARD_PATHS.analysis, { token: admin, body: { days: 7 } });
    expect(res.status).toBe(200);
    const info = res.body.dataSet as AnalysisInfo;
    expect(info.requests.map((d) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => isoDate(addDays(today, i - 6))),
    );
    const day = info.requests[4]!;
    expect(day).toMatchObject({ requests: 6, serverErrors: 1, clientErrors: 1 });
    expect(day.errorRate).toBeCloseTo(1 / 6, 4);
    expect(info.logins[4]).toMatchObject({ success: 1, failure: 1 });
    expect(info.visits[4]).toMatchObject({ visits: 6, logins: 1 });
    expect(info.busiestRoutes[0]).toMatchObject({
      method: 'POST',
      path: '/rest/busy',
      requests: 5,
      maxMs: 30,
      errors: 1,
    });
    expect(info.busiestRoutes[0]!.meanMs).toBe(14);
    expect(info.jobOutcomes[4]).toMatchObject({ success: 1, failure: 0 });
    expect(info.jobOutcomes[5]).toMatchObject({ success: 0, failure: 1 });
    expect(info.totals).toMatchObject({ jobRuns: 2, jobFailures: 1 });
    expect(info.busiestRoutes.some((r) => r.path === '/rest/ancient')).toBe(false);
  });

  it('refuses a period other than 7, 14 or 30 days, and a caller not signed in', async () => {
    const bad = await t.call('POST', DASHBOARD_PATHS.analysis, { token: admin, body: { days: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.days).toBe('天数只能是7、14或30');
    expect((await t.call('POST', DASHBOARD_PATHS.analysis, { body: {} })).status).toBe(401);
    expect((await t.call('POST', DASHBOARD_PATHS.analysis, { token: admin })).status).toBe(200);
  });
});
