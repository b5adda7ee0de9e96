import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES } from '@awards/shared/files';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';
import { filesBelow, multipart, PDF, PNG } from '../../test/uploads';

let t: TestApp;
let dataDir: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'awards-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.createUser({ loginName: 'alice' });
  await t.createUser({ loginName: 'bob' });
  alice = await t.login('alice', USER_PASSWORD);
  bob = await t.login('bob', USER_PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fileRoot = () => path.join(dataDir, 'files');

async function upload(token: string | null, fileName: string, bytes: Buffer, purpose?: string) {
  const { payload, headers } = multipart(fileName, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: `/rest/file/upload${purpose ? `?purpose=${purpose}` : ''}`,
    headers: { ...headers, ...(token ? { authorization: token } : {}) },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const download = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function rowCount() {
  const [row] = await t.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

describe('POST /rest/file/upload', () => {
  it('keeps an avatar and answers its id, name, size and download path', async () => {
    const res = await upload(alice, 'me.png', PNG, 'avatar');
    expect(res.status).toBe(200);
    const { fileId, fileName, size, url, mime } = res.body.dataSet;
    expect({ fileName, size, url, mime }).toEqual({
      fileName: 'me.png',
      size: PNG.length,
      url: `/rest/file/download/${fileId}`,
      mime: 'image/png',
    });
    const [row] = await t.db.select().from(files).where(eq(files.fileId, fileId));
    expect(row?.purpose).toBe('avatar');
    // Stored under its id, not under the client's name.
    const stored = filesBelow(fileRoot());
    expect(stored.some((f) => f.endsWith(fileId))).toBe(true);
    expect(stored.some((f) => f.includes('me.png'))).toBe(false);
  });

  it('stores the name without bidirectional controls', async () => {
    const res = await upload(alice, '合同\u202Efdp.exe.pdf', PDF);
    expect(res.status).toBe(200);
    expect(res.body.dataSet.fileName).toBe('合同fdp.exe.pdf');
    const [row] = await t.db.select().from(files).where(eq(files.fileId, res.body.dataSet.fileId));
    expect(row?.fileName).toBe('合同fdp.exe.pdf');
  });

  it('accepts an attachment above the JSON body limit (multipart has its own limits)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const res = await upload(alice, 'big.pdf', big);
    expect(res.status).toBe(200);
    expect(res.body.dataSet.size).toBe(big.length);
  });

  it('refuses a too-large file and a wrong type, with a message, leaving no row and no file', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = filesBelow(fileRoot()).length;
    const tooBig = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const cases: [string, Buffer, string, string][] = [
      ['huge.png', tooBig, 'avatar', zh(FILE_MESSAGES.tooLarge({ maxMb: 2 }))],
      ['text.png', Buffer.from('just some text'), 'avatar', zh(FILE_MESSAGES.avatarType)],
      ['real.pdf', PDF, 'avatar', zh(FILE_MESSAGES.avatarType)],
      ['tool.exe', Buffer.from('MZ\x90\x00binary'), 'attachment', zh(FILE_MESSAGES.attachmentType)],
      ['fake.pdf', PNG, 'attachment', zh(FILE_MESSAGES.contentMismatch)],
      ['empty.txt', Buffer.alloc(0), 'attachment', zh(FILE_MESSAGES.empty)],
    ];
    for (const [name, bytes, purpose, message] of cases) {
      const res = await upload(alice, name, bytes, purpose);
      expect(res.status, name).toBe(400);
      expect(res.body.rtnMessage, name).toBe(message);
      expect(res.body.dataSet.fieldErrors, name).toEqual({ file: message });
    }
    expect(await rowCount()).toBe(rowsBefore);
    expect(filesBelow(fileRoot())).toHaveLength(filesBefore);
  });

  it('answers 400 without a file part, for a JSON body, and for an unknown purpose', async () => {
    const json = await t.call('POST', '/rest/file/upload', { token: alice, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.rtnMessage).toBe(zh(FILE_MESSAGES.missing));
    const fieldOnly = await t.app.inject({
      method: 'POST',
      url: '/rest/file/upload',
      headers: { authorization: alice, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
    });
    expect(fieldOnly.statusCode).toBe(400);
    expect((await upload(alice, 'a.png', PNG, 'wallpaper')).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await upload(null, 'a.png', PNG, 'avatar')).status).toBe(401);
  });
});

describe('GET /rest/file/download/:fileId', () => {
  it('streams the same bytes with type, RFC 5987 name and validator headers', async () => {
    const { dataSet } = (await upload(alice, '申报材料 (终稿).pdf', PDF)).body;
    const res = await download(dataSet.url, { authorization: alice });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['content-length'])).toBe(PDF.length);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ (__).pdf"; filename*=UTF-8''${encodeURIComponent('申报材料 ')}%28${encodeURIComponent('终稿')}%29.pdf`,
    );
    const again = await download(dataSet.url, {
      authorization: alice,
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers one byte range (206) for a video to seek, 416 past the end, the whole file for a stale If-Range', async () => {
    const { dataSet } = (await upload(alice, 'scan.pdf', PDF)).body;
    const whole = await download(dataSet.url, { authorization: alice });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await download(dataSet.url, { authorization: alice, range: 'bytes=4-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(PDF.subarray(4, 10))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 4-9/${PDF.length}`);
    expect(Number(part.headers['content-length'])).toBe(6);
    const tail = await download(dataSet.url, { authorization: alice, range: 'bytes=-3' });
    expect(tail.rawPayload.equals(PDF.subarray(PDF.length - 3))).toBe(true);
    const past = await download(dataSet.url, { authorization: alice, range: `bytes=${PDF.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PDF.length}`);
    const stale = await download(dataSet.url, {
      authorization: alice,
      range: 'bytes=4-9',
      'if-range': '"another-version"',
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(PDF)).toBe(true);
    // The range does not widen who may read: another user's attachment still looks missing.
    expect((await download(dataSet.url, { authorization: bob, range: 'bytes=0-1' })).statusCode).toBe(404);
  });

  it('takes the token from the query (links and <img>), and answers 401 without one', async () => {
    const { dataSet } = (await upload(alice, 'face.png', PNG, 'avatar')).body;
    const res = await download(`${dataSet.url}?token=${alice}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(readFileSync(filesBelow(fileRoot()).find((f) => f.endsWith(dataSet.fileId))!).equals(PNG)).toBe(
      true,
    );
    expect((await download(dataSet.url)).statusCode).toBe(401);
    expect((await download(`${dataSet.url}?token=not-a-real-token-at-all-0000`)).statusCode).toBe(401);
  });

  it("lets others see an avatar but not someone's attachment, which looks missing", async () => {
    const avatar = (await upload(alice, 'face.png', PNG, 'avatar')).body.dataSet;
    const attachment = (await upload(alice, 'private.pdf', PDF)).body.dataSet;
    expect((await download(avatar.url, { authorization: bob })).statusCode).toBe(200);
    const denied = await download(attachment.url, { authorization: bob });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().rtnCode).toBe('404');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await download('/rest/file/download/0b7f2d9e-5a4c-4f7e-9c3b-2d1e0f9a8b7c', {
      authorization: alice,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await download('/rest/file/download/../../etc/passwd', { authorization: alice })).statusCode,
    ).toBe(404);
    expect((await download('/rest/file/download/nope', { authorization: alice })).statusCode).toBe(404);
  });
});
