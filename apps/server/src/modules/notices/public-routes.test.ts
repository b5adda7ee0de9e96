import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOTICE_MESSAGES, NOTICE_PATHS } from '@awards/shared/notices';
import { PUBLIC_PATHS, type PublicNotice } from '@awards/shared/public-site';
import { PUBLIC_MESSAGES } from '@awards/shared/public-site-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, notices } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';
import { multipart, PDF } from '../../test/uploads';

let t: TestApp;
let dataDir: string;
let admin: string;
let editionId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'awards-public-notices-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await t.login('admin', ADMIN_PASSWORD);
  [{ id: editionId }] = (await t.db
    .insert(editions)
    .values({ editionName: '公开测试届', year: 2026 })
    .returning({ id: editions.id })) as [{ id: number }];
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const staff = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });
/** No token at all: what anyone on the site sends. */
const anyone = (url: string, body?: unknown) => t.call('POST', url, { body });

async function upload() {
  const { payload, headers } = multipart('申报指南.pdf', PDF);
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/file/upload?purpose=attachment',
    headers: { ...headers, authorization: admin },
    payload,
  });
  const { fileId, fileName } = res.json().dataSet as { fileId: string; fileName: string };
  return { fileId, fileName };
}

let serial = 0;
/** A notice saved by staff and, unless told otherwise, published. */
async function notice(fields: Record<string, unknown>, publish = true) {
  serial += 1;
  const saved = await staff(NOTICE_PATHS.save, {
    titile: `公开通告${serial}`,
    msgContent: '<p>正文</p>',
    ...fields,
  });
  expect(saved.status).toBe(200);
  const id = saved.body.dataSet.id as number;
  if (publish)
    expect((await staff(NOTICE_PATHS.updateStatus, { noticeId: id, sendStatus: 1 })).status).toBe(200);
  return id;
}

describe('public notices', () => {
  let shown: number;
  let draft: number;
  let internal: number;
  let revoked: number;
  let guide: { fileId: string; fileName: string };
  let draftFile: { fileId: string; fileName: string };

  beforeAll(async () => {
    guide = await upload();
    draftFile = await upload();
    shown = await notice({ publicFlag: 1, editionId, msgFiles: [guide] });
    draft = await notice({ publicFlag: 1, msgFiles: [draftFile] }, false);
    internal = await notice({ publicFlag: 0 });
    revoked = await notice({ publicFlag: 1 });
    expect((await staff(NOTICE_PATHS.updateStatus, { noticeId: revoked, sendStatus: 2 })).status).toBe(200);
  });

  it('lists only published public notices, without a token, newest first', async () => {
    const res = await anyone(PUBLIC_PATHS.notices, {});
    expect(res.status).toBe(200);
    const ids = (res.body.dataSet.result as PublicNotice[]).map((n) => n.noticeId);
    expect(ids).toContain(shown);
    for (const hidden of [draft, internal, revoked]) expect(ids).not.toContain(hidden);
    const row = (res.body.dataSet.result as PublicNotice[]).find((n) => n.noticeId === shown)!;
    expect(row).toMatchObject({
      editionId,
      msgFiles: [{ ...guide, url: `${PUBLIC_PATHS.file}/${guide.fileId}` }],
    });
    // A list carries no content, and no staff fields at all.
    expect(row).not.toHaveProperty('msgContent');
    expect(row).not.toHaveProperty('userIds');
    expect(row).not.toHaveProperty('createBy');
  });

  it('narrows to one edition, and a body left out is the first page', async () => {
    const of = await anyone(PUBLIC_PATHS.notices, { editionId });
    expect((of.body.dataSet.result as PublicNotice[]).map((n) => n.noticeId)).toEqual([shown]);
    const none = await anyone(PUBLIC_PATHS.notices);
    expect(none.status).toBe(200);
    expect(none.body.dataSet.result.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a 400', async () => {
    expect((await anyone(PUBLIC_PATHS.notices, { pageSize: 'x' })).status).toBe(400);
    expect((await anyone(PUBLIC_PATHS.notices, { editionId: -1 })).status).toBe(400);
    const bad = await anyone(PUBLIC_PATHS.notice, { noticeId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.noticeId).toBe(zh(PUBLIC_MESSAGES.noticeIdRequired));
  });

  it('shows one public notice with its content; any other is a 404 like a missing one', async () => {
    const one = await anyone(PUBLIC_PATHS.notice, { noticeId: shown });
    expect(one.status).toBe(200);
    expect(one.body.dataSet).toMatchObject({ noticeId: shown, msgContent: '<p>正文</p>' });
    for (const noticeId of [draft, internal, revoked, 999_999]) {
      const res = await anyone(PUBLIC_PATHS.notice, { noticeId });
      expect([noticeId, res.status]).toEqual([noticeId, 404]);
      expect(res.body.rtnMessage).toBe(zh(PUBLIC_MESSAGES.noticeNotFound));
    }
  });

  it('gives a public notice’s attachment to anyone, and no other file', async () => {
    const file = await t.app.inject({ method: 'GET', url: `${PUBLIC_PATHS.file}/${guide.fileId}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A draft's attachment, and an id of nothing, answer alike.
    for (const fileId of [draftFile.fileId, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'GET', url: `${PUBLIC_PATHS.file}/${fileId}` });
      expect([fileId, res.statusCode]).toEqual([fileId, 404]);
    }
  });

  it('stops showing a notice once it is revoked', async () => {
    const id = await notice({ publicFlag: 1 });
    expect((await anyone(PUBLIC_PATHS.notice, { noticeId: id })).status).toBe(200);
    expect((await staff(NOTICE_PATHS.updateStatus, { noticeId: id, sendStatus: 2 })).status).toBe(200);
    expect((await anyone(PUBLIC_PATHS.notice, { noticeId: id })).status).toBe(404);
  });
});

describe('the notice form’s public flag and edition', () => {
  it('keeps them, and refuses public for a list of users or an edition that does not exist', async () => {
    const before = await t.db.$count(notices);
    const toUsers = await staff(NOTICE_PATHS.save, {
      titile: 'x',
      msgType: 'USER',
      userIds: [1],
      publicFlag: 1,
    });
    expect(toUsers.status).toBe(400);
    expect(toUsers.body.dataSet.fieldErrors.publicFlag).toBe(zh(NOTICE_MESSAGES.publicOnlyToAll));
    expect((await staff(NOTICE_PATHS.save, { titile: 'x', publicFlag: 2 })).status).toBe(400);
    const noEdition = await staff(NOTICE_PATHS.save, { titile: 'x', editionId: 999_999 });
    expect(noEdition.status).toBe(400);
    expect(noEdition.body.dataSet.fieldErrors.editionId).toBe(zh(NOTICE_MESSAGES.editionMissing));
    expect(await t.db.$count(notices)).toBe(before);

    const saved = await staff(NOTICE_PATHS.save, { titile: '公开', publicFlag: 1, editionId });
    expect(saved.body.dataSet).toMatchObject({ publicFlag: 1, editionId });
  });
});
