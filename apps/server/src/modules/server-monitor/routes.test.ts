import { MONITOR_PATHS, type ServerInfo } from '@awards/shared/monitor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('the server monitor', () => {
  it('answers host, process, database and Redis figures', async () => {
    const res = await t.call('POST', MONITOR_PATHS.server, { token: admin, body: {} });
    expect(res.status).toBe(200);
    const info = res.body.dataSet as ServerInfo;
    expect(info.cpu.cores).toBeGreaterThan(0);
    expect(info.memory.totalBytes).toBeGreaterThan(info.memory.freeBytes);
    expect(info.disks.length).toBeGreaterThan(0);
    expect(info.disks[0]!.totalBytes).toBeGreaterThan(0);
    expect(info.node.heapUsedBytes).toBeGreaterThan(0);
    expect(info.node.version).toBe(process.version);
    expect(info.eventLoop.maxMs).toBeGreaterThanOrEqual(info.eventLoop.p50Ms);
    expect(info.uptime.processSeconds).toBeGreaterThanOrEqual(0);
    expect(info.load).toHaveLength(3);
    expect(info.database.kind).toBe(t.database.kind);
    expect(info.database.sizeBytes).toBeGreaterThan(0);
    if (t.database.kind === 'pglite') {
      expect(info.database).toMatchObject({ connections: null, note: expect.stringContaining('PGlite') });
    } else {
      expect(info.database.connections).toBeGreaterThan(0);
      expect(info.database.maxConnections).toBeGreaterThan(0);
    }
    expect(info.redis).toEqual({ status: 'not-configured', latencyMs: null, error: null });
  });

  it('pings Redis when REDIS_URL is set', async () => {
    const withRedis = await createTestApp({
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
    try {
      const token = await withRedis.login('admin', ADMIN_PASSWORD);
      // The first check opens the monitor's connection within its 1 s limit; on a loaded
      // machine it can answer 'error' before the connection is up, as the page would show
      // then, and the next check 'ok'. Asked again until it says so.
      let redis: ServerInfo['redis'] | undefined;
      await expect
        .poll(
          async () => {
            redis = (await withRedis.call('POST', MONITOR_PATHS.server, { token, body: {} })).body.dataSet
              .redis;
            return redis?.status;
          },
          { timeout: 30_000, interval: 200 },
        )
        .toBe('ok');
      expect(redis?.latencyMs).toBeGreaterThanOrEqual(0);
    } finally {
      await withRedis.close();
    }
  });

  it('refuses bad input and a user without SERVER_VIEW', async () => {
    expect((await t.call('POST', MONITOR_PATHS.server, { token: admin, body: [1] })).status).toBe(400);
    await t.createUser({ loginName: 'no-server' });
    const token = await t.login('no-server', USER_PASSWORD);
    expect((await t.call('POST', MONITOR_PATHS.server, { token, body: {} })).status).toBe(403);
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern with latency histograms, and job runs by outcome', async () => {
    await t.call('POST', MONITOR_PATHS.server, { token: admin, body: {} });
    await t.call('GET', '/no/such/path?x=1');
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_requests_total\{method="POST",route="\/rest\/monitor\/server",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{method="POST",route="\/rest\/monitor\/server",le="\+Inf"\} [1-9]/,
    );
    expect(text).not.toContain('/no/such/path');
    expect(text).toContain('job_runs_total{outcome="failure"} 0');
    expect(text).toMatch(/websocket_connections \d+/);
    expect(text).toMatch(/nodejs_heap_used_bytes \d+/);
  });

  it('is for the local machine only without METRICS_TOKEN, and needs the token with one', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    const guarded = await createTestApp({ METRICS_TOKEN: 'a-long-enough-metrics-token' });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
      const ok = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.1.2.3',
        headers: { authorization: 'Bearer a-long-enough-metrics-token' },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
