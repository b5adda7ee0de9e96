import { renderMessage } from '@awards/shared/i18n';
import { REVIEW_MESSAGES } from '@awards/shared/review';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations, reviewAssignments, reviewConflicts, reviewScores, reviews } from '../../db/schema';
import { buildWorld, content, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let w: World;
let unitName: string;
const declarationIds: number[] = [];
const expertIds: number[] = [];
let expertToken: string;
let expertUserId: number;
let plainClient: string;

const call = (url: string, body: unknown, token = w.admin) => t.call('POST', url, { token, body });
const group = (url: string, body: unknown, token?: string) => call(`/rest/group/${url}`, body, token);
const review = (url: string, body: unknown, token?: string) => call(`/rest/review/${url}`, body, token);
const reviewer = (url: string, body: unknown, token = expertToken) =>
  call(`/rest/reviewer/${url}`, body, token);
const zh = (ref: string) => renderMessage(ref, 'zh_CN');

/** Experts of six organisations in the edition's pool; the first works at unit A (a conflict with A's declarations). */
async function addExperts() {
  const orgs = [unitName, '北京大学', '清华大学', '浙江大学', '复旦大学', '南京大学'];
  const expertUser = await t.createUser({ loginName: `rev-expert-${Date.now()}`, userType: 'expert' });
  expertUserId = expertUser.id;
  expertToken = await t.login(expertUser.loginName, USER_PASSWORD);
  for (const [i, organisation] of orgs.entries()) {
    const added = await call('/rest/expert/add', {
      expertName: `评审专家${i}`,
      organisation,
      discipline: i % 2 ? 'materials' : 'energy',
      ...(i === 1 ? { userId: expertUserId } : {}),
    });
    expect(added.status).toBe(200);
    expertIds.push(added.body.dataSet.expertId);
  }
  expect((await call('/rest/expert/push', { editionId: w.editionId, expertIds })).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  unitName = `申报单位U${w.unitA}`;
  // This award goes from the formal examination straight to expert review (no recommendation):
  // apply starts the review of passed declarations (the flows themselves: lifecycle.test.ts).
  const flow = ['formal_examination', 'expert_review', 'meeting_review', 'publicity'];
  expect(
    (await call('/rest/edition/flow/save', { editionId: w.editionId, awardId: w.awardId, flow })).status,
  ).toBe(200);
  for (const name of ['储能甲', '储能乙', '储能丙']) {
    const d = await call('/rest/declarer/declaration/add', content(w, name), w.declarerA);
    const id = d.body.dataSet.declarationId as number;
    await call('/rest/declarer/declaration/submit', { declarationId: id }, w.declarerA);
    expect((await call('/rest/examination/decide', { declarationId: id, decision: 'pass' })).status).toBe(
      200,
    );
    declarationIds.push(id);
  }
  const unit = await t.call('POST', '/rest/declarer/declaration/detail', {
    token: w.declarerA,
    body: { declarationId: declarationIds[0] },
  });
  unitName = unit.body.dataSet.unitName ?? unitName;
  await addExperts();
  await t.createUser({ loginName: `rev-client-${Date.now()}`, userType: 'declarer' }).then(async (u) => {
    plainClient = await t.login(u.loginName, USER_PASSWORD);
  });
});
afterAll(() => t.close());

let groupId: number;

describe('review groups (/rest/group)', () => {
  it('adds a group with a leader and members from the pool, lists and places declarations', async () => {
    const added = await group('add', {
      editionId: w.editionId,
      groupName: '材料组',
      awardId: w.awardId,
      members: expertIds.map((expertId, i) => ({ expertId, role: i === 0 ? 'leader' : 'member' })),
    });
    expect(added.status).toBe(200);
    groupId = added.body.dataSet.groupId;
    expect(added.body.dataSet.members).toHaveLength(6);
    const placed = await group('place', { editionId: w.editionId });
    expect(placed.body.dataSet).toEqual({ placed: 3, unplaced: 0 });
    const list = await group('list', { editionId: w.editionId });
    expect(list.body.dataSet[0]).toMatchObject({ groupName: '材料组', declarationCount: 3 });
  });

  it('refuses: 403 without GROUP_ADD, 400 without a name, 409 for a taken name, 505 for an expert outside the pool', async () => {
    expect((await group('add', { editionId: w.editionId, groupName: 'X' }, w.noRoles)).status).toBe(403);
    const bad = await group('add', { editionId: w.editionId, groupName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.groupName).toBeDefined();
    expect((await group('add', { editionId: w.editionId, groupName: '材料组' })).status).toBe(409);
    const outsider = await call('/rest/expert/add', {
      expertName: '库外专家',
      organisation: '某所',
      discipline: 'energy',
    });
    const refused = await group('add', {
      editionId: w.editionId,
      groupName: '能源组',
      members: [{ expertId: outsider.body.dataSet.expertId, role: 'member' }],
    });
    expect(refused.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(REVIEW_MESSAGES.notInPool({ names: '库外专家' })),
    });
    expect((await group('list', { editionId: w.editionId })).body.dataSet).toHaveLength(1);
  });
});

describe('review settings', () => {
  it('answers the defaults, saves overrides, and refuses bad input (400) and staff without REVIEW_ASSIGN (403)', async () => {
    const got = await review('settings/get', { editionId: w.editionId });
    expect(got.body.dataSet).toMatchObject({
      expertsPerDeclaration: 5,
      normalisation: 'weighted_mean',
      blind: true,
    });
    expect((await review('settings/save', { editionId: w.editionId, minLoad: 9, maxLoad: 2 })).status).toBe(
      400,
    );
    expect((await review('settings/save', { editionId: w.editionId, maxLoad: 3 }, w.noRoles)).status).toBe(
      403,
    );
  });
});

let runId: number;

describe('assignment (REVIEW_ASSIGN)', () => {
  it('names what is short when k cannot be met, stores the run as infeasible and assigns nothing', async () => {
    // Five experts wanted, six organisations, but the unit's own expert is conflicted: five left, one per organisation.
    await review('settings/save', { editionId: w.editionId, expertsPerDeclaration: 6 });
    const refused = await review('assign/preview', { groupId, seed: 1 });
    expect(refused.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(REVIEW_MESSAGES.declarationShort({ name: '储能甲', need: 6, available: 5 })),
    });
    expect((await t.db.select().from(reviewAssignments)).length).toBe(0);
  });

  it('proposes with the automatic conflicts respected, reproducibly, and changes nothing until applied', async () => {
    await review('settings/save', { editionId: w.editionId, expertsPerDeclaration: 3, maxLoad: 3 });
    const first = await review('assign/preview', { groupId, seed: 42 });
    expect(first.status).toBe(200);
    const run = first.body.dataSet;
    expect(run).toMatchObject({ status: 'proposed', seed: 42, solver: expect.stringMatching(/^highs /) });
    expect(run.added).toHaveLength(9);
    expect(run.added.some((p: { expertId: number }) => p.expertId === expertIds[0])).toBe(false);
    expect(run.quality).toMatchObject({ declarations: 3, maxLoad: 3 });
    const again = (await review('assign/preview', { groupId, seed: 42 })).body.dataSet;
    expect(again.added).toEqual(run.added);
    expect(again.inputHash).toBe(run.inputHash);
    const conflicts = (await review('conflict/list', { editionId: w.editionId, source: 'automatic' })).body
      .dataSet;
    expect(conflicts.filter((c: { conflictType: string }) => c.conflictType === 'same_unit')).toHaveLength(3);
    expect((await t.db.select().from(reviewAssignments)).length).toBe(0);
    runId = run.runId;
  });

  it('draws (抽取) under a cap on each pair, storing the seed and the cap; refuses a cap too low or malformed', async () => {
    // Five experts without conflict, one per organisation, three per declaration: q = 0.75 leaves room for 3.75.
    const drawn = await review('assign/preview', { groupId, mode: 'drawn', pairCap: 0.75, seed: 7 });
    expect(drawn.status).toBe(200);
    expect(drawn.body.dataSet).toMatchObject({ mode: 'drawn', pairCap: 0.75, seed: 7, status: 'proposed' });
    expect(drawn.body.dataSet.added).toHaveLength(9);
    expect(drawn.body.dataSet.added.some((p: { expertId: number }) => p.expertId === expertIds[0])).toBe(
      false,
    );
    const again = (await review('assign/preview', { groupId, mode: 'drawn', pairCap: 0.75, seed: 7 })).body
      .dataSet;
    expect(again.added).toEqual(drawn.body.dataSet.added);
    const optimal = (await review('assign/run', { runId })).body.dataSet;
    expect(optimal.pairCap).toBeNull();
    const low = await review('assign/preview', { groupId, mode: 'drawn', pairCap: 0.5, seed: 7 });
    expect(low.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(REVIEW_MESSAGES.capShort({ name: '储能甲', need: 3, cap: 0.5, available: 2 })),
    });
    for (const pairCap of [0, 1.5, 0.333, 'half'])
      expect((await review('assign/preview', { groupId, mode: 'drawn', pairCap })).status).toBe(400);
  });

  it('refuses to apply before the edition reviews, then applies and starts the review of each declaration', async () => {
    const early = await review('assign/apply', { runId });
    expect(early.body.rtnCode).toBe('505');
    expect((await review('assign/apply', { runId }, w.noRoles)).status).toBe(403);
    expect((await review('assign/apply', { runId: 'x' })).status).toBe(400);
    await setEditionStatus(t, w.editionId, 'reviewing');
    const applied = await review('assign/apply', { runId });
    expect(applied.body.dataSet.status).toBe('applied');
    expect((await t.db.select().from(reviewAssignments)).length).toBe(9);
    const statuses = await t.db
      .select({ s: declarations.status })
      .from(declarations)
      .where(eq(declarations.editionId, w.editionId));
    expect(statuses.map((r) => r.s)).toEqual(['expert_review', 'expert_review', 'expert_review']);
    const twice = await review('assign/apply', { runId });
    expect(twice.body.rtnCode).toBe('505');
  });
});

describe("the expert's own review (/rest/reviewer)", () => {
  it('lists the assignments, reads one masked (blind), saves a draft, submits, and is then locked', async () => {
    const list = (await reviewer('list', {})).body.dataSet;
    expect(list.length).toBeGreaterThan(0);
    const declarationId = list[0].declarationId as number;
    const detail = (await reviewer('detail', { declarationId })).body.dataSet;
    expect(detail.blind).toBe(true);
    expect(detail.completers).toBeUndefined();
    const standard = detail.standards[0];
    const over = await reviewer('save', {
      declarationId,
      scores: [{ standardId: standard.standardId, score: 1000 }],
    });
    expect(over.status).toBe(400);
    expect((await reviewer('save', { declarationId, scores: 'x' })).status).toBe(400);
    const saved = await reviewer('save', {
      declarationId,
      scores: [{ standardId: standard.standardId, score: 80 }],
      comment: '创新性强',
      familiarity: 2,
    });
    expect(saved.body.dataSet).toMatchObject({ status: 'draft', total: 80 });
    expect((await reviewer('submit', { declarationId })).body.dataSet.status).toBe('submitted');
    const locked = await reviewer('save', { declarationId, scores: [] });
    expect(locked.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(REVIEW_MESSAGES.reviewLocked) });
    const table = (await review('scores', { editionId: w.editionId })).body.dataSet;
    const row = table.rows.find((r: { declarationId: number }) => r.declarationId === declarationId);
    expect(row.scores.weighted_mean).toBe(80);
  });

  it('refuses users who are not experts and declarations not assigned (403)', async () => {
    expect((await reviewer('list', {}, plainClient)).status).toBe(403);
    const assigned = new Set(
      (await reviewer('list', {})).body.dataSet.map((r: { declarationId: number }) => r.declarationId),
    );
    const other = declarationIds.find((id) => !assigned.has(id));
    if (other) expect((await reviewer('detail', { declarationId: other })).status).toBe(403);
  });
});

describe('reopening and conflicts set by staff', () => {
  it('reopens a submitted review with a reason (REVIEW_REOPEN), once', async () => {
    const [submitted] = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.status, 'submitted'));
    const reviewId = submitted!.id;
    expect((await review('reopen', { reviewId, reason: '评分有误' }, w.noRoles)).status).toBe(403);
    expect((await review('reopen', { reviewId })).status).toBe(400);
    expect((await review('reopen', { reviewId, reason: '评分有误' })).body.dataSet.status).toBe('draft');
    expect((await review('reopen', { reviewId, reason: '评分有误' })).body.rtnCode).toBe('505');
  });

  it('keeps the calibration with what it was computed from, and computes it again when a submitted review changes', async () => {
    const [pair] = await t.db.select().from(reviewAssignments).limit(1);
    const rowOf = async () =>
      (await review('scores', { editionId: w.editionId })).body.dataSet.rows.find(
        (r: { declarationId: number }) => r.declarationId === pair!.declarationId,
      );
    // The reopened review no longer counts: nothing submitted on this declaration yet.
    await t.db
      .update(reviews)
      .set({ status: 'submitted', total: 70, submittedAt: new Date() })
      .where(and(eq(reviews.declarationId, pair!.declarationId), eq(reviews.expertId, pair!.expertId)));
    const inserted = await t.db
      .insert(reviews)
      .values({
        editionId: w.editionId,
        declarationId: pair!.declarationId,
        expertId: pair!.expertId,
        status: 'submitted',
        total: 70,
        submittedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    const first = await rowOf();
    expect(first).toMatchObject({ submitted: 1, scores: { weighted_mean: 70 } });
    const [kept] = await t.db
      .select()
      .from(reviewScores)
      .where(eq(reviewScores.declarationId, pair!.declarationId));
    expect(kept).toMatchObject({ reviews: 1, weightedMean: 70 });
    // A total changed in place (same review, same submission time): the fingerprint moves with it.
    await t.db
      .update(reviews)
      .set({ total: 40 })
      .where(and(eq(reviews.declarationId, pair!.declarationId), eq(reviews.expertId, pair!.expertId)));
    expect(await rowOf()).toMatchObject({ submitted: 1, scores: { weighted_mean: 40 } });
    // Back to draft: out of the scores.
    await t.db
      .update(reviews)
      .set({ status: 'draft', submittedAt: null })
      .where(and(eq(reviews.declarationId, pair!.declarationId), eq(reviews.expertId, pair!.expertId)));
    expect(await rowOf()).toMatchObject({ submitted: 0, scores: { weighted_mean: null } });
    if (inserted.length) await t.db.delete(reviews).where(eq(reviews.id, inserted[0]!.id));
  });

  it('a conflict set on an assigned pair removes the assignment and draws a replacement at once', async () => {
    const [pair] = await t.db.select().from(reviewAssignments).limit(1);
    expect(
      (
        await review('conflict/add', {
          expertId: pair!.expertId,
          declarationId: pair!.declarationId,
          conflictType: 'family',
        })
      ).status,
    ).toBe(400);
    const added = await review('conflict/add', {
      expertId: pair!.expertId,
      declarationId: pair!.declarationId,
      conflictType: 'family',
      reason: '亲属',
    });
    expect(added.status).toBe(200);
    const left = await t.db
      .select()
      .from(reviewAssignments)
      .where(
        and(
          eq(reviewAssignments.expertId, pair!.expertId),
          eq(reviewAssignments.declarationId, pair!.declarationId),
        ),
      );
    expect(left).toHaveLength(0);
    const stored = await t.db
      .select()
      .from(reviewConflicts)
      .where(eq(reviewConflicts.id, added.body.dataSet.conflictId));
    expect(stored[0]).toMatchObject({
      source: 'staff',
      status: 'confirmed',
      reason: '亲属',
      createBy: 'admin',
    });
    const report = (await review('conflict/report', { editionId: w.editionId })).body.dataSet;
    expect(report.byType.family).toBe(1);
    expect(report.bySource.staff).toBe(1);
    // Every conflict by status; the confirmed ones are the total the types and sources add up to.
    expect(report.byStatus.confirmed).toBe(report.total);
    expect(Object.values(report.byType).reduce((a: number, b) => a + (b as number), 0)).toBe(report.total);
    expect((await review('conflict/report', { editionId: w.editionId }, w.noRoles)).status).toBe(403);
    expect((await review('conflict/report', {})).status).toBe(400);

    // The replacement is drawn at once (an alternate of the applied run), recorded as a run.
    const replacementRunId = added.body.dataSet.replacementRunId as number;
    const replacement = (await review('assign/run', { runId: replacementRunId })).body.dataSet;
    expect(replacement).toMatchObject({ kind: 'replacement', status: 'applied', topUp: true });
    expect(replacement.removed).toEqual([{ declarationId: pair!.declarationId, expertId: pair!.expertId }]);
    expect(replacement.added).toHaveLength(1);
    expect(replacement.added[0]).toMatchObject({ declarationId: pair!.declarationId });
    expect(replacement.added[0].expertId).not.toBe(pair!.expertId);
    // Nothing is left for a top-up run to fill.
    const topUp = (await review('assign/preview', { groupId, topUp: true, seed: 3 })).body.dataSet;
    expect(topUp.added).toEqual([]);
    const now = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.declarationId, pair!.declarationId));
    expect(now).toHaveLength(3);
  });
});
