import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOTICE_MESSAGES, NOTICE_PATHS } from '@awards/shared/notices';
import { NUL_MESSAGE } from '@awards/shared/primitives';
import { MESSAGE_CENTRE_PATHS, USER_MESSAGE_PATHS } from '@awards/shared/user-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';
import { multipart, PDF } from '../../test/uploads';

let t: TestApp;
let dataDir: string;
let admin: string;
let bob: string;
let carol: string;
let viewer: string;
let bobId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'awards-notices-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await t.login('admin', ADMIN_PASSWORD);
  bobId = (await t.createUser({ loginName: 'n-bob' })).id;
  await t.createUser({ loginName: 'n-carol' });
  await t.createUser({ loginName: 'n-viewer', roleCodes: ['READ_ONLY'] });
  bob = await t.login('n-bob', USER_PASSWORD);
  carol = await t.login('n-carol', USER_PASSWORD);
  viewer = await t.login('n-viewer', USER_PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

let serial = 0;
async function addNotice(fields: Record<string, unknown> = {}) {
  serial += 1;
  const res = await call(NOTICE_PATHS.save, {
    titile: `通告${serial}`,
    msgContent: '<p>内容</p>',
    ...fields,
  });
  if (res.status !== 200) throw new Error(`add notice: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dataSet as { id: number; sendStatus: number; userIds: string; msgContent: string | null };
}

async function upload(token: string) {
  const { payload, headers } = multipart('通知附件.pdf', PDF);
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/file/upload?purpose=attachment',
    headers: { ...headers, authorization: token },
    payload,
  });
  return res.json().dataSet as { fileId: string; fileName: string };
}

describe('addNotice', () => {
  it('adds a draft with sanitised HTML and edits it while it is a draft', async () => {
    const notice = await addNotice({
      msgContent:
        '<p onmouseover="steal()">你好<script>alert(1)</script></p><img src="x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">点我</a>',
      priority: 'H',
      msgType: 'USER',
      userIds: `${bobId}`,
    });
    expect(notice.sendStatus).toBe(0);
    expect(notice.userIds).toBe(String(bobId));
    expect(notice.msgContent).toBe('<p>你好</p><img src="x.png" /><a>点我</a>');
    expect(notice.msgContent).not.toMatch(/script|onerror|onmouseover|javascript:/i);

    const edited = await call(NOTICE_PATHS.save, { id: notice.id, titile: '改过的标题', msgType: 'ALL' });
    expect(edited.status).toBe(200);
    expect(edited.body.dataSet).toMatchObject({
      id: notice.id,
      titile: '改过的标题',
      msgType: 'ALL',
      userIds: '',
    });
  });

  it('refuses bad input, a user without the code and edits of a published notice', async () => {
    const before = await t.db.$count(notices);
    expect((await call(NOTICE_PATHS.save, { titile: '' })).status).toBe(400);
    const noTargets = await call(NOTICE_PATHS.save, { titile: 'x', msgType: 'USER' });
    expect(noTargets.status).toBe(400);
    expect(noTargets.body.dataSet.fieldErrors.userIds).toBe(zh(NOTICE_MESSAGES.userIdsRequired));
    expect((await call(NOTICE_PATHS.save, { titile: 'x', priority: 'X' })).status).toBe(400);
    expect((await call(NOTICE_PATHS.save, { titile: 'x', msgType: 'USER', userIds: '999999' })).status).toBe(
      400,
    );
    expect(
      (
        await call(NOTICE_PATHS.save, {
          titile: 'x',
          startTime: '2030-01-02 00:00:00',
          endTime: '2030-01-01 00:00:00',
        })
      ).status,
    ).toBe(400);
    expect((await call(NOTICE_PATHS.save, { titile: 'x' }, viewer)).status).toBe(403);
    expect(await t.db.$count(notices)).toBe(before);

    const notice = await addNotice();
    expect((await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus: 1 })).status).toBe(200);
    const edit = await call(NOTICE_PATHS.save, { id: notice.id, titile: '不许改' });
    expect(edit.status).toBe(422);
    expect(edit.body.rtnCode).toBe('505');
    expect(edit.body.rtnMessage).toBe(zh(NOTICE_MESSAGES.onlyDraftEditable));
  });
});

describe('openPage', () => {
  it('is a place inside the portal: a scheme, another host or a stray character is a 400', async () => {
    const before = await t.db.$count(notices);
    for (const openPage of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'https://evil.example/login',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      '/declare/list\u0000',
      '/declare/list page',
    ]) {
      const res = await call(NOTICE_PATHS.save, { titile: '外部链接', openType: 'url', openPage });
      expect([openPage, res.status]).toEqual([openPage, 400]);
      expect(res.body.dataSet.fieldErrors.openPage).toBe(
        zh(openPage.includes('\u0000') ? NUL_MESSAGE : NOTICE_MESSAGES.openPageNotInPortal),
      );
    }
    expect(await t.db.$count(notices)).toBe(before);

    const path = await addNotice({ openType: 'url', openPage: '/declare/list?status=submitted' });
    expect(path).toMatchObject({ openPage: '/declare/list?status=submitted' });
    const component = await addNotice({ openType: 'component', openPage: 'declarations/DeclarationDetail' });
    expect(component).toMatchObject({ openPage: 'declarations/DeclarationDetail' });
  });

  it('is checked the same way on a message sent from the message centre', async () => {
    const res = await call(MESSAGE_CENTRE_PATHS.send, {
      msgTitle: '外部链接',
      msgContent: '<p>x</p>',
      userIds: `${bobId}`,
      openType: 'url',
      openPage: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.openPage).toBe(zh(NOTICE_MESSAGES.openPageNotInPortal));
  });
});

describe('updateStatus, my notices, read state and the bell', () => {
  it('releases to the targets only, marks read, and revokes', async () => {
    const notice = await addNotice({ titile: '给鲍勃的通告', msgType: 'USER', userIds: [bobId] });
    const bellBefore = (await call(USER_MESSAGE_PATHS.unread, {}, bob)).body.dataSet.msg.num;

    const released = await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus: 1 });
    expect(released.status).toBe(200);
    expect(released.body.dataSet).toMatchObject({ sendStatus: 1, sendStatus_dictText: '已发布' });
    expect(released.body.dataSet.sendTime).toBeTruthy();

    const bell = (await call(USER_MESSAGE_PATHS.unread, {}, bob)).body.dataSet.msg;
    expect(bell.num).toBe(bellBefore + 1);
    expect(bell.noRead[0]).toMatchObject({
      msgId: notice.id,
      msgTitle: '给鲍勃的通告',
      msgSenderType: 'NOTICE',
    });
    const header = (await call(NOTICE_PATHS.header, undefined, bob)).body.dataSet;
    expect(header.noticeList.map((n: { id: number }) => n.id)).toContain(notice.id);

    // Carol is not a target: she neither lists nor reads it.
    const carolPage = await call(NOTICE_PATHS.userPage, {}, carol);
    expect(carolPage.body.dataSet.result.map((n: { id: number }) => n.id)).not.toContain(notice.id);
    expect((await call(NOTICE_PATHS.detail, { noticeId: notice.id }, carol)).status).toBe(404);
    expect((await call(NOTICE_PATHS.read, { noticeId: notice.id }, carol)).status).toBe(404);

    const mine = await call(NOTICE_PATHS.userPage, { readFlag: 0 }, bob);
    expect(mine.body.dataSet.result[0]).toMatchObject({ id: notice.id, readFlag: 0, userIds: '' });
    expect((await call(NOTICE_PATHS.detail, { noticeId: notice.id }, bob)).body.dataSet.titile).toBe(
      '给鲍勃的通告',
    );
    expect((await call(NOTICE_PATHS.read, { noticeId: notice.id }, bob)).status).toBe(200);
    expect((await call(NOTICE_PATHS.userPage, { readFlag: 1 }, bob)).body.dataSet.result[0]).toMatchObject({
      id: notice.id,
      readFlag: 1,
    });
    expect((await call(USER_MESSAGE_PATHS.unread, {}, bob)).body.dataSet.msg.num).toBe(bellBefore);

    const revoked = await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus: 2 });
    expect(revoked.body.dataSet).toMatchObject({ sendStatus: 2, sendStatus_dictText: '已撤销' });
    expect(revoked.body.dataSet.cancelTime).toBeTruthy();
    expect((await call(NOTICE_PATHS.detail, { noticeId: notice.id }, bob)).status).toBe(404);
  });

  it('refuses illegal transitions with 505, missing codes with 403, bad input with 400', async () => {
    const notice = await addNotice();
    for (const sendStatus of [0, 2, 7]) {
      const res = await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus });
      expect(res.status).toBe(422);
      expect(res.body.rtnCode).toBe('505');
    }
    expect(
      (await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus: 1 }, viewer)).status,
    ).toBe(403);
    expect((await call(NOTICE_PATHS.updateStatus, { noticeId: 'x', sendStatus: 1 })).status).toBe(400);
    expect((await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus: 1 })).status).toBe(200);
    const again = await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus: 1 });
    expect(again.body.rtnMessage).toBe(zh(NOTICE_MESSAGES.onlyDraftReleasable));
  });

  it('marks several read with SyncNoticeByIds', async () => {
    const a = await addNotice();
    const b = await addNotice();
    for (const n of [a, b]) await call(NOTICE_PATHS.updateStatus, { noticeId: n.id, sendStatus: 1 });
    const res = await call(NOTICE_PATHS.readMany, { noticeIds: [a.id, b.id, 999_999] }, carol);
    expect(res.body.dataSet.count).toBe(2);
    const page = await call(NOTICE_PATHS.userPage, { readFlag: 0 }, carol);
    expect(page.body.dataSet.result.map((n: { id: number }) => n.id)).not.toContain(a.id);
    expect((await call(NOTICE_PATHS.readMany, { noticeIds: [] }, carol)).status).toBe(400);
  });
});

describe('getNoticeByPage, getNoticeById, delete', () => {
  it('lists with filters for staff only', async () => {
    const high = await addNotice({ titile: '高优先级筛选', priority: 'H' });
    const res = await call(NOTICE_PATHS.page, { titile: '优先级筛选', priority: 'H', sendStatus: 0 });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.result.map((n: { id: number }) => n.id)).toEqual([high.id]);
    expect((await call(NOTICE_PATHS.page, {}, viewer)).status).toBe(200);
    expect((await call(NOTICE_PATHS.page, {}, bob)).status).toBe(403);
    expect((await call(NOTICE_PATHS.page, { sendStatus: 9 })).status).toBe(400);
    expect((await call(NOTICE_PATHS.page, { beginTime: 'yesterday' })).status).toBe(400);
    // Staff see drafts in detail; a draft is not found for others.
    expect((await call(NOTICE_PATHS.detail, { noticeId: high.id })).body.dataSet.sendStatus).toBe(0);
    expect((await call(NOTICE_PATHS.detail, { noticeId: high.id }, bob)).status).toBe(404);
  });

  it('deletes to the delete flag, all or none, and not a published notice', async () => {
    const a = await addNotice();
    const b = await addNotice();
    const published = await addNotice();
    await call(NOTICE_PATHS.updateStatus, { noticeId: published.id, sendStatus: 1 });
    expect((await call(NOTICE_PATHS.deleteBatch, { noticeIds: [a.id, published.id] })).status).toBe(422);
    expect((await call(NOTICE_PATHS.delete, { noticeId: a.id }, viewer)).status).toBe(403);
    expect((await call(NOTICE_PATHS.delete, { noticeId: 'a' })).status).toBe(400);
    expect((await call(NOTICE_PATHS.deleteBatch, { noticeIds: [a.id, b.id] })).body.dataSet.count).toBe(2);
    const [row] = await t.db.select().from(notices).where(eq(notices.id, a.id));
    expect(row?.delFlag).toBe(1);
    expect((await call(NOTICE_PATHS.detail, { noticeId: a.id })).status).toBe(404);
    expect((await call(NOTICE_PATHS.delete, { noticeId: a.id })).status).toBe(404);
  });
});

describe('attachments', () => {
  it('accepts only the author’s uploads; the audience downloads them, others do not', async () => {
    const file = await upload(admin);
    const bobsFile = await upload(bob);
    const stolen = await call(NOTICE_PATHS.save, { titile: 'x', msgFiles: [bobsFile] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.dataSet.fieldErrors.msgFiles).toContain(bobsFile.fileName);
    expect(
      (await call(NOTICE_PATHS.save, { titile: 'x', msgFiles: [{ fileId: 'nope', fileName: 'a' }] })).status,
    ).toBe(400);

    const notice = await addNotice({ msgType: 'USER', userIds: [bobId], msgFiles: [file] });
    const download = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/rest/file/download/${file.fileId}`,
        headers: { authorization: token },
      });
    expect((await download(bob)).statusCode).toBe(404);
    await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus: 1 });
    const got = await download(bob);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await download(carol)).statusCode).toBe(404);
    expect((await download(viewer)).statusCode).toBe(200);
  });

  // Messages share the attachment field and its checks; each module answers for its own downloads.
  it('a message carries only the sender’s uploads; its receivers download them, others do not', async () => {
    const bobsFile = await upload(bob);
    const stolen = await call(MESSAGE_CENTRE_PATHS.send, {
      msgTitle: '附件',
      msgContent: '<p>x</p>',
      userIds: [bobId],
      msgFiles: [bobsFile],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.dataSet.fieldErrors.msgFiles).toBe(
      zh(NOTICE_MESSAGES.fileMissing({ name: bobsFile.fileName })),
    );

    const file = await upload(admin);
    const download = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/rest/file/download/${file.fileId}`,
        headers: { authorization: token },
      });
    expect((await download(bob)).statusCode).toBe(404);
    const sent = await call(MESSAGE_CENTRE_PATHS.send, {
      msgTitle: '附件',
      msgContent: '<p>x</p>',
      userIds: [bobId],
      msgFiles: [file],
    });
    expect(sent.status).toBe(200);
    const got = await download(bob);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // Not a receiver, and NOTICE_VIEW reads notices' attachments only.
    expect((await download(carol)).statusCode).toBe(404);
    expect((await download(viewer)).statusCode).toBe(404);
  });
});
