import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationAudits, declarations, editions } from '../../db/schema';
import { buildWorld, content, days, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart, PDF } from '../../test/uploads';

let t: TestApp;
let w: World;

const call = (url: string, body: unknown, token = w.declarerA) =>
  t.call('POST', `/rest/declarer/declaration/${url}`, { token, body });

async function upload(token: string, name = '申报书.pdf', bytes = PDF) {
  const { payload, headers } = multipart(name, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/file/upload?purpose=attachment',
    headers: { ...headers, authorization: token },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(() => t.close());

describe('the declarer API', () => {
  it('creates with an uploaded attachment, edits, submits, lists and reads the trail', async () => {
    const file = await upload(w.declarerA);
    expect(file.status).toBe(200);
    const fileId = file.body.dataSet.fileId as string;
    const created = await call('add', {
      ...content(w),
      attachments: [{ fileId, attachmentType: 'application' }],
    });
    expect(created.status).toBe(200);
    const d = created.body.dataSet;
    expect(d).toMatchObject({
      status: 'draft',
      unitId: w.unitA,
      regionCode: '110000',
      completers: [
        { name: '张三', sortNumber: 1 },
        { name: '李四', sortNumber: 2 },
      ],
      attachments: [{ fileId, attachmentType: 'application', fileName: '申报书.pdf' }],
      audits: [{ action: 'create', fromStatus: null, toStatus: 'draft', actorKind: 'declarer' }],
    });

    const edited = await call('update', {
      declarationId: d.declarationId,
      ...content(w, '改名后的项目'),
      completers: [{ name: '王五' }],
      attachments: [{ fileId, attachmentType: 'evidence' }],
    });
    expect(edited.body.dataSet).toMatchObject({
      projectName: '改名后的项目',
      completers: [{ name: '王五' }],
      attachments: [{ attachmentType: 'evidence' }],
    });

    const submitted = await call('submit', { declarationId: d.declarationId });
    expect(submitted.body.dataSet.status).toBe('submitted');
    expect(submitted.body.dataSet.submittedAt).not.toBeNull();
    // Submitted: no longer editable.
    const late = await call('update', { declarationId: d.declarationId, ...content(w) });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ rtnCode: '505', rtnMessage: '申报处于「已提交」状态，不能修改' });

    const mine = await call('page', { editionId: w.editionId });
    expect(mine.body.dataSet.result.map((r: { declarationId: number }) => r.declarationId)).toContain(
      d.declarationId,
    );
    // The attachment is read by staff who see declarations and the unit's declarers, nobody else.
    const download = (token: string) => t.call('GET', `/rest/file/download/${fileId}`, { token });
    expect((await download(w.admin)).status).toBe(200);
    expect((await download(w.declarerB)).status).toBe(404);
    expect((await download(w.noRoles)).status).toBe(404);
    const read = await call('detail', { declarationId: d.declarationId });
    expect(read.body.dataSet.audits.map((a: { action: string }) => a.action)).toEqual(['create', 'submit']);
  });

  it("refuses another user's upload and a file that is not in the store", async () => {
    const theirs = (await upload(w.declarerB)).body.dataSet.fileId as string;
    const res = await call('add', {
      ...content(w),
      attachments: [{ fileId: theirs, attachmentType: 'other' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.attachments).toBe('附件不存在或不是本人上传的附件，请重新上传');
    const unknown = await call('add', {
      ...content(w),
      attachments: [{ fileId: '00000000-0000-4000-8000-000000000000', attachmentType: 'other' }],
    });
    expect(unknown.status).toBe(400);
    // The store's own type limit applies at upload.
    expect((await upload(w.declarerA, 'virus.exe', Buffer.from('MZ'))).status).toBe(400);
  });

  it('scopes every call to the own unit: another unit reads and changes nothing', async () => {
    const d = (await call('add', content(w, '甲单位项目'))).body.dataSet;
    for (const [url, body] of [
      ['detail', { declarationId: d.declarationId }],
      ['update', { declarationId: d.declarationId, ...content(w, '乙改甲') }],
      ['submit', { declarationId: d.declarationId }],
      ['withdraw', { declarationId: d.declarationId, reason: '乙撤甲' }],
      ['delete', { declarationId: d.declarationId }],
    ] as const) {
      expect((await call(url, body, w.declarerB)).status, url).toBe(404);
    }
    const theirs = await call('page', {}, w.declarerB);
    expect(theirs.body.dataSet.result.some((r: { unitId: number }) => r.unitId === w.unitA)).toBe(false);
    const [row] = await t.db.select().from(declarations).where(eq(declarations.id, d.declarationId));
    expect(row).toMatchObject({ status: 'draft', projectName: '甲单位项目' });
  });

  it('withdraws with the reason kept, and deletes drafts only', async () => {
    const d = (await call('add', content(w, '将撤回'))).body.dataSet;
    expect((await call('withdraw', { declarationId: d.declarationId, reason: '' })).status).toBe(400);
    const gone = await call('withdraw', { declarationId: d.declarationId, reason: '材料不全，下届再报' });
    expect(gone.body.dataSet.status).toBe('withdrawn');
    expect(gone.body.dataSet.audits.at(-1)).toMatchObject({
      action: 'withdraw',
      opinion: '材料不全，下届再报',
    });
    const again = await call('submit', { declarationId: d.declarationId });
    expect(again.body).toMatchObject({ rtnCode: '505', rtnMessage: '申报已处于「已撤回」状态，不能再变更' });
    expect((await call('delete', { declarationId: d.declarationId })).status).toBe(422);

    const draft = (await call('add', content(w, '将删除'))).body.dataSet;
    expect((await call('delete', { declarationId: draft.declarationId })).body.dataSet).toEqual({ count: 1 });
    expect(
      await t.db.$count(declarationAudits, eq(declarationAudits.declarationId, draft.declarationId)),
    ).toBe(0);
  });

  it('edits only inside the declaration window, or the unit extension staff grant', async () => {
    const d = (await call('add', content(w, '窗口外'))).body.dataSet;
    await t.db
      .update(editions)
      .set({ declarationEnd: new Date(Date.now() - 1000) })
      .where(eq(editions.id, w.editionId));
    try {
      const refused = await call('submit', { declarationId: d.declarationId });
      expect(refused.status).toBe(422);
      expect(refused.body.rtnMessage).toMatch(/^申报时间已于 .* 结束$/);
      expect((await call('add', content(w))).status).toBe(422);
      const ext = await t.call('POST', '/rest/declare/extension/save', {
        token: w.admin,
        body: { editionId: w.editionId, unitId: w.unitA, until: days(2), reason: '系统故障补报' },
      });
      expect(ext.status).toBe(200);
      expect((await call('submit', { declarationId: d.declarationId })).body.dataSet.status).toBe(
        'submitted',
      );
      // Unit B has no extension.
      expect((await call('add', content(w), w.declarerB)).status).toBe(422);
    } finally {
      await t.db
        .update(editions)
        .set({ declarationEnd: new Date(days(10)) })
        .where(eq(editions.id, w.editionId));
    }
  });

  it('answers 403 to anyone but a declarer placed in a unit, 401 without sign-in', async () => {
    for (const token of [w.admin, w.noRoles]) {
      const res = await call('page', {}, token);
      expect(res.status).toBe(403);
      expect(res.body.rtnMessage).toBe('仅申报单位用户可使用申报接口');
      expect((await call('add', content(w), token)).status).toBe(403);
    }
    await t.createUser({ loginName: 'decl-homeless', userType: 'declarer' });
    const homeless = await t.login('decl-homeless', 'Passw0rd#1');
    expect((await call('page', {}, homeless)).status).toBe(403);
    expect((await t.call('POST', '/rest/declarer/declaration/page', { body: {} })).status).toBe(401);
  });

  it('answers 400 on bad input', async () => {
    const bad = await call('add', { ...content(w), projectName: '', completers: [], regionCode: '11' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toMatchObject({
      projectName: '请输入项目名称',
      completers: '请至少填写一位完成人',
      regionCode: '行政区划代码须为6位数字',
    });
    expect((await call('add', { ...content(w), gradeLevel: 7 })).body.dataSet.fieldErrors).toEqual({
      gradeLevel: '拟申报等级不在该奖项的等级中',
    });
    expect((await call('submit', { declarationId: 'x' })).status).toBe(400);
    expect((await call('page', { status: 'nope' })).status).toBe(400);
  });

  it('resubmits a returned declaration during the examination', async () => {
    const d = (await call('add', content(w, '将退回'))).body.dataSet;
    await call('submit', { declarationId: d.declarationId });
    await setEditionStatus(t, w.editionId, 'examining');
    try {
      const auditor = w.admin;
      const returned = await t.call('POST', '/rest/examination/decide', {
        token: auditor,
        body: { declarationId: d.declarationId, decision: 'return', opinion: '请补充查新报告' },
      });
      expect(returned.body.dataSet.status).toBe('returned');
      const mine = (await call('detail', { declarationId: d.declarationId })).body.dataSet;
      expect(mine.audits.at(-1)).toMatchObject({ action: 'return', opinion: '请补充查新报告' });
      expect((await call('update', { declarationId: d.declarationId, ...content(w, '已补充') })).status).toBe(
        200,
      );
      expect((await call('submit', { declarationId: d.declarationId })).body.dataSet.status).toBe(
        'resubmitted',
      );
      // A new draft cannot be started once declaration has closed (unit B has no extension).
      expect((await call('add', content(w), w.declarerB)).status).toBe(422);
    } finally {
      await setEditionStatus(t, w.editionId, 'declaring');
    }
  });
});
