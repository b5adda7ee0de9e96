import { createHash } from 'node:crypto';
import { renderMessage } from '@awards/shared/i18n';
import { RESULT_MESSAGES as M } from '@awards/shared/results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildMeetingWorld, type MeetingWorld, statusOf } from '../../test/meeting';
import { createModuleApis } from '../../test/services';

/**
 * Results within quotas over HTTP (docs/domain.md "Results"): an award decided by a meeting (the
 * meeting's grades, quota use, what-if, confirm with version and hash, reopen by a recorded
 * decision, confirm again) and one decided by scores (grades by rank within quotas).
 */

let t: TestApp;
let w: MeetingWorld;
let s: MeetingWorld;
let d: number[];

const call = (url: string, body: unknown, token = w.admin) => t.call('POST', url, { token, body });
const result = (url: string, body: unknown, token?: string) => call(`/rest/result/${url}`, body, token);
const zh = (ref: string) => renderMessage(ref, 'zh_CN');
const ok = async (url: string, body: unknown) => {
  const res = await call(url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.dataSet;
};

/** A meeting that votes grade 1 for the first two, grade 2 for the third, no award for the fourth. */
async function vote(world: MeetingWorld) {
  const { meetingId } = await ok('/rest/meeting/add', {
    editionId: world.editionId,
    meetingName: '结果测试会议',
    groupId: world.groupId,
  });
  await ok('/rest/meeting/moveIn', { meetingId });
  for (const expertId of world.expertIds)
    await ok('/rest/meeting/attendance', { meetingId, expertId, present: true });
  const { roundId } = await ok('/rest/meeting/round/open', { meetingId, kind: 'grade' });
  const [a, b, c, e] = world.declarationIds;
  for (const expertId of world.expertIds)
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
  return { meetingId, roundId };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildMeetingWorld(t);
  s = await buildMeetingWorld(t, ['formal_examination', 'expert_review', 'publicity']);
  d = w.declarationIds;
});
afterAll(() => t.close());

describe('an award decided by a meeting', () => {
  it('lists the awards and refuses to confirm before the meeting has voted (505)', async () => {
    const awards = await result('awards', { editionId: w.editionId });
    expect(awards.body.dataSet).toEqual([
      expect.objectContaining({ awardId: w.awardId, decidedBy: 'meeting', waiting: 4, current: null }),
    ]);
    expect((await result('awards', { editionId: w.editionId }, w.noRoles)).status).toBe(403);
    expect((await result('awards', {})).status).toBe(400);
    const view = await result('view', { editionId: w.editionId, awardId: w.awardId });
    expect(view.body.dataSet.blocked).toBe(zh(M.notVoted({ count: 4 })));
    const early = await result('confirm', { editionId: w.editionId, awardId: w.awardId });
    expect(early.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.notVoted({ count: 4 })) });
  });

  it('shows the ranking with every method, the meeting grades and quota use; an open round blocks', async () => {
    const { roundId } = await vote(w);
    const open = await result('view', { editionId: w.editionId, awardId: w.awardId });
    expect(open.body.dataSet.blocked).toBe(zh(M.roundOpen));
    await ok('/rest/meeting/round/close', { roundId });
    const view = (await result('view', { editionId: w.editionId, awardId: w.awardId })).body.dataSet;
    expect(view.method).toBe('weighted_mean');
    expect(view.rows.map((r: { declarationId: number }) => r.declarationId)).toEqual(d);
    expect(view.rows.map((r: { gradeLevel: number | null }) => r.gradeLevel)).toEqual([1, 1, 2, null]);
    expect(view.rows[0].scores).toMatchObject({
      weighted_mean: expect.any(Number),
      z_score: expect.anything(),
    });
    expect(view.quotas.map((q: { used: number; places: number }) => [q.used, q.places])).toEqual([
      [2, 2],
      [1, 4],
    ]);
    expect(view.blocked).toBeNull();
    expect((await result('view', { editionId: w.editionId, awardId: w.awardId }, w.noRoles)).status).toBe(
      403,
    );
    expect((await result('view', { editionId: w.editionId, awardId: 2_000_000 })).status).toBe(404);
  });

  it('what-if: stricter thresholds move the first two down, nothing stored (400 for a bad method)', async () => {
    const res = await result('whatIf', {
      editionId: w.editionId,
      awardId: w.awardId,
      method: 'trimmed_mean',
      thresholds: { '1': { num: 1, den: 1, strict: true } },
    });
    expect(res.body.dataSet.method).toBe('trimmed_mean');
    expect(res.body.dataSet.moved).toEqual([
      { declarationId: d[0], from: 1, to: 2 },
      { declarationId: d[1], from: 1, to: 2 },
    ]);
    expect(
      (await result('whatIf', { editionId: w.editionId, awardId: w.awardId, method: 'median' })).status,
    ).toBe(400);
    expect((await result('whatIf', { editionId: w.editionId, awardId: w.awardId }, w.noRoles)).status).toBe(
      403,
    );
    const after = (await result('view', { editionId: w.editionId, awardId: w.awardId })).body.dataSet;
    expect(after.rows.map((r: { gradeLevel: number | null }) => r.gradeLevel)).toEqual([1, 1, 2, null]);
  });

  let listId: number;
  it('confirms: version 1 with the SHA-256 of its canonical entries; propose and not_award in one go', async () => {
    expect((await result('confirm', { editionId: w.editionId, awardId: w.awardId }, w.noRoles)).status).toBe(
      403,
    );
    expect((await result('confirm', { editionId: w.editionId })).status).toBe(400);
    const res = await result('confirm', { editionId: w.editionId, awardId: w.awardId });
    expect(res.status).toBe(200);
    const list = res.body.dataSet;
    listId = list.listId;
    expect(list).toMatchObject({ version: 1, status: 'confirmed', method: 'weighted_mean' });
    const canonical = JSON.stringify(
      list.entries.map((e: Record<string, unknown>) => ({
        declarationId: e.declarationId,
        rank: e.rank,
        score: e.score,
        gradeLevel: e.gradeLevel,
        gradeName: e.gradeName,
      })),
    );
    expect(list.contentHash).toBe(createHash('sha256').update(canonical).digest('hex'));
    expect(await Promise.all(d.map((id) => statusOf(t, id)))).toEqual([
      'proposed',
      'proposed',
      'proposed',
      'not_awarded',
    ]);
    const again = await result('confirm', { editionId: w.editionId, awardId: w.awardId });
    expect(again.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.alreadyConfirmed({ version: 1 })) });
    const detail = await result('list/detail', { listId });
    expect(detail.body.dataSet.entries).toHaveLength(4);
    expect((await result('list/detail', { listId }, w.noRoles)).status).toBe(403);
  });

  it('offers the confirmed entries to publicity and statistics (results/public.ts)', async () => {
    const built = createModuleApis(t.database);
    const entries = await built.apis.results.confirmedEntries(t.db, w.editionId);
    await built.close();
    expect(entries.map((e) => [e.declarationId, e.gradeName])).toEqual([
      [d[0], '一等奖'],
      [d[1], '一等奖'],
      [d[2], '二等奖'],
      [d[3], null],
    ]);
  });

  it('reopens by a recorded decision (reason and document number): graded and ungraded go back to the meeting', async () => {
    expect((await result('reopen', { listId, reason: '复议' })).status).toBe(400);
    expect(
      (await result('reopen', { listId, reason: '复议', documentNo: '评奖〔2026〕3号' }, w.noRoles)).status,
    ).toBe(403);
    const res = await result('reopen', { listId, reason: '复议', documentNo: '评奖〔2026〕3号' });
    expect(res.body.dataSet).toMatchObject({ status: 'reopened', reopenDocumentNo: '评奖〔2026〕3号' });
    expect(await statusOf(t, d[0]!)).toBe('meeting_review');
    expect(await statusOf(t, d[3]!)).toBe('meeting_review');
    const twice = await result('reopen', { listId, reason: '复议', documentNo: 'x' });
    expect(twice.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.notConfirmed) });
    const next = await result('confirm', { editionId: w.editionId, awardId: w.awardId });
    expect(next.body.dataSet).toMatchObject({ version: 2 });
    expect(next.body.dataSet.entries).toHaveLength(4);
    expect(await statusOf(t, d[3]!)).toBe('not_awarded');
    const view = (await result('view', { editionId: w.editionId, awardId: w.awardId })).body.dataSet;
    expect(view.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'confirmed'],
      [1, 'reopened'],
    ]);
  });
});

describe('an award decided by scores (no meeting in its flow)', () => {
  it('grades by rank within quotas and confirms', async () => {
    const view = (await call('/rest/result/view', { editionId: s.editionId, awardId: s.awardId }, s.admin))
      .body.dataSet;
    expect(view.decidedBy).toBe('scores');
    expect(view.rows.map((r: { gradeLevel: number | null }) => r.gradeLevel)).toEqual([1, 1, 2, 2]);
    const res = await call('/rest/result/confirm', { editionId: s.editionId, awardId: s.awardId }, s.admin);
    expect(res.status).toBe(200);
    expect(await Promise.all(s.declarationIds.map((id) => statusOf(t, id)))).toEqual([
      'proposed',
      'proposed',
      'proposed',
      'proposed',
    ]);
  });
});
