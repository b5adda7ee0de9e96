import { TASK_PATHS } from '@awards/shared/jobs';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs } from '../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/harness';
import { type AccessLogLogger, type AccessLogRow, AccessLogWriter, redact } from './access-log';
import { changesData } from './request-writes';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const addTask = (taskName: string) =>
  t.call('POST', TASK_PATHS.add, {
    token: admin,
    body: { taskName, className: 'purgeLogs', cronExpression: '0 0 3 * * ?' },
  });

const rowsFor = (uri: string) => t.db.select().from(accessLogs).where(eq(accessLogs.requestUri, uri));
const rowsWith = (marker: string) =>
  t.db
    .select()
    .from(accessLogs)
    .where(like(accessLogs.requestData, `%${marker}%`));

/** Rows are renamed away and back: inserts fail meanwhile, as when the table is unwritable. */
const tableAway = () => t.db.execute(sql`alter table access_logs rename to access_logs_away`);
const tableBack = () => t.db.execute(sql`alter table access_logs_away rename to access_logs`);

async function eventually(check: () => Promise<boolean>, ms = 8000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: AccessLogLogger = {
    error: (details, message) => lines.push({ level: 'error', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    info: (details, message) => lines.push({ level: 'info', details, message }),
  };
  return { log, lines };
}

const row = (marker: string): AccessLogRow => ({
  method: 'POST',
  request_uri: '/rest/writer/test',
  request_ip: '127.0.0.1',
  request_data: JSON.stringify({ marker }),
  response_status: 200,
  cost_time: 1,
  user_agent: null,
  user_id: null,
  create_by: 'tester',
  log_type: 2,
  create_time: new Date(),
});

describe('which statements change data', () => {
  it('reads are selects and transaction control; anything else, or a CTE that writes, is a write', () => {
    for (const read of [
      'select "id" from "users" where "id" = $1',
      ' (select 1) union (select 2)',
      'begin',
      'commit',
      'with t as (select 1) select * from t',
      'select * from tasks where id = $1 for update',
      'select "update_time", "delete_flag" from x',
    ])
      expect(changesData(read), read).toBe(false);
    for (const write of [
      'insert into "tasks" ("task_name") values ($1)',
      'update "sessions" set "last_seen_at" = $1',
      'delete from "tasks" where "id" = $1',
      'with moved as (delete from a returning *) select * from moved',
      'truncate access_logs',
      'alter table x rename to y',
      '',
    ])
      expect(changesData(write), write).toBe(true);
  });
});

describe('the access log of a running app', () => {
  it('has a write request’s row in the table when the response arrives; reads are batched', async () => {
    const added = await addTask('访问日志-写入');
    expect(added.status).toBe(200);
    // No flush, no wait: the row was inserted before the response was sent.
    const written = await rowsWith('访问日志-写入');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ method: 'POST', requestUri: TASK_PATHS.add, responseStatus: 200 });

    const read = await t.call('POST', TASK_PATHS.handlers, { token: admin, body: {} });
    expect(read.status).toBe(200);
    expect(await rowsFor(TASK_PATHS.handlers)).toHaveLength(0);
    await eventually(async () => (await rowsFor(TASK_PATHS.handlers)).length === 1);
  });

  it('a refused write (nothing changed) is batched like a read', async () => {
    const bad = await t.call('POST', TASK_PATHS.add, { token: admin, body: { taskName: '' } });
    expect(bad.status).toBe(400);
    expect(await rowsFor(TASK_PATHS.add).then((r) => r.filter((x) => x.responseStatus === 400))).toHaveLength(
      0,
    );
    await eventually(
      async () => (await rowsFor(TASK_PATHS.add)).filter((x) => x.responseStatus === 400).length === 1,
    );
  });

  it('acknowledges writes while the log table is unwritable, and their rows arrive once it is back', async () => {
    await tableAway();
    let restored = false;
    try {
      const added = await addTask('访问日志-表不可写');
      expect(added.status).toBe(200);
      expect(added.body.rtnMessage).toBe('添加成功!');
      const read = await t.call('POST', TASK_PATHS.handlers, {
        token: admin,
        body: {},
        query: { marker: '访问日志-读-表不可写' },
      });
      expect(read.status).toBe(200);
      // The write's row failed at once; the read's batch fails at its interval: both wait.
      let metrics = '';
      await eventually(async () => {
        metrics = (await t.call('GET', '/metrics')).raw.body;
        return Number(/^access_log_pending_rows (\d+)$/m.exec(metrics)?.[1]) >= 2;
      });
      expect(metrics).toMatch(/^access_log_dropped_rows 0$/m);
      await tableBack();
      restored = true;
      // The retry (1 s after the first failure, then backing off) brings both rows in.
      await eventually(async () => (await rowsWith('访问日志-表不可写')).length === 1);
      await eventually(async () => (await rowsWith('访问日志-读-表不可写')).length === 1);
    } finally {
      if (!restored) await tableBack();
    }
  });
});

describe('closing the app', () => {
  it('writes the read rows still waiting for their batch', async () => {
    const other = await createTestApp();
    try {
      const token = await other.login('admin', ADMIN_PASSWORD);
      const read = await other.call('POST', TASK_PATHS.handlers, {
        token,
        body: {},
        query: { marker: '关闭应用' },
      });
      expect(read.status).toBe(200);
      await other.app.close();
      const rows = await other.db.select().from(accessLogs).where(like(accessLogs.requestData, '%关闭应用%'));
      expect(rows).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the writer', () => {
  it('retries a batch whose insert failed, with the rows kept in order, until the table takes them', async () => {
    const { log, lines } = recordingLog();
    const writer = new AccessLogWriter(t.db, log, { retryBaseMs: 50, retryMaxMs: 200 });
    await tableAway();
    try {
      writer.push(row('批次重试-1'));
      writer.push(row('批次重试-2'));
      await writer.flush();
      expect(writer.pendingRows).toBe(2);
      expect(lines.some((l) => l.level === 'error' && /kept for retry/.test(l.message))).toBe(true);
      // Still failing: the rows stay queued, nothing is lost.
      await new Promise((r) => setTimeout(r, 150));
      expect(writer.pendingRows).toBe(2);
    } finally {
      await tableBack();
    }
    await eventually(async () => (await rowsWith('批次重试-')).length === 2);
    expect(writer.pendingRows).toBe(0);
    expect(writer.counts.droppedRows).toBe(0);
    await writer.close();
  });

  it('counts rows as pending while their retry is in flight', async () => {
    // A database that takes 80 ms to answer widens the window in which a retry is
    // under way; the queue must not read empty then (CI caught it once under load).
    const slow = new Proxy(t.db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? async (query: Parameters<typeof t.db.execute>[0]) => {
              await new Promise((r) => setTimeout(r, 80));
              return target.execute(query);
            }
          : Reflect.get(target, key, receiver),
    });
    const writer = new AccessLogWriter(slow, recordingLog().log, { retryBaseMs: 20, retryMaxMs: 40 });
    await tableAway();
    const seen = new Set<number>();
    try {
      writer.push(row('在途重试-1'));
      writer.push(row('在途重试-2'));
      await writer.flush();
      const until = Date.now() + 400;
      while (Date.now() < until) {
        seen.add(writer.pendingRows);
        await new Promise((r) => setTimeout(r, 5));
      }
    } finally {
      await tableBack();
    }
    expect([...seen]).toEqual([2]);
    await eventually(async () => (await rowsWith('在途重试-')).length === 2);
    expect(writer.pendingRows).toBe(0);
    await writer.close();
  });

  it('flushes the buffered rows when closed', async () => {
    const writer = new AccessLogWriter(t.db, recordingLog().log, { intervalMs: 60_000 });
    writer.push(row('关闭时写入-1'));
    writer.push(row('关闭时写入-2'));
    expect(await rowsWith('关闭时写入-')).toHaveLength(0);
    await writer.close();
    expect(await rowsWith('关闭时写入-')).toHaveLength(2);
  });

  it('past its bound drops the oldest rows loudly, each one whole in the error log, and counts them', async () => {
    const { log, lines } = recordingLog();
    const writer = new AccessLogWriter(t.db, log, {
      maxPending: 2,
      retryBaseMs: 60_000,
      closeDeadlineMs: 100,
    });
    await tableAway();
    try {
      for (const marker of ['溢出-1', '溢出-2', '溢出-3'])
        expect(await writer.writeNow(row(marker))).toBe(false);
      expect(writer.pendingRows).toBe(2);
      expect(writer.counts.droppedRows).toBe(1);
      const lost = lines.filter((l) => l.message === 'access log row lost');
      expect(
        lost.map((l) => (l.details as { accessLogRow: AccessLogRow }).accessLogRow.request_data),
      ).toEqual([JSON.stringify({ marker: '溢出-1' })]);
      // Closing with the table still away: the two left are given up the same way, never silently.
      await writer.close();
      expect(writer.counts.droppedRows).toBe(3);
      expect(lines.filter((l) => l.message === 'access log row lost')).toHaveLength(3);
    } finally {
      await tableBack();
    }
  });

  it('on close retries what is queued before giving up', async () => {
    const writer = new AccessLogWriter(t.db, recordingLog().log, { retryBaseMs: 60_000 });
    await tableAway();
    try {
      expect(await writer.writeNow(row('关闭前重试'))).toBe(false);
    } finally {
      await tableBack();
    }
    await writer.close();
    expect(await rowsWith('关闭前重试')).toHaveLength(1);
    expect(writer.counts.droppedRows).toBe(0);
  });
});

describe('redact (what a row keeps of a request)', () => {
  it.each([
    ['a password at the top', { username: 'a', password: 'x' }, { username: 'a', password: '******' }],
    [
      'a token nested in an array',
      { list: [{ n: 1 }, { accessToken: 't' }] },
      { list: [{ n: 1 }, { accessToken: '******' }] },
    ],
    [
      'any case of the key',
      { oldPwd: 'x', CAPTCHA: 'y', ok: 1 },
      { oldPwd: '******', CAPTCHA: '******', ok: 1 },
    ],
    ['a whole object under a secret key', { secret: { a: 1 } }, { secret: '******' }],
    ['nothing secret', { pageNum: 1, q: { name: 'x' } }, { pageNum: 1, q: { name: 'x' } }],
    ['not an object', 'text', 'text'],
  ])('%s', (_case, input, expected) => {
    const before = JSON.stringify(input);
    expect(redact(input)).toEqual(expected);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('returns a value with nothing secret as it is, and copies one with a secret', () => {
    const plain = { pageNum: 1, rows: [{ id: 2 }] };
    expect(redact(plain)).toBe(plain);
    const secret = { password: 'x' };
    expect(redact(secret)).not.toBe(secret);
  });

  it('leaves what lies deeper than eight levels', () => {
    let deep: Record<string, unknown> = { password: 'x' };
    for (let i = 0; i < 9; i++) deep = { d: deep };
    expect(JSON.stringify(redact(deep))).toContain('"password":"x"');
  });
});
