import { renderMessage } from '@awards/shared/i18n';
import { REVIEW_MESSAGES, type RunView } from '@awards/shared/review';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAssignments, reviewConflicts } from '../../db/schema';
import { buildWorld, content, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

/**
 * Issue 16, the parts built after the first cut: the declarer's avoidance requests, the
 * "competing declaration" conflict, alternates per declaration, the replacement drawn at
 * once when a conflict or a removal takes an expert off, the runs list and the draw record.
 */

let t: TestApp;
let w: World;
let groupId: number;
let draftId: number;
let expertToken: string;
const declarationIds: number[] = [];
const experts: { id: number; name: string; organisation: string }[] = [];

const call = (url: string, body: unknown, token = w.admin) => t.call('POST', url, { token, body });
const review = (url: string, body: unknown, token?: string) => call(`/rest/review/${url}`, body, token);
const avoid = (url: string, body: unknown, token = w.declarerA) =>
  call(`/rest/declarer/avoid/${url}`, body, token);
const zh = (ref: string) => renderMessage(ref, 'zh_CN');

/** Expert 0, 王五 of 清华大学, is a completer of the first declaration: a competitor of the others. */
const POOL = [
  ['王五', '清华大学'],
  ['评审甲', '北京大学'],
  ['评审乙', '浙江大学'],
  ['评审丙', '复旦大学'],
  ['评审丁', '南京大学'],
  ['评审戊', '武汉大学'],
  ['评审己', '中山大学'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  // Straight from the formal examination to expert review: apply starts the review of passed declarations.
  const flow = ['formal_examination', 'expert_review', 'meeting_review', 'publicity'];
  expect(
    (await call('/rest/edition/flow/save', { editionId: w.editionId, awardId: w.awardId, flow })).status,
  ).toBe(200);
  for (const [i, name] of ['竞争甲', '竞争乙', '竞争丙', '竞争丁'].entries()) {
    const body =
      i === 0
        ? { ...content(w, name), completers: [{ name: '王五', unit: '清华大学', contribution: '总体' }] }
        : content(w, name);
    const d = await call('/rest/declarer/declaration/add', body, w.declarerA);
    const id = d.body.dataSet.declarationId as number;
    await call('/rest/declarer/declaration/submit', { declarationId: id }, w.declarerA);
    expect((await call('/rest/examination/decide', { declarationId: id, decision: 'pass' })).status).toBe(
      200,
    );
    declarationIds.push(id);
  }
  draftId = (await call('/rest/declarer/declaration/add', content(w, '草稿项目'), w.declarerA)).body.dataSet
    .declarationId;
  // Expert 3 (materials: a full load in the optimal run) signs in to declare a conflict.
  const expertUser = await t.createUser({ loginName: `avoid-expert-${Date.now()}`, userType: 'expert' });
  expertToken = await t.login(expertUser.loginName, USER_PASSWORD);
  for (const [i, [name, organisation]] of POOL.entries()) {
    const added = await call('/rest/expert/add', {
      expertName: name,
      organisation,
      discipline: i % 2 ? 'materials' : 'energy',
      ...(i === 3 ? { userId: expertUser.id } : {}),
    });
    expect(added.status).toBe(200);
    experts.push({ id: added.body.dataSet.expertId, name, organisation });
  }
  const pushed = await call('/rest/expert/push', {
    editionId: w.editionId,
    expertIds: experts.map((e) => e.id),
  });
  expect(pushed.status).toBe(200);
  const group = await call('/rest/group/add', {
    editionId: w.editionId,
    groupName: '竞争组',
    members: experts.map((e, i) => ({ expertId: e.id, role: i === 1 ? 'leader' : 'member' })),
  });
  groupId = group.body.dataSet.groupId;
  expect((await call('/rest/group/place', { editionId: w.editionId })).body.dataSet.placed).toBe(4);
});
afterAll(() => t.close());

describe("the declarer's avoidance requests (/rest/declarer/avoid)", () => {
  it('records a request naming an organisation only; no expert of it in the pool: no_match', async () => {
    const added = await avoid('add', {
      declarationId: declarationIds[1],
      organisation: '某不存在的大学',
      reason: '竞争关系',
    });
    expect(added.status).toBe(200);
    expect(added.body.dataSet).toMatchObject({
      organisation: '某不存在的大学',
      expertName: null,
      status: 'no_match',
    });
    const listed = (await avoid('list', { declarationId: declarationIds[1] })).body.dataSet;
    expect(listed).toHaveLength(1);
    expect(Object.keys(listed[0]).sort()).toEqual(
      ['createTime', 'declarationId', 'expertName', 'organisation', 'reason', 'requestId', 'status'].sort(),
    );
  });

  it('refuses: 403 for staff, 400 without an organisation or reason, 404 for another unit, 505 twice or for a draft', async () => {
    const body = { declarationId: declarationIds[1], organisation: '浙江大学', reason: '合作' };
    expect((await avoid('add', body, w.admin)).status).toBe(403);
    expect((await avoid('list', { declarationId: declarationIds[1] }, w.admin)).status).toBe(403);
    const bad = await avoid('add', { declarationId: declarationIds[1], organisation: ' ', reason: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toMatchObject({
      organisation: expect.anything(),
      reason: expect.anything(),
    });
    expect((await avoid('list', { declarationId: 'x' })).status).toBe(400);
    expect((await avoid('add', body, w.declarerB)).status).toBe(404);
    expect((await avoid('list', { declarationId: declarationIds[1] }, w.declarerB)).status).toBe(404);
    const twice = await avoid('add', { ...body, organisation: '某不存在的大学 ' });
    expect(twice.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(REVIEW_MESSAGES.avoidDuplicate) });
    const draft = await avoid('add', { ...body, declarationId: draftId });
    expect(draft.body.rtnCode).toBe('505');
    expect((await avoid('list', { declarationId: declarationIds[1] })).body.dataSet).toHaveLength(1);
  });
});

let applied: RunView;

describe('competing declarations and alternates', () => {
  it('finds the completer of a competing declaration in the group as a conflict', async () => {
    await review('settings/save', {
      editionId: w.editionId,
      expertsPerDeclaration: 3,
      maxLoad: 3,
      alternatesPerDeclaration: 2,
    });
    const run = await review('assign/preview', { groupId, seed: 7 });
    expect(run.status).toBe(200);
    const conflicts = (await review('conflict/list', { editionId: w.editionId, source: 'automatic' })).body
      .dataSet as { expertId: number; declarationId: number; conflictType: string; reason: string }[];
    const wang = experts[0]!.id;
    expect(
      conflicts.filter((c) => c.expertId === wang).map((c) => [c.declarationId, c.conflictType]),
    ).toEqual(
      expect.arrayContaining([
        [declarationIds[0], 'completer'],
        [declarationIds[1], 'competing'],
        [declarationIds[2], 'competing'],
        [declarationIds[3], 'competing'],
      ]),
    );
    expect(conflicts.find((c) => c.conflictType === 'competing')?.reason).toBe('竞争甲');
    expect(run.body.dataSet.added.some((p: { expertId: number }) => p.expertId === wang)).toBe(false);
  });

  it('ranks up to two alternates per declaration, feasible and not assigned to it, and refuses 11 (400)', async () => {
    const bad = await review('settings/save', { editionId: w.editionId, alternatesPerDeclaration: 11 });
    expect(bad.status).toBe(400);
    expect(
      (await review('settings/get', { editionId: w.editionId })).body.dataSet.alternatesPerDeclaration,
    ).toBe(2);
    const run = (await review('assign/preview', { groupId, seed: 7 })).body.dataSet as RunView;
    expect(run.alternates).toHaveLength(4);
    for (const a of run.alternates) {
      // Two at most; fewer where the others are full (the pure rule is tabled in alternates.test.ts).
      expect(a.experts.length).toBeGreaterThanOrEqual(1);
      expect(a.experts.length).toBeLessThanOrEqual(2);
      const onIt = run.added.filter((p) => p.declarationId === a.declarationId).map((p) => p.expertId);
      for (const e of a.experts) {
        expect(onIt).not.toContain(e.expertId);
        expect(e.expertId).not.toBe(experts[0]!.id);
      }
    }
    expect(run.expertNames[String(run.added[0]!.expertId)]).toBeDefined();
    expect(run.declarationNames[String(declarationIds[0])]).toBe('竞争甲');
    await setEditionStatus(t, w.editionId, 'reviewing');
    applied = (await review('assign/apply', { runId: run.runId })).body.dataSet;
    expect(applied.status).toBe('applied');
  });
});

describe('replacement drawn at once', () => {
  it("a declarer's request granted by staff takes the expert off and draws the first alternate", async () => {
    const declarationId = declarationIds[1]!;
    const [pair] = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.declarationId, declarationId))
      .orderBy(reviewAssignments.expertId)
      .limit(1);
    const named = experts.find((e) => e.id === pair!.expertId)!;
    // The declarer names the expert by name and organisation (as they know them), never by id.
    const asked = await avoid('add', {
      declarationId,
      organisation: ` ${named.organisation}`,
      expertName: named.name,
      reason: '该专家与本项目有合作',
    });
    expect(asked.body.dataSet.status).toBe('pending');
    const [pending] = await t.db
      .select()
      .from(reviewConflicts)
      .where(and(eq(reviewConflicts.source, 'declarer'), eq(reviewConflicts.status, 'pending')));
    expect(pending).toMatchObject({ expertId: named.id, declarationId, conflictType: 'requested' });
    // Pending: nothing moves until staff decide.
    expect(
      (await t.db.select().from(reviewAssignments).where(eq(reviewAssignments.declarationId, declarationId)))
        .length,
    ).toBe(3);
    const decide = { conflictId: pending!.id, decision: 'confirmed' };
    expect((await review('conflict/decide', decide, w.noRoles)).status).toBe(403);
    expect((await review('conflict/decide', { ...decide, decision: 'maybe' })).status).toBe(400);
    const decided = await review('conflict/decide', decide);
    expect(decided.body.dataSet.status).toBe('confirmed');
    const again = await review('conflict/decide', decide);
    expect(again.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(REVIEW_MESSAGES.conflictDecided) });
    const replacement = (await review('assign/run', { runId: decided.body.dataSet.replacementRunId })).body
      .dataSet as RunView;
    const first = applied.alternates.find((a) => a.declarationId === declarationId)!.experts[0]!;
    expect(replacement).toMatchObject({ kind: 'replacement', status: 'applied', unfilled: [] });
    expect(replacement.added).toEqual([
      expect.objectContaining({
        declarationId,
        expertId: first.expertId,
        why: expect.arrayContaining([REVIEW_MESSAGES.whyAlternate]),
      }),
    ]);
    const now = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.declarationId, declarationId));
    expect(now.map((a) => a.expertId).sort()).not.toContain(named.id);
    expect(now).toHaveLength(3);
    expect(now.find((a) => a.expertId === first.expertId)?.runId).toBe(replacement.runId);
    const listed = (await avoid('list', { declarationId })).body.dataSet;
    expect(listed.map((r: { status: string }) => r.status)).toEqual(['no_match', 'confirmed']);
    expect(JSON.stringify(listed)).not.toContain(`"expertId"`);
  });

  it('an expert who declares a conflict is replaced at once, and learns only the conflict', async () => {
    const mine = (await call('/rest/reviewer/list', {}, expertToken)).body.dataSet as {
      declarationId: number;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    const declarationId = mine[0]!.declarationId;
    const declared = await call('/rest/reviewer/conflict', { declarationId, reason: '曾合作' }, expertToken);
    expect(declared.status).toBe(200);
    expect(Object.keys(declared.body.dataSet)).toEqual(['conflictId']);
    const now = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.declarationId, declarationId));
    expect(now.map((a) => a.expertId)).not.toContain(experts[3]!.id);
    expect(now).toHaveLength(3);
    const runs = (await review('assign/runs', { groupId })).body.dataSet as RunView[];
    expect(runs[0]).toMatchObject({
      kind: 'replacement',
      message: REVIEW_MESSAGES.replacedAfterConflict,
      removed: [{ declarationId, expertId: experts[3]!.id }],
    });
  });

  it('a removal by hand with no expert left to draw leaves the slot unfilled, with the reason', async () => {
    await review('settings/save', { editionId: w.editionId, maxLoad: 0 });
    const [pair] = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.declarationId, declarationIds[2]!))
      .limit(1);
    const body = { declarationId: pair!.declarationId, expertId: pair!.expertId, reason: '专家出差' };
    expect((await review('assign/remove', body, w.noRoles)).status).toBe(403);
    expect((await review('assign/remove', { ...body, reason: '' })).status).toBe(400);
    const removed = await review('assign/remove', body);
    expect(removed.body.dataSet.count).toBe(1);
    const run = (await review('assign/run', { runId: removed.body.dataSet.replacementRunId })).body
      .dataSet as RunView;
    expect(run).toMatchObject({
      kind: 'replacement',
      added: [],
      message: REVIEW_MESSAGES.replacedAfterRemoval,
    });
    expect(run.unfilled).toEqual([
      { declarationId: pair!.declarationId, missing: 1, reason: expect.any(String) },
    ]);
    expect(zh(run.unfilled[0]!.reason)).toContain('竞争丙');
    const again = await review('assign/remove', body);
    expect(again.status).toBe(404);
    await review('settings/save', { editionId: w.editionId, maxLoad: 3 });
  });
});

describe('the runs list and the draw record', () => {
  it('lists the group runs newest first, replacements included; 403 without REVIEW_VIEW, 400 without a group', async () => {
    const runs = (await review('assign/runs', { groupId })).body.dataSet as RunView[];
    expect(runs.map((r) => r.kind).slice(0, 3)).toEqual(['replacement', 'replacement', 'replacement']);
    expect(runs.some((r) => r.runId === applied.runId && r.status === 'applied')).toBe(true);
    expect((await review('assign/runs', { groupId }, w.noRoles)).status).toBe(403);
    expect((await review('assign/runs', {})).status).toBe(400);
    expect((await review('assign/runs', { groupId: 999999 })).status).toBe(404);
  });

  it('prints the record: seed, hash, solver, constraints, conflicts by type, pairs, replacements, signatures', async () => {
    const printed = await t.call('POST', '/rest/review/assign/recordView', {
      token: w.admin,
      body: { runId: applied.runId },
    });
    expect(printed.status).toBe(200);
    expect(printed.raw.headers['content-type']).toContain('text/html');
    const html = printed.raw.body;
    for (const text of [
      '评审专家抽取记录',
      String(applied.seed),
      applied.inputHash,
      applied.solver,
      '竞争组',
      '每份申报专家数：3',
      '本人为同组竞争申报的完成人',
      '其后的替补记录',
      '监督人',
    ])
      expect(html).toContain(text);
    const english = await t.call('POST', '/rest/review/assign/recordView', {
      token: w.admin,
      body: { runId: applied.runId },
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english.raw.body).toContain('Record of the expert draw');
    expect(html).not.toContain('概率上限');
    // A draw names its pair cap among the constraints.
    const drawn = (await review('assign/preview', { groupId, mode: 'drawn', topUp: true, seed: 5 })).body
      .dataSet as RunView;
    const drawnRecord = await t.call('POST', '/rest/review/assign/recordView', {
      token: w.admin,
      body: { runId: drawn.runId },
    });
    expect(drawnRecord.raw.body).toContain(`概率上限：${drawn.pairCap}`);
    // The basis is what the run was solved under: the request granted later is in the replacement's.
    expect(html).not.toContain('申报方申请回避');
    const runs = (await review('assign/runs', { groupId })).body.dataSet as RunView[];
    const granted = runs.find(
      (r) => r.message === REVIEW_MESSAGES.replacedAfterConflict && r.basis?.excludedByType.requested,
    );
    expect(granted?.basis).toMatchObject({ expertsPerDeclaration: 3, maxLoad: 3 });
    const later = await t.call('POST', '/rest/review/assign/recordView', {
      token: w.admin,
      body: { runId: granted!.runId },
    });
    expect(later.raw.body).toContain('申报方申请回避');
    const forbidden = await t.call('POST', '/rest/review/assign/recordView', {
      token: w.noRoles,
      body: { runId: applied.runId },
    });
    expect(forbidden.status).toBe(403);
    const bad = await t.call('POST', '/rest/review/assign/recordView', {
      token: w.admin,
      body: { runId: 'x' },
    });
    expect(bad.status).toBe(400);
    const missing = await t.call('POST', '/rest/review/assign/recordView', {
      token: w.admin,
      body: { runId: 999999 },
    });
    expect(missing.status).toBe(404);
  });
});
