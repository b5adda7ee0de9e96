import { OUTPUT_MESSAGES as O } from '@awards/shared/outputs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awards, declarations, editionStandards, editions, experts, reviews } from '../../db/schema';
import { setEditionStatus } from '../../test/declarations';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildMeetingWorld, type MeetingWorld } from '../../test/meeting';
import { zh } from '../../test/messages';

/**
 * The results' outputs over HTTP (docs/domain.md "Outputs"): the review summary of a declaration
 * for staff and, anonymised, for its declaring unit; the award certificates' data.
 */

let t: TestApp;
let w: MeetingWorld;
let d: number[];
let expertLogin: string;
let awardCode: string;

const call = (url: string, body: unknown, token = w.admin) => t.call('POST', url, { token, body });
const ok = async (url: string, body: unknown, token?: string) => {
  const res = await call(url, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.dataSet;
};

/** A meeting that votes grade 1 for the first two, grade 2 for the third, no award for the fourth. */
async function vote() {
  const { meetingId } = await ok('/rest/meeting/add', {
    editionId: w.editionId,
    meetingName: '输出测试会议',
    groupId: w.groupId,
  });
  await ok('/rest/meeting/moveIn', { meetingId });
  for (const expertId of w.expertIds)
    await ok('/rest/meeting/attendance', { meetingId, expertId, present: true });
  const { roundId } = await ok('/rest/meeting/round/open', { meetingId, kind: 'grade' });
  const [a, b, c, e] = d;
  for (const expertId of w.expertIds)
    await ok('/rest/meeting/ballot/paper', {
      roundId,
      expertId,
      reason: '纸质票',
      choices: [
        { declarationId: a, choice: 1 },
        { declarationId: b, choice: 1 },
        { declarationId: c, choice: 2 },
        { declarationId: e, choice: 'none' },
      ],
    });
  await ok('/rest/meeting/round/close', { roundId });
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildMeetingWorld(t);
  d = w.declarationIds;
  // The reviewers (the group's last two experts) scored each standard and wrote a comment; one
  // of them has a site account, whose login must never reach the unit.
  const [standard] = await t.db
    .select({ id: editionStandards.id })
    .from(editionStandards)
    .where(eq(editionStandards.standardName, '创新性'))
    .orderBy(editionStandards.id)
    .limit(1);
  const user = await t.createUser({ loginName: `outputs-reviewer-${w.editionId}`, userType: 'expert' });
  expertLogin = user.loginName;
  await t.db.update(experts).set({ userId: user.id }).where(eq(experts.id, w.expertIds[3]!));
  const rows = await t.db.select().from(reviews).where(inArray(reviews.declarationId, d));
  for (const r of rows)
    await t.db
      .update(reviews)
      .set({ scores: { [String(standard!.id)]: r.total! }, comment: `意见${r.expertId}：创新突出` })
      .where(eq(reviews.id, r.id));
  await vote();
  await ok('/rest/result/confirm', { editionId: w.editionId, awardId: w.awardId });
  const [award] = await t.db.select({ code: awards.awardCode }).from(awards).where(eq(awards.id, w.awardId));
  awardCode = award!.code;
});
afterAll(() => t.close());

describe('the review summary for staff (RESULT_VIEW)', () => {
  it('gives every review with names, scores per standard, totals, comments, rank, outcome and grade', async () => {
    const view = await ok('/rest/result/reviewSummary', { declarationId: d[0] });
    expect(view).toMatchObject({
      declarationId: d[0],
      status: 'proposed',
      scale: 100,
      meanTotal: 90,
      calibrated: 90,
      rank: { rank: 1, of: 4 },
      gradeName: '一等奖',
      meetingOutcome: zh('outputsMeetingOutcome.graded'),
      commentsReleased: true,
    });
    expect(view.standards).toEqual([expect.objectContaining({ standardName: '创新性', maxScore: 100 })]);
    expect(view.reviews).toHaveLength(2);
    expect(view.reviews[0]).toMatchObject({
      reviewer: expect.stringContaining('会议专家'),
      expertId: w.expertIds[3],
      organisation: '某大学3',
      scores: [90],
      total: 90,
      comment: `意见${w.expertIds[3]}：创新突出`,
    });
    const none = await ok('/rest/result/reviewSummary', { declarationId: d[3] });
    expect(none).toMatchObject({ status: 'not_awarded', gradeName: null, rank: { rank: 4, of: 4 } });
    expect(none.meetingOutcome).toBe(zh('outputsMeetingOutcome.none'));
  });

  it('refuses a user without RESULT_VIEW (403), a bad id (400), a declaration never reviewed (505)', async () => {
    expect((await call('/rest/result/reviewSummary', { declarationId: d[0] }, w.noRoles)).status).toBe(403);
    expect((await call('/rest/result/reviewSummaryView', { declarationId: d[0] }, w.noRoles)).status).toBe(
      403,
    );
    const bad = await call('/rest/result/reviewSummary', { declarationId: 'x' });
    expect(bad.status).toBe(400);
    expect((await call('/rest/result/reviewSummaryView', {})).status).toBe(400);
    // A declaration that passed the examination and never reached the review.
    const [source] = await t.db.select().from(declarations).where(eq(declarations.id, d[0]!));
    const { id: _id, ...copy } = source!;
    const [draft] = await t.db
      .insert(declarations)
      .values({ ...copy, projectName: '未评审项目', status: 'passed' })
      .returning({ declarationId: declarations.id });
    const refused = await call('/rest/result/reviewSummary', { declarationId: draft!.declarationId });
    expect(refused.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(O.notReviewed) });
    const page = await call('/rest/result/reviewSummaryView', { declarationId: draft!.declarationId });
    expect(page.body).toMatchObject({ rtnCode: '505' });
    expect((await call('/rest/result/reviewSummary', { declarationId: 2_000_000 })).status).toBe(404);
  });

  it('prints the summary as a self-contained page in the reader’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/result/reviewSummaryView',
      headers: { authorization: w.admin, 'accept-language': 'en-GB' },
      payload: { declarationId: d[0] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('Review summary');
    expect(res.body).toContain('某大学3');
    expect(res.body).not.toContain('<script');
  });
});

describe('the review summary for the declaring unit (site, anonymised)', () => {
  const unitCall = (declarationId: unknown, token = w.declarerA) =>
    call('/rest/declarer/reviewSummary', { declarationId }, token);

  it('is refused (505) until the results are published; 404 for another unit; 403 for staff; 400', async () => {
    const early = await unitCall(d[0]);
    expect(early.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(O.notPublished) });
    expect((await unitCall(d[0], w.declarerB)).status).toBe(404);
    expect((await unitCall(d[0], w.admin)).status).toBe(403);
    expect((await unitCall('abc')).status).toBe(400);
  });

  it('names no expert, login or organisation; comments only once the edition has finished', async () => {
    await setEditionStatus(t, w.editionId, 'publicity');
    await t.db.update(declarations).set({ status: 'publicity' }).where(eq(declarations.id, d[0]!));
    const res = await unitCall(d[0]);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    const team = await t.db.select().from(experts).where(inArray(experts.id, w.expertIds));
    for (const e of team) {
      expect(text).not.toContain(e.expertName);
      expect(text).not.toContain(e.organisation);
    }
    expect(text).not.toContain(expertLogin);
    expect(text).not.toContain('意见');
    const view = res.body.dataSet;
    expect(view.reviews.map((r: { reviewer: string }) => r.reviewer)).toEqual(['专家一', '专家二']);
    expect(view.reviews[0]).toMatchObject({ expertId: null, organisation: null, comment: null, total: 90 });
    expect(view).toMatchObject({ commentsReleased: false, rank: { rank: 1, of: 4 }, gradeName: '一等奖' });

    await setEditionStatus(t, w.editionId, 'finished');
    const finished = await call('/rest/declarer/reviewSummary', { declarationId: d[0] }, w.declarerA);
    expect(finished.body.dataSet.commentsReleased).toBe(true);
    expect(finished.body.dataSet.reviews[0].comment).toContain('创新突出');
    const english = await t.app.inject({
      method: 'POST',
      url: '/rest/declarer/reviewSummary',
      headers: { authorization: w.declarerA, 'accept-language': 'en-GB' },
      payload: { declarationId: d[0] },
    });
    expect(english.json().dataSet.reviews.map((r: { reviewer: string }) => r.reviewer)).toEqual([
      'Expert 1',
      'Expert 2',
    ]);
    const fullText = JSON.stringify(finished.body);
    for (const e of team) expect(fullText).not.toContain(e.expertName);
    expect(fullText).not.toContain(expertLogin);
  });
});

describe('the award certificates’ data (RESULT_VIEW)', () => {
  it('is refused (505) while nothing is awarded; 403 without RESULT_VIEW; 400 without an edition', async () => {
    for (const path of ['certificates', 'certificatesExport', 'certificatesView']) {
      const res = await call(`/rest/result/${path}`, { editionId: w.editionId });
      expect(res.body, path).toMatchObject({ rtnCode: '505', rtnMessage: zh(O.noAwarded) });
      expect((await call(`/rest/result/${path}`, { editionId: w.editionId }, w.noRoles)).status).toBe(403);
      expect((await call(`/rest/result/${path}`, {})).status).toBe(400);
    }
    expect((await call('/rest/result/certificates', { editionId: 2_000_000 })).status).toBe(404);
  });

  it('numbers each awarded declaration once, in grade and rank order; revoked ones left out, numbers never reused', async () => {
    const [a, b, c] = d;
    await t.db
      .update(declarations)
      .set({ status: 'awarded' })
      .where(inArray(declarations.id, [a!, b!, c!]));
    const [year] = await t.db.select({ y: editions.year }).from(editions).where(eq(editions.id, w.editionId));
    const no = (grade: number, seq: number) => `${year!.y}-${awardCode}-${grade}-00${seq}`;
    const rows = await ok('/rest/result/certificates', { editionId: w.editionId });
    expect(
      rows.map((r: { certificateNo: string; declarationId: number }) => [r.declarationId, r.certificateNo]),
    ).toEqual([
      [a, no(1, 1)],
      [b, no(1, 2)],
      [c, no(2, 1)],
    ]);
    expect(rows[0]).toMatchObject({
      gradeName: '一等奖',
      completers: ['张三', '李四'],
      units: [expect.stringContaining('申报单位'), '某大学', '某研究院'],
    });
    // Stable on a second read; a revoked declaration leaves the list and keeps its number.
    expect(await ok('/rest/result/certificates', { editionId: w.editionId })).toEqual(rows);
    await t.db.update(declarations).set({ status: 'revoked' }).where(eq(declarations.id, b!));
    const after = await ok('/rest/result/certificates', { editionId: w.editionId });
    expect(after.map((r: { certificateNo: string }) => r.certificateNo)).toEqual([no(1, 1), no(2, 1)]);
  });

  it('exports the data as .xlsx and prints it', async () => {
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/rest/result/certificatesExport',
      headers: { authorization: w.admin },
      payload: { editionId: w.editionId },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const page = await t.app.inject({
      method: 'POST',
      url: '/rest/result/certificatesView',
      headers: { authorization: w.admin },
      payload: { editionId: w.editionId },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(zh(O.certificatesTitle));
    expect(page.body).toContain(`${awardCode}-1-001`);
    expect(page.body).toContain('张三、李四');
  });
});
