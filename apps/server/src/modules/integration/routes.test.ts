import { createHash, createHmac } from 'node:crypto';
import { FILE_LIMITS } from '@awards/shared/files';
import { renderMessage } from '@awards/shared/i18n';
import { WEB_UPLOAD_MESSAGES, webUploadCanonical } from '@awards/shared/web-upload';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, files, webUploads } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { multipartForm, PDF } from '../../test/uploads';

const KEY = 'a1'.repeat(32);
let t: TestApp;
let admin: string;
let senderSecret: string;
let otherSecret: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function createApp(appCode: string, extra: object = {}) {
  const res = await t.call('POST', '/rest/app/create', {
    token: admin,
    body: { appCode, appName: `系统${appCode}`, ...extra },
  });
  expect(res.status).toBe(200);
  return res.body.dataSet.appId as number;
}

async function issue(appId: number): Promise<string> {
  const res = await t.call('POST', '/rest/app/issueSecret', { token: admin, body: { appId } });
  expect(res.status).toBe(200);
  return res.body.dataSet.secret as string;
}

interface UploadOptions {
  fields?: Record<string, string>;
  bytes?: Buffer;
  fileName?: string;
  secret?: string | null;
  signature?: string;
  fileFirst?: boolean;
}

function fieldsFor(bytes: Buffer, over: Record<string, string> = {}) {
  return {
    senderSysName: '档案系统',
    senderSysCode: 'archive-sys',
    receiverSysName: '评奖系统',
    receiverSysCode: 'awards-recv',
    requestTime: String(Date.now()),
    fileSha256: sha256(bytes),
    ...over,
  };
}

function upload(options: UploadOptions = {}) {
  const bytes = options.bytes ?? PDF;
  const fields = options.fields ?? fieldsFor(bytes);
  const secret = options.secret === undefined ? senderSecret : options.secret;
  const signature =
    options.signature ??
    (secret
      ? createHmac('sha256', secret)
          .update(webUploadCanonical(fields as Parameters<typeof webUploadCanonical>[0]))
          .digest('hex')
      : undefined);
  const form = multipartForm(
    fields,
    { fileName: options.fileName ?? 'report.pdf', bytes },
    { fileFirst: options.fileFirst },
  );
  return t.app.inject({
    method: 'POST',
    url: '/auth/webUpload',
    headers: { ...form.headers, ...(signature ? { 'x-signature': signature } : {}) },
    payload: form.payload,
  });
}

const storedFiles = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;
const zh = (ref: string) => renderMessage(ref as never, 'zh_CN');

beforeAll(async () => {
  t = await createTestApp({ INTEGRATION_SECRET_KEY: KEY, WEB_UPLOAD_MAX_SKEW_S: 300 });
  admin = await t.login('admin', ADMIN_PASSWORD);
  senderSecret = await issue(await createApp('archive-sys'));
  await createApp('awards-recv');
  otherSecret = await issue(await createApp('other-sys'));
});
afterAll(() => t.close());

describe('issuing an app secret', () => {
  it('shows the secret once and keeps it sealed, never in the app views', async () => {
    const [row] = await t.db.select().from(apps).where(eq(apps.appCode, 'archive-sys'));
    expect(row!.secretSealed).toBeTruthy();
    expect(row!.secretSealed).not.toContain(senderSecret);
    expect(Buffer.from(row!.secretSealed!, 'base64').toString('latin1')).not.toContain(senderSecret);
    const view = await t.call('POST', '/rest/app/getById', { token: admin, body: { appId: row!.id } });
    expect(JSON.stringify(view.body)).not.toContain(senderSecret);
    expect(view.body.dataSet).not.toHaveProperty('secretSealed');
  });

  it('needs APP_EDIT and an app that exists', async () => {
    await t.createUser({ loginName: 'secret-plain' });
    const plain = await t.login('secret-plain', USER_PASSWORD);
    expect((await t.call('POST', '/rest/app/issueSecret', { token: plain, body: { appId: 1 } })).status).toBe(
      403,
    );
    expect(
      (await t.call('POST', '/rest/app/issueSecret', { token: admin, body: { appId: 999_999 } })).status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/rest/app/issueSecret', { token: admin, body: { appId: 'x' } })).status,
    ).toBe(400);
  });
});

describe('POST /auth/webUpload', () => {
  it('stores the file a signed sender sends, and records who sent it to whom', async () => {
    const before = await storedFiles();
    const res = await upload();
    expect(res.statusCode).toBe(200);
    const answer = res.json().dataSet;
    expect(answer).toMatchObject({
      fileName: 'report.pdf',
      mime: 'application/pdf',
      size: PDF.length,
      sha256: sha256(PDF),
      senderSysCode: 'archive-sys',
      receiverSysCode: 'awards-recv',
    });
    expect(await storedFiles()).toBe(before + 1);
    const [record] = await t.db.select().from(webUploads).where(eq(webUploads.fileId, answer.fileId));
    expect(record).toMatchObject({ senderSysName: '档案系统', receiverSysName: '评奖系统' });
  });

  it('refuses missing or wrong credentials, keeping nothing', async () => {
    const before = await storedFiles();
    const refused = zh(WEB_UPLOAD_MESSAGES.signature);
    const none = await upload({ secret: null });
    expect(none.statusCode).toBe(401);
    expect(none.json().rtnMessage).toBe(refused);
    expect((await upload({ signature: 'f'.repeat(64) })).statusCode).toBe(401);
    // Another system's secret does not sign for archive-sys.
    expect((await upload({ secret: otherSecret })).statusCode).toBe(401);
    // A signature over other fields: the receiver changed after signing.
    const fields = fieldsFor(PDF);
    const signed = createHmac('sha256', senderSecret).update(webUploadCanonical(fields)).digest('hex');
    const tampered = await upload({ fields: { ...fields, receiverSysName: '别的系统' }, signature: signed });
    expect(tampered.statusCode).toBe(401);
    // An app without a secret, and a disabled app, cannot send.
    await createApp('no-secret');
    const unsigned = await upload({ fields: fieldsFor(PDF, { senderSysCode: 'no-secret' }) });
    expect(unsigned.statusCode).toBe(401);
    const disabledId = await createApp('disabled-sys');
    const disabledSecret = await issue(disabledId);
    await t.call('POST', '/rest/app/update', { token: admin, body: { appId: disabledId, appStatus: 0 } });
    const disabled = await upload({
      fields: fieldsFor(PDF, { senderSysCode: 'disabled-sys' }),
      secret: disabledSecret,
    });
    expect(disabled.statusCode).toBe(401);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a request time outside the allowed skew, and the same request twice', async () => {
    const stale = await upload({ fields: fieldsFor(PDF, { requestTime: String(Date.now() - 301_000) }) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().rtnMessage).toBe(zh(WEB_UPLOAD_MESSAGES.stale({ seconds: 300 })));
    const ahead = await upload({ fields: fieldsFor(PDF, { requestTime: String(Date.now() + 301_000) }) });
    expect(ahead.statusCode).toBe(401);

    const fields = fieldsFor(PDF);
    expect((await upload({ fields })).statusCode).toBe(200);
    const again = await upload({ fields });
    expect(again.statusCode).toBe(409);
    expect(again.json().rtnMessage).toBe(zh(WEB_UPLOAD_MESSAGES.replayed));
  });

  it('refuses a file over the attachment limit, and bytes other than the signed digest', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(FILE_LIMITS.attachment.maxBytes + 1 - PDF.length, 0x20)]);
    const tooLarge = await upload({ bytes: big });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().dataSet.fieldErrors).toHaveProperty('file');

    const other = Buffer.from('%PDF-1.4\nother bytes\n%%EOF\n');
    const mismatch = await upload({ bytes: other, fields: fieldsFor(PDF) });
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.json().rtnMessage).toBe(zh(WEB_UPLOAD_MESSAGES.digest));
    expect(await storedFiles()).toBe(before);
  });

  it('refuses bad fields, fields after the file, an unknown receiver and a refused type', async () => {
    const bad = await upload({
      fields: fieldsFor(PDF, { senderSysCode: 'Bad Code', requestTime: 'yesterday', fileSha256: 'abc' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().dataSet.fieldErrors).sort()).toEqual([
      'fileSha256',
      'requestTime',
      'senderSysCode',
    ]);
    const { senderSysName: _dropped, ...missing } = fieldsFor(PDF);
    const noName = await upload({ fields: missing as Record<string, string> });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().dataSet.fieldErrors.senderSysName).toBe(zh(WEB_UPLOAD_MESSAGES.fieldsFirst));
    const fileFirst = await upload({ fileFirst: true });
    expect(fileFirst.statusCode).toBe(400);
    const receiver = await upload({ fields: fieldsFor(PDF, { receiverSysCode: 'nobody-sys' }) });
    expect(receiver.statusCode).toBe(400);
    expect(receiver.json().dataSet.fieldErrors.receiverSysCode).toBe(zh(WEB_UPLOAD_MESSAGES.receiver));
    const exe = await upload({ fileName: 'tool.exe' });
    expect(exe.statusCode).toBe(400);
    const notMultipart = await t.call('POST', '/auth/webUpload', { body: {} });
    expect(notMultipart.status).toBe(400);
  });
});

describe('without an integration key', () => {
  it('issues no secret and takes no upload', async () => {
    const off = await createTestApp();
    try {
      const token = await off.login('admin', ADMIN_PASSWORD);
      const created = await off.call('POST', '/rest/app/create', {
        token,
        body: { appCode: 'archive-sys', appName: '档案系统' },
      });
      const issued = await off.call('POST', '/rest/app/issueSecret', {
        token,
        body: { appId: created.body.dataSet.appId },
      });
      expect(issued.status).toBe(422);
      expect(issued.body.rtnMessage).toBe(zh(WEB_UPLOAD_MESSAGES.keyMissing));
      const form = multipartForm(fieldsFor(PDF), { fileName: 'report.pdf', bytes: PDF });
      const res = await off.app.inject({ method: 'POST', url: '/auth/webUpload', ...form });
      expect(res.statusCode).toBe(404);
      expect(res.json().rtnMessage).toBe(zh(WEB_UPLOAD_MESSAGES.off));
    } finally {
      await off.close();
    }
  });
});
