import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/harness';
import { multipart, PNG } from '../test/uploads';
import { connectSocket } from '../test/websocket';
import { createLogger, REDACTED, redactUrl, serializeError } from './logger';

/** The server log of this app, line by line, as main.ts would print it to stdout. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const logText = () => lines.join('\n');

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({}, { logger: createLogger({ level: 'info', destination: sink }) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.login('admin', ADMIN_PASSWORD);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'admin'));
  adminId = row!.id;
});
afterAll(() => t.close());

describe('redactUrl', () => {
  it('replaces the values of secret query parameters and keeps the rest as sent', () => {
    expect(redactUrl('/rest/file/download/7?token=abc.DEF_123')).toBe(
      `/rest/file/download/7?token=${REDACTED}`,
    );
    expect(redactUrl('/x?a=1&access_token=s&Password=p&client_secret=c&ticket=t&code=9&b=%E4%B8%AD')).toBe(
      `/x?a=1&access_token=${REDACTED}&Password=${REDACTED}&client_secret=${REDACTED}` +
        `&ticket=${REDACTED}&code=${REDACTED}&b=%E4%B8%AD`,
    );
    expect(redactUrl('/x?%74oken=s')).toBe(`/x?%74oken=${REDACTED}`);
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});

describe('the server log', () => {
  it('never shows the session token of a download link or a websocket address', async () => {
    const { payload, headers } = multipart('me.png', PNG);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/rest/file/upload?purpose=avatar',
      headers: { ...headers, authorization: admin },
      payload,
    });
    const fileId = uploaded.json().dataSet.fileId ?? uploaded.json().dataSet.id;
    const download = await t.app.inject({
      method: 'GET',
      url: `/rest/file/download/${fileId}?token=${admin}`,
    });
    expect(download.statusCode).toBe(200);

    const address = t.app.server.address() as { port: number };
    const socket = connectSocket(`http://127.0.0.1:${address.port}`, adminId, admin);
    await socket.opened;
    socket.socket.close();
    await socket.closed;

    const log = logText();
    expect(log).toContain(`/rest/file/download/${fileId}?token=${REDACTED}`);
    expect(log).toContain(`/websocket/${adminId}?token=${REDACTED}`);
    expect(log).not.toContain(admin);
    // The Authorization header is not logged either.
    expect(log).not.toMatch(/authorization/i);
  });

  it('logs a failed INSERT with its SQL and error code, never the values (the new password hash)', async () => {
    // Whatever makes the INSERT fail: here a trigger empties a NOT NULL column, so that
    // PostgreSQL's detail would quote the whole row, password hash included.
    await t.db.execute(sql`
      create function break_insert() returns trigger language plpgsql as $$
      begin
        new.realname := null;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger break_insert before insert on users for each row execute function break_insert()`,
    );
    try {
      const before = lines.length;
      const res = await t.call('POST', '/rest/user/add', {
        token: admin,
        body: { loginName: 'log.victim', realname: '受害者', password: 'Secret#2026x' },
      });
      expect(res.status).toBe(500);
      const log = lines.slice(before).join('\n');
      expect(log).toContain('request failed');
      expect(log).toContain('insert into \\"users\\"');
      expect(log).toContain('"code":"23502"');
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain('Failing row');
      expect(log).not.toContain('log.victim');
      expect(log).not.toContain(admin);
    } finally {
      await t.db.execute(sql`drop trigger break_insert on users`);
      await t.db.execute(sql`drop function break_insert()`);
    }
  });
});

describe('serializeError', () => {
  it('keeps the SQL and the causes’ codes, and drops parameters, detail and quoted values', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "tok-SECRET"'), {
      code: '22P02',
      detail: 'Failing row contains (tok-SECRET)',
    });
    const error = Object.assign(
      new Error('Failed query: select 1 from sessions where token_hash = $1\nparams: tok-SECRET'),
      { query: 'select 1 from sessions where token_hash = $1', params: ['tok-SECRET'], cause },
    );
    const out = serializeError(error) as Record<string, unknown>;
    expect(JSON.stringify(out)).not.toContain('tok-SECRET');
    expect(out.message).toContain('select 1 from sessions where token_hash = $1');
    expect(out.code).toBe('22P02');
    expect(out.stack).toContain('caused by');
    // The frames of the outer error survive the redaction of its parameters.
    expect(String(out.stack).split('caused by')[0]).toMatch(/params: \[REDACTED\]\n\s+at /);
  });
});
