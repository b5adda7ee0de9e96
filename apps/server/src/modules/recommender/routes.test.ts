import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations, editionAwards, editions, messageReceivers, messages } from '../../db/schema';
import {
  addRecommenders,
  buildWorld,
  content,
  type Recommenders,
  setEditionStatus,
  type World,
} from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let w: World;
let r: Recommenders;
let auditor: string;

const rec = (url: string, body: unknown, token = r.recommenderA) =>
  t.call('POST', `/rest/recommender/${url}`, { token, body });
const mine = (url: string, body: unknown) =>
  t.call('POST', `/rest/declarer/declaration/${url}`, { token: w.declarerA, body });

const statusOf = async (id: number) =>
  (await t.db.select({ s: declarations.status }).from(declarations).where(eq(declarations.id, id)))[0]?.s;

/** A declaration of unit A naming recommending unit A, submitted, and passed unless told otherwise. */
async function declaration(projectName: string, pass = true) {
  const made = await mine('add', { ...content(w, projectName), recommendUnitId: r.unitA });
  expect(made.status, made.body.rtnMessage).toBe(200);
  const id = made.body.dataSet.declarationId as number;
  await mine('submit', { declarationId: id });
  if (pass) {
    const passed = await t.call('POST', '/rest/examination/decide', {
      token: auditor,
      body: { declarationId: id, decision: 'pass' },
    });
    expect(passed.status, passed.body.rtnMessage).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  r = await addRecommenders(t);
  await t.createUser({ loginName: 'rec-auditor', roleCodes: ['BUSI_AUDIT'] });
  auditor = await t.login('rec-auditor', USER_PASSWORD);
});
afterAll(() => t.close());

describe('the declarer names a recommending unit', () => {
  it('chooses it from the list; its name becomes the form’s recommending unit', async () => {
    const units = await t.call('POST', '/rest/declarer/recommendUnits', { token: w.declarerA, body: {} });
    expect(units.status).toBe(200);
    expect(units.body.dataSet).toEqual(
      expect.arrayContaining([
        { organId: r.unitA, organName: expect.stringMatching(/^推荐单位R/) },
        { organId: r.unitB, organName: expect.any(String) },
      ]),
    );
    // Only organisations of type recommender: the declaring units are not offered.
    expect(units.body.dataSet.map((u: { organId: number }) => u.organId)).not.toContain(w.unitA);
    const made = await mine('add', { ...content(w, '命名推荐单位'), recommendUnitId: r.unitA });
    expect(made.body.dataSet).toMatchObject({
      recommendUnitId: r.unitA,
      recommendUnit: units.body.dataSet.find((u: { organId: number }) => u.organId === r.unitA).organName,
    });
  });

  it('refuses an organisation that is not a recommending unit (400 on the field), and staff get 403 on the list', async () => {
    const bad = await mine('add', { ...content(w, '错误推荐单位'), recommendUnitId: w.unitB });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toMatchObject({
      recommendUnitId: expect.stringContaining('推荐单位不存在'),
    });
    const staff = await t.call('POST', '/rest/declarer/recommendUnits', { token: w.admin, body: {} });
    expect(staff.status).toBe(403);
  });
});

describe('the recommending unit', () => {
  it('lists the declarations naming it once they passed the formal examination, and recommends one', async () => {
    const waiting = await declaration('推荐甲');
    const notYet = await declaration('尚在审查', false);
    const list = await rec('page', {});
    expect(list.status).toBe(200);
    const ids = list.body.dataSet.result.map((d: { declarationId: number }) => d.declarationId);
    expect(ids).toContain(waiting);
    // Submitted but not yet examined: the declaring unit's and the federation's business.
    expect(ids).not.toContain(notYet);
    expect((await rec('detail', { declarationId: notYet })).status).toBe(404);

    const detail = await rec('detail', { declarationId: waiting });
    expect(detail.body.dataSet).toMatchObject({ status: 'passed', projectName: '推荐甲' });
    const print = await t.app.inject({
      method: 'POST',
      url: '/rest/recommender/printView',
      headers: { authorization: r.recommenderA },
      payload: { declarationId: waiting },
    });
    expect(print.statusCode).toBe(200);
    expect(print.headers['content-type']).toContain('text/html');
    expect(print.body).toContain('推荐甲');

    const done = await rec('recommend', { declarationId: waiting, opinion: '同意推荐，成果突出' });
    expect(done.status, done.body.rtnMessage).toBe(200);
    expect(done.body.dataSet.status).toBe('recommended');
    expect(done.body.dataSet.audits.at(-1)).toMatchObject({
      action: 'recommend',
      fromStatus: 'passed',
      toStatus: 'recommended',
      opinion: '同意推荐，成果突出',
      actorKind: 'recommender',
    });
    // The declarer sees it recommended, and was told by a system message.
    const seen = await mine('detail', { declarationId: waiting });
    expect(seen.body.dataSet.status).toBe('recommended');
    const told = await t.db
      .select({ title: messages.msgTitle, content: messages.msgContent })
      .from(messages)
      .innerJoin(messageReceivers, eq(messageReceivers.messageId, messages.id))
      .where(and(eq(messages.busType, 'declaration'), eq(messages.busId, String(waiting))));
    expect(told.map((m) => m.title)).toContain('推荐单位推荐');
    expect(told.find((m) => m.title === '推荐单位推荐')!.content).toContain('意见：同意推荐，成果突出');

    // The filters: waiting, recommended, declined.
    const recommended = await rec('page', { filter: 'recommended' });
    expect(recommended.body.dataSet.result.map((d: { declarationId: number }) => d.declarationId)).toContain(
      waiting,
    );
    const still = await rec('page', { filter: 'waiting' });
    expect(still.body.dataSet.result.map((d: { declarationId: number }) => d.declarationId)).not.toContain(
      waiting,
    );
  });

  it('declines with the reason: the declaration ends as not recommended', async () => {
    const id = await declaration('推荐乙');
    const declined = await rec('decline', { declarationId: id, opinion: '与本单位推荐领域不符' });
    expect(declined.status, declined.body.rtnMessage).toBe(200);
    expect(declined.body.dataSet.status).toBe('not_recommended');
    // Final: not even the declaring unit's withdrawal moves it.
    const withdrawn = await mine('withdraw', { declarationId: id, reason: '撤回' });
    expect(withdrawn.status).toBe(422);
    expect(withdrawn.body.rtnMessage).toBe('申报已处于「未获推荐」状态，不能再变更');
    const list = await rec('page', { filter: 'not_recommended' });
    expect(list.body.dataSet.result.map((d: { declarationId: number }) => d.declarationId)).toEqual([id]);
  });

  it('answers 403 to anyone but a recommending unit’s user', async () => {
    for (const token of [w.declarerA, w.admin, w.noRoles]) {
      for (const url of ['page', 'detail', 'recommend', 'decline']) {
        const res = await rec(url, { declarationId: 1, opinion: '意见' }, token);
        expect(res.status, `${url}`).toBe(403);
      }
    }
  });

  it('answers 404 for a declaration naming another recommending unit, and changes nothing', async () => {
    const id = await declaration('推荐丙');
    const other = await rec('recommend', { declarationId: id, opinion: '同意' }, r.recommenderB);
    expect(other.status).toBe(404);
    expect((await rec('detail', { declarationId: id }, r.recommenderB)).status).toBe(404);
    expect((await rec('page', {}, r.recommenderB)).body.dataSet.totalCount).toBe(0);
    expect(await statusOf(id)).toBe('passed');
  });

  it('refuses bad input with 400: no opinion, no reason, a bad id, a bad filter', async () => {
    const id = await declaration('推荐丁');
    const noOpinion = await rec('recommend', { declarationId: id, opinion: '  ' });
    expect(noOpinion.status).toBe(400);
    expect(noOpinion.body.dataSet.fieldErrors).toMatchObject({ opinion: '请填写推荐意见' });
    const noReason = await rec('decline', { declarationId: id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.dataSet.fieldErrors).toMatchObject({ opinion: '请填写不予推荐的理由' });
    expect((await rec('recommend', { declarationId: 'x', opinion: '同意' })).status).toBe(400);
    expect((await rec('page', { filter: 'everything' })).status).toBe(400);
    expect(await statusOf(id)).toBe('passed');
  });

  it('refuses (505) a second decision, an award whose flow has no recommendation, and after the examination', async () => {
    const twice = await declaration('推荐戊');
    await rec('recommend', { declarationId: twice, opinion: '同意' });
    const again = await rec('decline', { declarationId: twice, opinion: '改变主意' });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: '申报当前为「已推荐」，不能「不予推荐」',
    });

    const noStage = await declaration('无推荐环节');
    await t.db
      .update(editionAwards)
      .set({ flow: ['formal_examination', 'expert_review', 'publicity'] })
      .where(and(eq(editionAwards.editionId, w.editionId), eq(editionAwards.awardId, w.awardId)));
    try {
      const refused = await rec('recommend', { declarationId: noStage, opinion: '同意' });
      expect(refused.body).toMatchObject({
        rtnCode: '505',
        rtnMessage: '该奖项的评审流程不含「推荐」，不能「推荐」',
      });
      expect(await statusOf(noStage)).toBe('passed');
    } finally {
      await t.db
        .update(editionAwards)
        .set({
          flow: ['formal_examination', 'recommendation', 'expert_review', 'meeting_review', 'publicity'],
        })
        .where(and(eq(editionAwards.editionId, w.editionId), eq(editionAwards.awardId, w.awardId)));
    }

    const late = await declaration('推荐己');
    await setEditionStatus(t, w.editionId, 'examining');
    const [edition] = await t.db
      .select({ end: editions.examinationEnd })
      .from(editions)
      .where(eq(editions.id, w.editionId));
    await t.db
      .update(editions)
      .set({ examinationEnd: new Date(Date.now() - 60_000) })
      .where(eq(editions.id, w.editionId));
    try {
      const closed = await rec('recommend', { declarationId: late, opinion: '同意' });
      expect(closed.body.rtnCode).toBe('505');
      expect(closed.body.rtnMessage).toMatch(/^推荐时间已于 .+ 结束（形式审查截止）$/);
      await setEditionStatus(t, w.editionId, 'reviewing');
      const reviewing = await rec('recommend', { declarationId: late, opinion: '同意' });
      expect(reviewing.body.rtnMessage).toBe('届次当前为「评审中」，不能推荐');
      expect(await statusOf(late)).toBe('passed');
    } finally {
      await t.db.update(editions).set({ examinationEnd: edition!.end }).where(eq(editions.id, w.editionId));
      await setEditionStatus(t, w.editionId, 'declaring');
    }
  });
});
