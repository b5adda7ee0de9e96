import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROFILE_MESSAGES } from '@awards/shared/profile';
import { MESSAGES } from '@awards/shared/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../db/schema';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';
import { multipart, PDF, PNG } from '../../test/uploads';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'awards-profile-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(loginName: string) {
  const user = await t.createUser({ loginName });
  return { user, token: await t.login(loginName, USER_PASSWORD) };
}

async function uploadAs(token: string, fileName: string, bytes: Buffer, purpose: string): Promise<string> {
  const { payload, headers } = multipart(fileName, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: `/rest/file/upload?purpose=${purpose}`,
    headers: { ...headers, authorization: token },
    payload,
  });
  return res.json().dataSet.fileId;
}

describe('POST /rest/profile/get', () => {
  it('answers the own profile, and 401 without a session', async () => {
    const { token } = await signedIn('pia');
    const res = await t.call('POST', '/rest/profile/get', { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.loginName).toBe('pia');
    expect(res.body.dataSet).not.toHaveProperty('passwordHash');
    expect((await t.call('POST', '/rest/profile/get', { body: {} })).status).toBe(401);
  });
});

describe('POST /rest/profile/update', () => {
  it('changes nickname, e-mail and phones, and clears a field sent empty', async () => {
    const { token } = await signedIn('quinn');
    const body = {
      nickname: '小昆',
      email: 'Quinn@Example.org',
      phone: '13900001111',
      telephone: '010-6852100',
      sex: 2,
    };
    const res = await t.call('POST', '/rest/profile/update', { token, body });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      nickname: '小昆',
      email: 'Quinn@Example.org',
      phone: '13900001111',
      sex: 2,
    });
    const cleared = await t.call('POST', '/rest/profile/update', {
      token,
      body: { nickname: '小昆', email: '' },
    });
    expect(cleared.body.dataSet).toMatchObject({ email: null, phone: '13900001111' });
  });

  it('refuses an e-mail or phone another user has, with 409', async () => {
    const { user: other } = await signedIn('rita');
    await t.db
      .update(users)
      .set({ email: 'rita@example.org', phone: '13700002222' })
      .where(eq(users.id, other.id));
    const { token } = await signedIn('sam');
    const email = await t.call('POST', '/rest/profile/update', {
      token,
      body: { nickname: 'sam', email: 'RITA@example.org' },
    });
    expect(email.status).toBe(409);
    expect(email.body.rtnMessage).toBe(zh(PROFILE_MESSAGES.emailTaken));
    const phone = await t.call('POST', '/rest/profile/update', {
      token,
      body: { nickname: 'sam', phone: '13700002222' },
    });
    expect(phone.status).toBe(409);
    expect(phone.body.rtnMessage).toBe(zh(PROFILE_MESSAGES.phoneTaken));
  });

  it('checks the fields with the shared validators and their messages', async () => {
    const { token } = await signedIn('tess');
    const res = await t.call('POST', '/rest/profile/update', {
      token,
      body: { nickname: ' ', email: 'not-mail', phone: '12345', telephone: 'abc' },
    });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors).toEqual({
      nickname: zh(PROFILE_MESSAGES.nicknameRequired),
      email: zh(MESSAGES.email),
      phone: zh(MESSAGES.mobile),
      telephone: zh(MESSAGES.landline),
    });
    const long = await t.call('POST', '/rest/profile/update', { token, body: { nickname: 'x'.repeat(21) } });
    expect(long.body.dataSet.fieldErrors).toEqual({ nickname: zh(PROFILE_MESSAGES.nicknameTooLong) });
    expect((await t.call('POST', '/rest/profile/update', { body: { nickname: 'x' } })).status).toBe(401);
  });
});

describe('POST /rest/profile/avatar', () => {
  it('uses an own uploaded avatar, and deletes the one it replaces', async () => {
    const { user, token } = await signedIn('uma');
    const first = await uploadAs(token, 'a.png', PNG, 'avatar');
    const set = await t.call('POST', '/rest/profile/avatar', { token, body: { fileId: first } });
    expect(set.status).toBe(200);
    expect(set.body.dataSet.avatar).toBe(`/rest/file/download/${first}`);

    const second = await uploadAs(token, 'b.png', PNG, 'avatar');
    await t.call('POST', '/rest/profile/avatar', { token, body: { fileId: second } });
    const [row] = await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, user.id));
    expect(row?.avatar).toBe(`/rest/file/download/${second}`);
    expect(await t.db.select().from(files).where(eq(files.fileId, first))).toHaveLength(0);
  });

  it("refuses someone else's avatar, an attachment, an unknown id and a malformed one", async () => {
    const { token: vera } = await signedIn('vera');
    const { token } = await signedIn('walt');
    const theirs = await uploadAs(vera, 'v.png', PNG, 'avatar');
    const attachment = await uploadAs(token, 'doc.pdf', PDF, 'attachment');
    for (const fileId of [theirs, attachment, '0b7f2d9e-5a4c-4f7e-9c3b-2d1e0f9a8b7c']) {
      const res = await t.call('POST', '/rest/profile/avatar', { token, body: { fileId } });
      expect(res.status).toBe(404);
      expect(res.body.rtnMessage).toBe(zh(PROFILE_MESSAGES.avatarNotFound));
    }
    expect((await t.call('POST', '/rest/profile/avatar', { token, body: { fileId: 'x' } })).status).toBe(400);
    expect((await t.call('POST', '/rest/profile/avatar', { body: { fileId: theirs } })).status).toBe(401);
  });
});

describe('own sessions', () => {
  it('lists the live sessions with the current one marked, and signs out another', async () => {
    const { token: here } = await signedIn('xena');
    const elsewhere = await t.login('xena', USER_PASSWORD, '10.7.7.7');
    const list = await t.call('POST', '/rest/profile/sessions', { token: here, body: {} });
    expect(list.status).toBe(200);
    expect(list.body.dataSet).toHaveLength(2);
    const other = list.body.dataSet.find((s: { current: boolean }) => !s.current);
    expect(other.ip).toBe('10.7.7.7');
    expect(list.body.dataSet.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const res = await t.call('POST', '/rest/profile/revokeSession', {
      token: here,
      body: { sessionId: other.sessionId },
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token: elsewhere })).status).toBe(401);
    expect((await t.call('GET', '/api/user/info', { token: here })).status).toBe(200);
    const again = await t.call('POST', '/rest/profile/revokeSession', {
      token: here,
      body: { sessionId: other.sessionId },
    });
    expect(again.status).toBe(404);
  });

  it("refuses the current session and someone else's, and checks the id", async () => {
    const { token } = await signedIn('yara');
    const { token: zoe } = await signedIn('zoe');
    const mine = (await t.call('POST', '/rest/profile/sessions', { token, body: {} })).body.dataSet[0];
    const current = await t.call('POST', '/rest/profile/revokeSession', {
      token,
      body: { sessionId: mine.sessionId },
    });
    expect(current.status).toBe(422);
    expect(current.body.rtnMessage).toBe(zh(PROFILE_MESSAGES.currentSession));
    const theirs = await t.call('POST', '/rest/profile/revokeSession', {
      token: zoe,
      body: { sessionId: mine.sessionId },
    });
    expect(theirs.status).toBe(404);
    expect((await t.call('GET', '/api/user/info', { token })).status).toBe(200);
    expect(
      (await t.call('POST', '/rest/profile/revokeSession', { token, body: { sessionId: 'x' } })).status,
    ).toBe(400);
    expect((await t.call('POST', '/rest/profile/revokeSession', { body: { sessionId: 1 } })).status).toBe(
      401,
    );
    expect((await t.call('POST', '/rest/profile/sessions', { body: {} })).status).toBe(401);
  });

  it('signs out every other session at once', async () => {
    const { token: here } = await signedIn('abel');
    const others = [await t.login('abel', USER_PASSWORD), await t.login('abel', USER_PASSWORD)];
    const res = await t.call('POST', '/rest/profile/revokeOtherSessions', { token: here, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toEqual({ count: 2 });
    for (const token of others) expect((await t.call('GET', '/api/user/info', { token })).status).toBe(401);
    expect(
      (await t.call('POST', '/rest/profile/sessions', { token: here, body: {} })).body.dataSet,
    ).toHaveLength(1);
    expect((await t.call('POST', '/rest/profile/revokeOtherSessions', { body: {} })).status).toBe(401);
  });
});
