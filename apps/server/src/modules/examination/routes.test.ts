import { formatInstant } from '@awards/shared/clock';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationAudits, declarations, messageReceivers, messages } from '../../db/schema';
import { buildWorld, content, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let w: World;
let auditor: string;

const exam = (url: string, body: unknown, token = auditor) =>
  t.call('POST', `/rest/examination/${url}`, { token, body });
const mine = (url: string, body: unknown) =>
  t.call('POST', `/rest/declarer/declaration/${url}`, { token: w.declarerA, body });

/** A declaration of unit A, submitted while declaring. */
async function submitted(projectName: string) {
  const d = (await mine('add', content(w, projectName))).body.dataSet;
  await mine('submit', { declarationId: d.declarationId });
  return d.declarationId as number;
}

const statusOf = async (id: number) =>
  (await t.db.select({ s: declarations.status }).from(declarations).where(eq(declarations.id, id)))[0]?.s;

let first: number;
let second: number;
let third: number;
let draft: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  await t.createUser({ loginName: 'exam-auditor', roleCodes: ['BUSI_AUDIT'] });
  auditor = await t.login('exam-auditor', USER_PASSWORD);
  first = await submitted('甲项目');
  second = await submitted('乙项目');
  third = await submitted('丙项目');
  draft = (await mine('add', content(w, '草稿项目'))).body.dataSet.declarationId;
});
afterAll(() => t.close());

describe('the formal examination', () => {
  it('queues submissions while the edition is still declaring (rolling examination), never after examination', async () => {
    const rolling = (await exam('page', { editionId: w.editionId })).body.dataSet;
    expect(rolling.result.map((r: { declarationId: number }) => r.declarationId)).toEqual([
      first,
      second,
      third,
    ]);
    await setEditionStatus(t, w.editionId, 'reviewing');
    expect((await exam('page', { editionId: w.editionId })).body.dataSet.totalCount).toBe(0);
    const late = await exam('decide', { declarationId: first, decision: 'pass' });
    expect(late.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: '届次当前为「评审中」，不能进行形式审查',
    });
    expect(await statusOf(first)).toBe('submitted');
    await setEditionStatus(t, w.editionId, 'examining');
  });

  it('queues submitted declarations of editions in examination, oldest first', async () => {
    const queue = (await exam('page', { editionId: w.editionId })).body.dataSet;
    expect(queue.result.map((r: { declarationId: number }) => r.declarationId)).toEqual([
      first,
      second,
      third,
    ]);
    expect(queue.result[0]).toMatchObject({
      status: 'submitted',
      returnCount: 0,
      unitName: expect.any(String),
    });
    expect((await exam('page', { editionId: w.editionId, projectName: '乙' })).body.dataSet.totalCount).toBe(
      1,
    );
  });

  it('returns with an opinion, tells the declarer, and takes the resubmission back with its history', async () => {
    const res = await exam('decide', { declarationId: first, decision: 'return', opinion: '缺少查新报告' });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.audits.at(-1)).toMatchObject({
      action: 'return',
      fromStatus: 'submitted',
      toStatus: 'returned',
      opinion: '缺少查新报告',
      actorKind: 'examiner',
      actor: 'exam-auditor',
    });
    const told = await t.db
      .select({ title: messages.msgTitle, content: messages.msgContent, busId: messages.busId })
      .from(messages)
      .innerJoin(messageReceivers, eq(messageReceivers.messageId, messages.id))
      .where(eq(messages.busId, String(first)));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('形式审查结果：退回修改');
    // It cites the submission it answers, read on the display clock (Asia/Shanghai).
    const [submitted] = await t.db
      .select({ submittedAt: declarations.submittedAt })
      .from(declarations)
      .where(eq(declarations.id, first));
    expect(told[0]!.content).toBe(
      `<p>您单位于 ${formatInstant(submitted?.submittedAt, 'Asia/Shanghai')} 提交的「甲项目」形式审查结论为：退回修改，当前状态「退回修改」。</p><p>审查意见：缺少查新报告</p>`,
    );
    // Out of the queue until resubmitted.
    expect((await exam('page', { editionId: w.editionId })).body.dataSet.totalCount).toBe(2);
    await mine('update', { declarationId: first, ...content(w, '甲项目（补充）') });
    await mine('submit', { declarationId: first });
    const back = (await exam('page', { editionId: w.editionId, status: 'resubmitted' })).body.dataSet.result;
    expect(back).toMatchObject([{ declarationId: first, status: 'resubmitted', returnCount: 1 }]);
    const passed = await exam('decide', { declarationId: first, decision: 'pass' });
    expect(passed.body.dataSet.audits.map((a: { action: string }) => a.action)).toEqual([
      'create',
      'submit',
      'return',
      'resubmit',
      'pass',
    ]);
  });

  it('requires an opinion for return, not accepted and defer (400), and refuses illegal moves (505, nothing written)', async () => {
    for (const decision of ['return', 'reject', 'defer']) {
      const res = await exam('decide', { declarationId: second, decision });
      expect(res.status).toBe(400);
      expect(res.body.dataSet.fieldErrors).toEqual({ opinion: '请填写审查意见' });
    }
    expect((await exam('decide', { declarationId: second, decision: 'approve' })).status).toBe(400);
    expect((await exam('decide', {})).status).toBe(400);
    const before = await t.db.$count(declarationAudits, eq(declarationAudits.declarationId, draft));
    const illegal = await exam('decide', { declarationId: draft, decision: 'pass' });
    expect(illegal.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: '申报当前为「草稿」，不能「形式审查通过」',
    });
    expect(await statusOf(draft)).toBe('draft');
    expect(await t.db.$count(declarationAudits, eq(declarationAudits.declarationId, draft))).toBe(before);
    expect((await exam('decide', { declarationId: 999_999, decision: 'pass' })).status).toBe(404);
  });

  it('batch-passes all or none, naming each refused one', async () => {
    const refused = await exam('batchPass', { declarationIds: [second, third, draft, first] });
    expect(refused.status).toBe(422);
    expect(refused.body.rtnMessage).toBe('有 2 条申报不能通过，本次批量通过未执行');
    expect(refused.body.dataSet).toEqual([
      { declarationId: first, reason: '「甲项目（补充）」申报当前为「形式审查通过」，不能「形式审查通过」' },
      { declarationId: draft, reason: '「草稿项目」申报当前为「草稿」，不能「形式审查通过」' },
    ]);
    expect(await statusOf(second)).toBe('submitted');
    expect(await statusOf(third)).toBe('submitted');
    // The refusals are data of the envelope: written in the language the caller asks for.
    const english = await t.call('POST', '/rest/examination/batchPass', {
      token: auditor,
      body: { declarationIds: [draft] },
      headers: { 'accept-language': 'en_GB' },
    });
    expect(english.body).toMatchObject({
      rtnMessage: '1 declaration(s) cannot pass: the batch was not carried out',
      rtnKey: 'examination.batchRefused',
      rtnParams: { count: 1 },
      dataSet: [
        // The status and the action inside the reason are English too.
        {
          declarationId: draft,
          reason: '“草稿项目”: The declaration is “Draft”: “Pass the examination” is not possible',
        },
      ],
    });
    const ok = await exam('batchPass', { declarationIds: [second, third] });
    expect(ok.body.dataSet).toEqual({ count: 2 });
    expect(await statusOf(second)).toBe('passed');
    expect(await statusOf(third)).toBe('passed');
    expect((await exam('batchPass', { declarationIds: [] })).status).toBe(400);
  });

  it('not accepted is final; defer keeps it', async () => {
    const a = await submittedDuringExam('丁项目');
    const b = await submittedDuringExam('戊项目');
    expect(
      (await exam('decide', { declarationId: a, decision: 'reject', opinion: '不符合申报条件' })).body.dataSet
        .status,
    ).toBe('not_accepted');
    expect(
      (await exam('decide', { declarationId: b, decision: 'defer', opinion: '缓评至下届' })).body.dataSet
        .status,
    ).toBe('deferred');
    const again = await exam('decide', { declarationId: a, decision: 'pass' });
    expect(again.body.rtnMessage).toBe('申报已处于「不予受理」状态，不能再变更');
  });

  it('answers 403 without DECLARE_EXAMINE', async () => {
    for (const [url, body] of [
      ['page', {}],
      ['detail', { declarationId: first }],
      ['decide', { declarationId: second, decision: 'pass' }],
      ['batchPass', { declarationIds: [second] }],
    ] as const) {
      expect((await exam(url, body, w.noRoles)).status, url).toBe(403);
      expect((await exam(url, body, w.declarerA)).status, url).toBe(403);
    }
    expect((await exam('detail', { declarationId: first })).body.dataSet.projectName).toBe('甲项目（补充）');
  });
});

/** Created straight in the table as submitted: the declaration window has closed by now in this story. */
async function submittedDuringExam(projectName: string) {
  const [row] = await t.db
    .insert(declarations)
    .values({
      editionId: w.editionId,
      awardId: w.awardId,
      unitId: w.unitA,
      projectName,
      status: 'submitted',
      submittedAt: new Date(),
    })
    .returning({ id: declarations.id });
  return row!.id;
}
