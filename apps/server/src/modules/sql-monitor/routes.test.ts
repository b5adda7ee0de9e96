import { MONITOR_PATHS, type SqlMonitorInfo } from '@awards/shared/monitor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, sql } from '../../db/client';
import { normaliseSql } from '../../platform/sql-normalise';
import { SqlTimings } from '../../platform/sql-timings';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('the SQL monitor', () => {
  it('lists the statements this server ran, timed, without their values', async () => {
    // A literal inlined in raw SQL must not show up in the monitor.
    for (let i = 0; i < 3; i += 1) {
      await queryRows(
        t.db,
        sql.raw(`select 'secret-literal-${i}' as v, pg_sleep(0.002) from (select 1) s where 42 = 42`),
      );
    }
    const res = await t.call('POST', MONITOR_PATHS.sql, {
      token: admin,
      body: { limit: 100, keyword: 'pg_sleep' },
    });
    expect(res.status).toBe(200);
    const info = res.body.dataSet as SqlMonitorInfo;
    // PGlite has no pg_stat_statements: the server's own timings answer there.
    if (t.database.kind === 'pglite') expect(info.source).toBe('server');
    const slept = info.slowest.find((s) => s.query.includes('pg_sleep'));
    expect(slept).toBeDefined();
    expect(slept!.calls).toBe(3);
    expect(slept!.meanMs).toBeGreaterThanOrEqual(2);
    expect(slept!.maxMs).toBeGreaterThanOrEqual(slept!.meanMs);
    expect(slept!.totalMs).toBeCloseTo(slept!.meanMs * 3, 1);
    expect(JSON.stringify(info)).not.toContain('secret-literal');

    const all = await t.call('POST', MONITOR_PATHS.sql, { token: admin, body: {} });
    const frequent = all.body.dataSet.mostFrequent as SqlMonitorInfo['mostFrequent'];
    expect(frequent.length).toBeGreaterThan(0);
    for (let i = 1; i < frequent.length; i += 1)
      expect(frequent[i - 1]!.calls).toBeGreaterThanOrEqual(frequent[i]!.calls);
  });

  it('starts afresh on reset', async () => {
    await t.call('POST', MONITOR_PATHS.sqlReset, { token: admin, body: {} });
    const res = await t.call('POST', MONITOR_PATHS.sql, { token: admin, body: { keyword: 'pg_sleep' } });
    expect(res.body.dataSet.slowest).toEqual([]);
  });

  it('refuses a bad limit and a user without SQL_VIEW', async () => {
    const bad = await t.call('POST', MONITOR_PATHS.sql, { token: admin, body: { limit: 101 } });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.limit).toBe('条数不能超过100');
    await t.createUser({ loginName: 'no-sql' });
    const token = await t.login('no-sql', USER_PASSWORD);
    expect((await t.call('POST', MONITOR_PATHS.sql, { token, body: {} })).status).toBe(403);
    expect((await t.call('POST', MONITOR_PATHS.sqlReset, { token, body: {} })).status).toBe(403);
  });

  it('lets only SQL_RESET reset: viewing the page (SQL_VIEW) is not enough', async () => {
    await t.createUser({ loginName: 'sql-viewer', roleCodes: ['READ_ONLY'] });
    const viewer = await t.login('sql-viewer', USER_PASSWORD);
    expect((await t.call('POST', MONITOR_PATHS.sql, { token: viewer, body: {} })).status).toBe(200);
    const refused = await t.call('POST', MONITOR_PATHS.sqlReset, { token: viewer, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.rtnCode).toBe('403');
    expect((await t.call('POST', MONITOR_PATHS.sqlReset, { token: admin, body: {} })).status).toBe(200);
  });
});

describe('statement normalising and the bounded map', () => {
  it('drops literals and collapses parameter lists', () => {
    expect(normaliseSql(`select * from t where a = 'x''y' and b in ($1, $2, $3) and c > 10.5`)).toBe(
      'select * from t where a = ? and b in ($n, ...) and c > ?',
    );
  });

  it('keeps at most the configured number of statements, evicting the lightest', () => {
    const timings = new SqlTimings(2);
    timings.record('select 1 from heavy', 50);
    timings.record('select 1 from light', 1);
    timings.record('select 1 from newer', 5);
    expect(
      timings
        .snapshot()
        .map((s) => s.query)
        .sort(),
    ).toEqual(['select ? from heavy', 'select ? from newer']);
  });
});
