import type { DeclarationAction, DeclarationStatus } from '@awards/shared/declarations';
import { FUNNEL_STAGES } from '@awards/shared/statistics';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataGroupOrgans,
  dataGroupRegions,
  dataGroups,
  declarationAudits,
  declarations,
  editionAwards,
  editions,
  experts,
  menuButtons,
  objections,
  organisations,
  publicitySnapshots,
  resultEntries,
  resultLists,
  reviewAssignments,
  reviewConflicts,
  reviewGroups,
  reviews,
  roleButtons,
  roleDataScopeOrgs,
  roles,
  userRoles,
} from '../../db/schema';
import { buildWorld, content, type World } from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { reachedOf } from './stages';

/**
 * The statistics on a small fixture counted by hand (docs/domain.md "Statistics"). Edition E of
 * award A, three units (A and C in province 11, B in 31), thirteen declarations:
 *
 *  d   unit status          history                        reached  grade (confirmed list)
 *  1   A    draft                                          0
 *  2   A    submitted                                      1
 *  3   A    returned        returned once                  1
 *  4   B    not_accepted                                   1
 *  5   B    passed          returned once, then passed     2
 *  6   A    expert_review                                  2
 *  7   B    not_awarded                                    3        (no grade)
 *  8   A    awarded                                        6        一等奖
 *  9   B    revoked         revoked from publicity         5        二等奖
 *  10  A    withdrawn       withdrawn from expert_review   2
 *  11  B    withdrawn       withdrawn as a draft           0
 *  12  C    meeting_review  reopened from proposed         4        (一等奖 in the reopened list only)
 *  13  C    deferred                                       1
 *
 * and d14 of unit A, awarded, in an earlier edition E2 (2025) of the same award.
 *
 * Objections (on a snapshot of E): d8 (A) filed→admitted, dismissed, not admitted (late);
 * d9 (B) upheld, not admitted (no evidence) twice; d12 (C) filed; and d14 (E2) filed, not E's.
 * E: filed 1, admitted 1, not admitted 3 (late 1, no evidence 2), upheld 1, dismissed 1 = 7;
 * unit A alone: admitted 1, not admitted 1 (late), dismissed 1 = 3. Open (filed, admitted): 2, A: 1.
 */

let t: TestApp;
let w: World;
let unitC: number;
let edition2: number;
const d: Record<number, number> = {};
let viewerA: string; // STAT_VIEW, data scope: unit A only
let experts3: number[];

const stat = (path: string, body: unknown, token = w.admin, headers?: Record<string, string>) =>
  t.call('POST', `/rest/statistics/${path}`, { token, body, ...(headers && { headers }) });

async function declaration(
  n: number,
  unitId: number,
  status: DeclarationStatus,
  trail: [DeclarationAction, DeclarationStatus | null, DeclarationStatus][],
  editionId = w.editionId,
) {
  const moves: [DeclarationAction, DeclarationStatus | null, DeclarationStatus][] = [
    ['create', null, 'draft'],
    ...trail,
  ];
  // What the lifecycle keeps with each move (record.ts; tested below through the real moves).
  const [row] = await t.db
    .insert(declarations)
    .values({
      editionId,
      awardId: w.awardId,
      projectName: `项目${n}`,
      unitId,
      status,
      discipline: 'materials',
      reachedStage: reachedOf(moves.map(([, , to]) => to)),
      returned: moves.some(([action]) => action === 'return'),
    })
    .returning({ id: declarations.id });
  d[n] = row!.id;
  await t.db.insert(declarationAudits).values(
    moves.map(([action, fromStatus, toStatus]) => ({
      declarationId: row!.id,
      action,
      fromStatus,
      toStatus,
      actorKind: 'staff' as const,
      actor: 'fixture',
    })),
  );
}

const SUBMIT: [DeclarationAction, DeclarationStatus, DeclarationStatus] = ['submit', 'draft', 'submitted'];
const PASS: [DeclarationAction, DeclarationStatus, DeclarationStatus] = ['pass', 'submitted', 'passed'];
const REVIEW: [DeclarationAction, DeclarationStatus, DeclarationStatus] = [
  'start_review',
  'passed',
  'expert_review',
];
const PROPOSE: [DeclarationAction, DeclarationStatus, DeclarationStatus] = [
  'propose',
  'expert_review',
  'proposed',
];
const PUBLICISE: [DeclarationAction, DeclarationStatus, DeclarationStatus] = [
  'publicise',
  'proposed',
  'publicity',
];

/** A staff role holding only STAT_VIEW, its data scope the custom organisation `unitId`. */
async function scopedViewer(unitId: number) {
  const [role] = await t.db
    .insert(roles)
    .values({ roleCode: 'STAT_UNIT_A', roleName: '统计（单位A）', dataScope: 5 })
    .returning({ id: roles.id });
  const [button] = await t.db.select().from(menuButtons).where(eq(menuButtons.buttonPerms, 'STAT_VIEW'));
  await t.db.insert(roleButtons).values({ roleId: role!.id, buttonId: button!.id });
  await t.db.insert(roleDataScopeOrgs).values({ roleId: role!.id, organId: unitId });
  const user = await t.createUser({ loginName: 'stat-viewer-a' });
  await t.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
  return t.login('stat-viewer-a', USER_PASSWORD);
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  const [c] = await t.db
    .insert(organisations)
    .values({ organCode: 'STAT_C', organName: '申报单位C', organType: 'unit', regionCode: '110100' })
    .returning({ id: organisations.id });
  unitC = c!.id;
  const { unitA: A, unitB: B } = w;
  await declaration(1, A, 'draft', []);
  await declaration(2, A, 'submitted', [SUBMIT]);
  await declaration(3, A, 'returned', [SUBMIT, ['return', 'submitted', 'returned']]);
  await declaration(4, B, 'not_accepted', [SUBMIT, ['reject', 'submitted', 'not_accepted']]);
  await declaration(5, B, 'passed', [
    SUBMIT,
    ['return', 'submitted', 'returned'],
    ['resubmit', 'returned', 'resubmitted'],
    ['pass', 'resubmitted', 'passed'],
  ]);
  await declaration(6, A, 'expert_review', [SUBMIT, PASS, REVIEW]);
  await declaration(7, B, 'not_awarded', [
    SUBMIT,
    PASS,
    REVIEW,
    ['not_award', 'expert_review', 'not_awarded'],
  ]);
  await declaration(8, A, 'awarded', [
    SUBMIT,
    PASS,
    REVIEW,
    PROPOSE,
    PUBLICISE,
    ['award', 'publicity', 'awarded'],
  ]);
  await declaration(9, B, 'revoked', [
    SUBMIT,
    PASS,
    REVIEW,
    PROPOSE,
    PUBLICISE,
    ['revoke', 'publicity', 'revoked'],
  ]);
  await declaration(10, A, 'withdrawn', [SUBMIT, PASS, REVIEW, ['withdraw', 'expert_review', 'withdrawn']]);
  await declaration(11, B, 'withdrawn', [['withdraw', 'draft', 'withdrawn']]);
  await declaration(12, unitC, 'meeting_review', [
    SUBMIT,
    PASS,
    REVIEW,
    PROPOSE,
    ['reopen_result', 'proposed', 'meeting_review'],
  ]);
  await declaration(13, unitC, 'deferred', [SUBMIT, ['defer', 'submitted', 'deferred']]);

  // The result lists: version 1 reopened (d12 had 一等奖), version 2 confirmed.
  const [reopened, confirmed] = await t.db
    .insert(resultLists)
    .values([
      {
        editionId: w.editionId,
        awardId: w.awardId,
        version: 1,
        status: 'reopened' as const,
        method: 'weighted_mean',
        contentHash: 'a',
        confirmedBy: 'admin',
      },
      {
        editionId: w.editionId,
        awardId: w.awardId,
        version: 2,
        status: 'confirmed' as const,
        method: 'weighted_mean',
        contentHash: 'b',
        confirmedBy: 'admin',
      },
    ])
    .returning({ id: resultLists.id });
  await t.db.insert(resultEntries).values([
    { listId: reopened!.id, declarationId: d[12]!, rank: 1, gradeLevel: 1, gradeName: '一等奖' },
    { listId: confirmed!.id, declarationId: d[8]!, rank: 1, gradeLevel: 1, gradeName: '一等奖' },
    { listId: confirmed!.id, declarationId: d[9]!, rank: 2, gradeLevel: 2, gradeName: '二等奖' },
    { listId: confirmed!.id, declarationId: d[7]!, rank: 3, gradeLevel: null, gradeName: null },
  ]);

  // The review: X1 and X2 scored d6 (80 and 40), X1 has d10 in draft, X3 has not begun d6.
  experts3 = (
    await t.db
      .insert(experts)
      .values(
        ['专家甲', '专家乙', '专家丙'].map((expertName) => ({
          expertName,
          organisation: '研究院',
          discipline: 'materials',
        })),
      )
      .returning({ id: experts.id })
  ).map((e) => e.id);
  const [X1, X2, X3] = experts3 as [number, number, number];
  const [group] = await t.db
    .insert(reviewGroups)
    .values({ editionId: w.editionId, groupName: '第一组' })
    .returning({ id: reviewGroups.id });
  const assigned = new Date('2026-07-01T00:00:00Z');
  const hoursLater = (h: number) => new Date(assigned.getTime() + h * 3_600_000);
  await t.db.insert(reviewAssignments).values(
    [
      [d[6]!, X1],
      [d[6]!, X2],
      [d[6]!, X3],
      [d[10]!, X1],
    ].map(([declarationId, expertId]) => ({
      editionId: w.editionId,
      groupId: group!.id,
      declarationId: declarationId!,
      expertId: expertId!,
      createTime: assigned,
    })),
  );
  await t.db.insert(reviews).values([
    {
      editionId: w.editionId,
      declarationId: d[6]!,
      expertId: X1,
      status: 'submitted' as const,
      total: 80,
      submittedAt: hoursLater(10),
    },
    {
      editionId: w.editionId,
      declarationId: d[6]!,
      expertId: X2,
      status: 'submitted' as const,
      total: 40,
      submittedAt: hoursLater(20),
    },
    { editionId: w.editionId, declarationId: d[10]!, expertId: X1, status: 'draft' as const, total: null },
  ]);
  await t.db.insert(reviewConflicts).values([
    {
      editionId: w.editionId,
      expertId: X2,
      declarationId: d[8]!,
      conflictType: 'same_unit' as const,
      source: 'automatic' as const,
      status: 'confirmed' as const,
    },
    {
      editionId: w.editionId,
      expertId: X1,
      declarationId: d[9]!,
      conflictType: 'requested' as const,
      source: 'declarer' as const,
      status: 'pending' as const,
    },
  ]);

  // An earlier edition of the same award, with one awarded declaration of unit A.
  const [e2] = await t.db
    .insert(editions)
    .values({ editionName: '统计测试往届', year: 2025, status: 'finished' })
    .returning({ id: editions.id });
  edition2 = e2!.id;
  await t.db.insert(editionAwards).values({ editionId: edition2, awardId: w.awardId, flow: [] });
  await declaration(
    14,
    w.unitA,
    'awarded',
    [SUBMIT, PASS, REVIEW, PROPOSE, PUBLICISE, ['award', 'publicity', 'awarded']],
    edition2,
  );
  // Objections: against E's declarations on one snapshot, and one against d14 of E2.
  const snapshot = async (editionId: number) => {
    const [row] = await t.db
      .insert(publicitySnapshots)
      .values({
        editionId,
        title: '拟授奖公示',
        fields: [],
        entries: [],
        contentHash: 'h',
        status: 'ended' as const,
        startTime: new Date('2026-08-01T00:00:00Z'),
        endTime: new Date('2026-08-08T00:00:00Z'),
        publishedBy: 'admin',
      })
      .returning({ id: publicitySnapshots.id });
    return row!.id;
  };
  const [snapE, snapE2] = [await snapshot(w.editionId), await snapshot(edition2)];
  const objector = await t.createUser({ loginName: 'stat-objector', userType: 'declarer', orgId: w.unitB });
  await t.db.insert(objections).values(
    (
      [
        [snapE, d[8]!, w.editionId, 'admitted', null],
        [snapE, d[8]!, w.editionId, 'dismissed', null],
        [snapE, d[8]!, w.editionId, 'not_admitted', 'late'],
        [snapE, d[9]!, w.editionId, 'upheld', null],
        [snapE, d[9]!, w.editionId, 'not_admitted', 'no_evidence'],
        [snapE, d[9]!, w.editionId, 'not_admitted', 'no_evidence'],
        [snapE, d[12]!, w.editionId, 'filed', null],
        [snapE2, d[14]!, edition2, 'filed', null],
      ] as const
    ).map(([snapshotId, declarationId, editionId, status, screeningReason]) => ({
      snapshotId,
      declarationId,
      editionId,
      objectorUserId: objector.id,
      realname: '张三',
      phone: '13800000000',
      reason: '成果归属有争议',
      status,
      screeningReason,
    })),
  );
  viewerA = await scopedViewer(w.unitA);
});
afterAll(() => t.close());

const funnelOf = (...counts: number[]) => Object.fromEntries(FUNNEL_STAGES.map((s, i) => [s, counts[i]]));

/** The funnel's stage columns of an exported cut, in English, after the cut's own column. */
const STAGE_HEADERS_EN = ['Declared', 'Passed examination', 'Reviewed', 'Proposed', 'Publicised', 'Awarded'];
describe('the stage a declaration reached (the rule, table-driven)', () => {
  it.each<[string, DeclarationStatus[], number]>([
    ['a draft', ['draft'], 0],
    ['withdrawn as a draft', ['draft', 'withdrawn'], 0],
    ['submitted', ['draft', 'submitted'], 1],
    ['returned and resubmitted', ['draft', 'submitted', 'returned', 'resubmitted'], 1],
    ['not accepted', ['draft', 'submitted', 'not_accepted'], 1],
    ['deferred and carried over', ['draft', 'submitted', 'deferred', 'carried_over'], 1],
    ['passed', ['draft', 'submitted', 'passed'], 2],
    ['not recommended', ['draft', 'submitted', 'passed', 'not_recommended'], 2],
    ['withdrawn in expert review', ['draft', 'submitted', 'passed', 'expert_review', 'withdrawn'], 2],
    ['at the meeting', ['draft', 'submitted', 'passed', 'expert_review', 'meeting_review'], 2],
    ['not awarded', ['draft', 'submitted', 'passed', 'expert_review', 'not_awarded'], 3],
    ['proposed', ['draft', 'submitted', 'passed', 'expert_review', 'proposed'], 4],
    [
      'back at the meeting after a reopened list',
      ['draft', 'submitted', 'passed', 'proposed', 'meeting_review'],
      4,
    ],
    ['in publicity', ['draft', 'submitted', 'passed', 'proposed', 'publicity'], 5],
    ['revoked in publicity', ['draft', 'submitted', 'passed', 'proposed', 'publicity', 'revoked'], 5],
    ['awarded', ['draft', 'submitted', 'passed', 'proposed', 'publicity', 'awarded'], 6],
    [
      'revoked after the award',
      ['draft', 'submitted', 'passed', 'proposed', 'publicity', 'awarded', 'revoked'],
      6,
    ],
  ])('%s reached stage %i', (_name, trail, stage) => {
    expect(reachedOf(trail)).toBe(stage);
  });

  it('is kept by the lifecycle with each move: passed then withdrawn still counts as passed, returned once', async () => {
    const mine = (url: string, body: unknown) =>
      t.call('POST', `/rest/declarer/declaration/${url}`, { token: w.declarerA, body });
    const exam = (body: unknown) => t.call('POST', '/rest/examination/decide', { token: w.admin, body });
    const added = await mine('add', content(w, '生命周期项目'));
    const id = added.body.dataSet.declarationId as number;
    const facts = async () =>
      (
        await t.db
          .select({ stage: declarations.reachedStage, returned: declarations.returned })
          .from(declarations)
          .where(eq(declarations.id, id))
      )[0];
    expect(await facts()).toEqual({ stage: 0, returned: false });
    await mine('submit', { declarationId: id });
    expect(await facts()).toEqual({ stage: 1, returned: false });
    expect((await exam({ declarationId: id, decision: 'return', opinion: '请补充' })).body.rtnCode).toBe(
      '0000',
    );
    await mine('submit', { declarationId: id });
    expect((await exam({ declarationId: id, decision: 'pass' })).body.rtnCode).toBe('0000');
    expect(await facts()).toEqual({ stage: 2, returned: true });
    expect((await mine('withdraw', { declarationId: id, reason: '撤回' })).body.rtnCode).toBe('0000');
    expect(await facts()).toEqual({ stage: 2, returned: true });
    // Out of the fixture's counts again.
    await t.db.delete(declarations).where(eq(declarations.id, id));
  });
});

describe('the statistics routes', () => {
  it('answers the funnel and the examination rates counted by hand', async () => {
    const res = await stat('funnel', { editionId: w.editionId });
    expect(res.body.rtnCode).toBe('0000');
    expect(res.body.dataSet).toEqual({
      editionId: w.editionId,
      funnel: funnelOf(11, 7, 4, 3, 2, 1),
      examination: { decided: 9, passed: 7, returned: 2, passRate: 0.7778, returnRate: 0.1818 },
    });
  });

  it.each<[string, Record<string, number[]>]>([
    ['award', { 测试奖: [11, 7, 4, 3, 2, 1] }],
    [
      'unit',
      {
        申报单位A: [5, 3, 1, 1, 1, 1],
        申报单位B: [4, 3, 2, 1, 1, 0],
        申报单位C: [2, 1, 1, 1, 0, 0],
      },
    ],
    ['region', { 北京市: [7, 4, 2, 2, 1, 1], 上海市: [4, 3, 2, 1, 1, 0] }],
    ['grade', { 一等奖: [1, 1, 1, 1, 1, 1], 二等奖: [1, 1, 1, 1, 1, 0], 未定等级: [9, 5, 2, 1, 0, 0] }],
    ['recommender', { 未填写: [11, 7, 4, 3, 2, 1] }],
  ])('cuts the funnel by %s', async (cut, expected) => {
    const res = await stat('cut', { editionId: w.editionId, cut });
    expect(res.body.rtnCode).toBe('0000');
    const rows = res.body.dataSet as ({ label: string } & Record<string, number>)[];
    const got = Object.fromEntries(
      rows.map((r) => [r.label.replace(/\d+$/, '').replace(/U\d+/, ''), FUNNEL_STAGES.map((s) => r[s])]),
    );
    expect(got).toEqual(expected);
  });

  it('names the disciplines from the dictionary, never the code', async () => {
    const rows = (await stat('cut', { editionId: w.editionId, cut: 'discipline' })).body.dataSet;
    expect(rows).toHaveLength(1);
    expect(rows[0].key).toBe('materials');
    expect(rows[0].declared).toBe(11);
  });

  it('answers the review figures: workload, completion, time, bands, offsets, disagreement, conflicts', async () => {
    const [X1, X2, X3] = experts3;
    const res = await stat('review', { editionId: w.editionId });
    const review = res.body.dataSet;
    expect(review.experts).toEqual([
      {
        expertId: X1,
        expertName: '专家甲',
        assigned: 2,
        submitted: 1,
        completion: 0.5,
        avgHours: 10,
        offset: 20,
      },
      {
        expertId: X2,
        expertName: '专家乙',
        assigned: 1,
        submitted: 1,
        completion: 1,
        avgHours: 20,
        offset: -20,
      },
      {
        expertId: X3,
        expertName: '专家丙',
        assigned: 1,
        submitted: 0,
        completion: 0,
        avgHours: null,
        offset: null,
      },
    ]);
    expect(review.histogram.filter((b: { count: number }) => b.count > 0)).toEqual([
      { band: '40–50', count: 1 },
      { band: '80–90', count: 1 },
    ]);
    expect(review.disagreement).toEqual({ declarations: 1, range: 1, sd: 1 });
    expect(review.conflicts).toEqual([
      { conflictType: 'requested', label: expect.any(String), confirmed: 0, pending: 1 },
      { conflictType: 'same_unit', label: expect.any(String), confirmed: 1, pending: 0 },
    ]);
    expect(review.offsets).toBe(true);
  });

  it('counts the edition’s objections by outcome and by reason not admitted, labelled', async () => {
    const res = await stat('objections', { editionId: w.editionId }, w.admin, { 'accept-language': 'en-GB' });
    const o = res.body.dataSet;
    expect(o.total).toBe(7);
    expect(o.statuses).toEqual([
      { status: 'filed', label: 'Filed', count: 1 },
      { status: 'admitted', label: 'Under investigation', count: 1 },
      { status: 'not_admitted', label: 'Not admitted', count: 3 },
      { status: 'upheld', label: 'Upheld', count: 1 },
      { status: 'dismissed', label: 'Dismissed', count: 1 },
    ]);
    expect(o.reasons.map((r: { reason: string; count: number }) => [r.reason, r.count])).toEqual([
      ['anonymous', 0],
      ['late', 1],
      ['no_evidence', 2],
      ['grade_only', 0],
      ['unrelated', 0],
      ['repeated', 0],
    ]);
    expect(o.reasons[1].label).toBe('Filed after the publicity period');
    const zh = (await stat('objections', { editionId: w.editionId })).body.dataSet;
    expect(zh.statuses[2].label).toBe('不予受理');
    const earlier = (await stat('objections', { editionId: edition2 })).body.dataSet;
    expect(earlier.total).toBe(1);
    expect(earlier.statuses[0].count).toBe(1);
  });

  it('exports the objections: each outcome, then the not admitted by reason', async () => {
    const res = await stat('export', { table: 'objections', editionId: w.editionId });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '处理结果', '不予受理理由', '数量']);
    expect(sheet.getRow(4).values).toEqual([undefined, '不予受理', undefined, 3]);
    expect(sheet.getRow(9).values).toEqual([undefined, '不予受理', '无证据材料', 2]);
    expect(sheet.rowCount).toBe(1 + 5 + 6);
  });

  it('compares the award across its editions, oldest first', async () => {
    const res = await stat('years', { awardId: w.awardId });
    expect(
      res.body.dataSet.map((r: Record<string, number>) => [r.editionId, ...FUNNEL_STAGES.map((s) => r[s])]),
    ).toEqual([
      [edition2, 1, 1, 1, 1, 1, 1],
      [w.editionId, 11, 7, 4, 3, 2, 1],
    ]);
  });

  it('lists the editions but drafts for the picker', async () => {
    const res = await stat('editions', {});
    expect(res.body.dataSet.map((e: { editionId: number }) => e.editionId)).toEqual([w.editionId, edition2]);
  });

  it('exports a table as Excel, headers and labels in the reader’s language', async () => {
    const res = await stat('export', { table: 'unit', editionId: w.editionId }, w.admin, {
      'accept-language': 'en-GB',
    });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Declaring unit', ...STAGE_HEADERS_EN]);
    expect(sheet.rowCount).toBe(4);
    const years = await stat('export', { table: 'years', awardId: w.awardId });
    expect(years.status).toBe(200);
    const funnel = await stat('export', { table: 'funnel', editionId: w.editionId });
    expect(funnel.status).toBe(200);
  });

  it.each<[string, unknown]>([
    ['funnel', {}],
    ['funnel', { editionId: 'x' }],
    ['cut', { editionId: 1, cut: 'colour' }],
    ['cut', { editionId: 1 }],
    ['review', { editionId: 1, extra: 1 }],
    ['years', {}],
    ['export', { table: 'years', editionId: 1 }],
    ['export', { table: 'funnel' }],
    ['export', { table: 'nothing', editionId: 1 }],
  ])('refuses bad input to %s with 400 (%j)', async (path, body) => {
    const res = await stat(path, body);
    expect(res.body.rtnCode).toBe('400');
  });

  it('answers 404 for an edition or award that does not exist', async () => {
    expect((await stat('funnel', { editionId: 999_999 })).body.rtnCode).toBe('404');
    expect((await stat('years', { awardId: 999_999 })).body.rtnCode).toBe('404');
  });

  it.each([
    ['editions', {}],
    ['funnel', { editionId: 1 }],
    ['cut', { editionId: 1, cut: 'award' }],
    ['review', { editionId: 1 }],
    ['objections', { editionId: 1 }],
    ['years', { awardId: 1 }],
    ['export', { table: 'funnel', editionId: 1 }],
  ])('refuses %s to staff without STAT_VIEW (403)', async (path, body) => {
    expect((await stat(path, body, w.noRoles)).status).toBe(403);
  });

  it('refuses the export to a viewer without STAT_EXPORT (403)', async () => {
    expect((await stat('export', { table: 'funnel', editionId: w.editionId }, viewerA)).status).toBe(403);
  });
});

describe('the data scope', () => {
  it('counts only the units of a limited viewer', async () => {
    const funnel = (await stat('funnel', { editionId: w.editionId }, viewerA)).body.dataSet;
    expect(funnel.funnel).toEqual(funnelOf(5, 3, 1, 1, 1, 1));
    expect(funnel.examination).toEqual({ decided: 3, passed: 3, returned: 1, passRate: 1, returnRate: 0.2 });
    const units = (await stat('cut', { editionId: w.editionId, cut: 'unit' }, viewerA)).body.dataSet;
    expect(units.map((r: { key: string }) => Number(r.key))).toEqual([w.unitA]);
    const years = (await stat('years', { awardId: w.awardId }, viewerA)).body.dataSet;
    expect(years.map((r: { declared: number }) => r.declared)).toEqual([1, 5]);
  });

  it('keeps the review figures to the unit’s declarations and hides the edition-wide offsets', async () => {
    const review = (await stat('review', { editionId: w.editionId }, viewerA)).body.dataSet;
    expect(review.offsets).toBe(false);
    expect(review.experts.every((e: { offset: null }) => e.offset === null)).toBe(true);
    // d6 and d10 are unit A's: the same workload; the conflict on d9 (unit B) is not counted.
    expect(review.experts.map((e: { assigned: number }) => e.assigned)).toEqual([2, 1, 1]);
    expect(review.conflicts.map((c: { conflictType: string }) => c.conflictType)).toEqual(['same_unit']);
  });

  it('counts only the objections against the unit’s declarations', async () => {
    const o = (await stat('objections', { editionId: w.editionId }, viewerA)).body.dataSet;
    expect(o.total).toBe(3);
    expect(o.statuses.map((r: { count: number }) => r.count)).toEqual([0, 1, 1, 0, 1]);
    expect(o.reasons.map((r: { count: number }) => r.count)).toEqual([0, 1, 0, 0, 0, 0]);
  });
});

describe('the cut by data group (issue 19 item 8; docs/admin-catalogue-decisions.md "Data groups")', () => {
  /**
   * Three groups over the fixture: 北方 (region 110000: units A at 110000 and C at 110100, a city
   * under it), 乙丙 (organisations: unit B, and the parent P of unit C, so C counts as under it),
   * overlapping 北方 on unit C, and 华南 (region 440000), which no declaration falls in.
   */
  let groups: { north: number; units: number; south: number };
  beforeAll(async () => {
    const [parent] = await t.db
      .insert(organisations)
      .values({ organCode: 'STAT_P', organName: '上级单位P', organType: 'company' })
      .returning({ id: organisations.id });
    await t.db
      .update(organisations)
      .set({ parentIds: `,${parent!.id},` })
      .where(eq(organisations.id, unitC));
    const [north, units, south] = await t.db
      .insert(dataGroups)
      .values([
        {
          groupCode: 'stat_north',
          groupName: '北方测试组',
          groupNameI18n: { en_GB: 'North (test)' },
          kind: 'region',
          createBy: 'fixture',
        },
        { groupCode: 'stat_units', groupName: '乙丙单位组', kind: 'organisation', createBy: 'fixture' },
        { groupCode: 'stat_south', groupName: '华南测试组', kind: 'region', createBy: 'fixture' },
      ])
      .returning({ id: dataGroups.id });
    groups = { north: north!.id, units: units!.id, south: south!.id };
    await t.db.insert(dataGroupRegions).values([
      { groupId: north!.id, regionCode: '110000' },
      { groupId: south!.id, regionCode: '440000' },
    ]);
    await t.db.insert(dataGroupOrgans).values([
      { groupId: units!.id, organId: w.unitB },
      { groupId: units!.id, organId: parent!.id },
    ]);
  });

  const rowsOf = (dataSet: ({ key: string; label: string } & Record<string, number>)[]) =>
    dataSet.map((r) => [r.key, r.label, ...FUNNEL_STAGES.map((s) => r[s])]);

  it('counts each group, members standing with what is under them; overlapping rows; an empty group as zeros', async () => {
    const res = await stat('cut', { editionId: w.editionId, cut: 'dataGroup' });
    expect(res.body.rtnCode).toBe('0000');
    // 北方 = A [5,3,1,1,1,1] + C [2,1,1,1,0,0]; 乙丙 = B [4,3,2,1,1,0] + C: 13 declared over 11.
    expect(rowsOf(res.body.dataSet)).toEqual([
      [String(groups.north), '北方测试组', 7, 4, 2, 2, 1, 1],
      [String(groups.units), '乙丙单位组', 6, 4, 3, 2, 1, 0],
      [String(groups.south), '华南测试组', 0, 0, 0, 0, 0, 0],
    ]);
    const english = await stat('cut', { editionId: w.editionId, cut: 'dataGroup' }, w.admin, {
      'accept-language': 'en-GB',
    });
    // The name in the reader's language, zh_CN where none is entered.
    expect(english.body.dataSet.map((r: { label: string }) => r.label)).toEqual([
      'North (test)',
      '乙丙单位组',
      '华南测试组',
    ]);
  });

  it('keeps a limited viewer to their units: unit A in 北方, nothing in the others', async () => {
    const res = await stat('cut', { editionId: w.editionId, cut: 'dataGroup' }, viewerA);
    expect(rowsOf(res.body.dataSet)).toEqual([
      [String(groups.north), '北方测试组', 5, 3, 1, 1, 1, 1],
      [String(groups.units), '乙丙单位组', 0, 0, 0, 0, 0, 0],
      [String(groups.south), '华南测试组', 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('exports the cut and prints it in the report with the overlap note', async () => {
    const res = await stat('export', { table: 'dataGroup', editionId: w.editionId }, w.admin, {
      'accept-language': 'en-GB',
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Data group', ...STAGE_HEADERS_EN]);
    expect(sheet.getRow(2).values).toEqual([undefined, 'North (test)', 7, 4, 2, 2, 1, 1]);
    // Three groups, a blank row, then the overlap note in the reader's language.
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(6).getCell(1).value).toBe(
      'Data groups may overlap: a declaration counts in every group it falls in, so the rows may add up to more than the total.',
    );
    const report = await stat('report', { editionId: w.editionId });
    expect(report.raw.body).toContain('<h2>按数据分组');
    expect(report.raw.body).toContain('数据分组可能相互重叠');
  });

  it('refuses a cut that is not one (400) and a caller without STAT_VIEW (403)', async () => {
    expect((await stat('cut', { editionId: w.editionId, cut: 'data_group' })).body.rtnCode).toBe('400');
    expect((await stat('cut', { editionId: w.editionId, cut: 'dataGroup' }, w.noRoles)).status).toBe(403);
  });
});

describe('the home page (the dashboard module’s /rest/index/overview, on this fixture)', () => {
  it('shows the current edition, its stage’s end, the backlog and the caller’s queues', async () => {
    const res = await t.call('POST', '/rest/index/overview', { token: w.admin });
    expect(res.body.rtnCode).toBe('0000');
    const home = res.body.dataSet;
    const [edition] = await t.db.select().from(editions).where(eq(editions.id, w.editionId));
    expect(home.edition).toEqual({
      editionId: w.editionId,
      editionName: edition!.editionName,
      status: 'declaring',
      stageEnd: edition!.declarationEnd!.toISOString(),
    });
    expect(home.backlog).toEqual({
      awaitingExamination: 1,
      returned: 1,
      inReview: 1,
      reviewsMissing: 1,
      inMeeting: 1,
      proposed: 0,
      inPublicity: 0,
      objectionsOpen: 2,
    });
    const tasks = Object.fromEntries(home.tasks.map((k: { key: string; count: number }) => [k.key, k.count]));
    expect(tasks).toMatchObject({ examination: 1, review: 1, results: 1, publicity: 0, objections: 2 });
    expect(home.tasks.find((k: { key: string }) => k.key === 'objections').path).toBe(
      '/publicity/objections',
    );
  });

  it('shows a limited viewer their units’ backlog and no queue they cannot open', async () => {
    const home = (await t.call('POST', '/rest/index/overview', { token: viewerA })).body.dataSet;
    expect(home.backlog.awaitingExamination).toBe(1);
    expect(home.backlog.inMeeting).toBe(0);
    expect(home.backlog.objectionsOpen).toBe(1);
    expect(home.tasks).toEqual([]);
  });

  it('refuses the home figures to client users (403)', async () => {
    expect((await t.call('POST', '/rest/index/overview', { token: w.declarerA })).status).toBe(403);
  });
});

describe('the annual report (docs/domain.md "Outputs")', () => {
  it('prints every figure of the page on one page: funnel, rates, cuts, workload, objections, years', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/statistics/report',
      headers: { authorization: w.admin },
      payload: { editionId: w.editionId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const [edition] = await t.db.select().from(editions).where(eq(editions.id, w.editionId));
    const html = res.body;
    expect(html).toContain(`${edition!.editionName}年度统计报告`);
    for (const title of [
      '申报漏斗',
      '形式审查',
      '按奖项',
      '按等级',
      '按地区（省）',
      '按申报单位',
      '按学科',
      '按推荐单位',
      '专家工作量',
      '异议',
      '不予受理的异议（按理由）',
      '历年对比',
    ])
      expect(html, title).toContain(`<h2>${title}`);
    // The figures are the statistics' own: the pass rate 77.8 %, the unit rows, the years.
    expect(html).toContain('<td>77.8</td>');
    expect(html).toContain('申报单位');
    expect(html).not.toContain('<script');
    const english = await t.app.inject({
      method: 'POST',
      url: '/rest/statistics/report',
      headers: { authorization: w.admin, 'accept-language': 'en-GB' },
      payload: { editionId: w.editionId },
    });
    expect(english.body).toContain('Annual report: ');
    expect(english.body).toContain('Expert workload');
  });

  it('keeps a limited viewer to their units', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/statistics/report',
      headers: { authorization: viewerA },
      payload: { editionId: w.editionId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/申报单位U\d+B/);
  });

  it('exports the report as one sheet in long form: section, item, measure, value', async () => {
    const res = await stat('reportExport', { editionId: w.editionId }, w.admin, {
      'accept-language': 'en-GB',
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Section', 'Item', 'Measure', 'Value']);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows).toContainEqual([undefined, 'Funnel', 'Declared', 'Count', 11]);
    expect(rows).toContainEqual([undefined, 'Formal examination', 'Pass rate (%)', 'Value', 77.8]);
  });

  it('refuses: 403 without STAT_VIEW / STAT_EXPORT, 400 bad input, 404 absent, 505 a draft edition', async () => {
    expect((await stat('report', { editionId: w.editionId }, w.noRoles)).status).toBe(403);
    expect((await stat('reportExport', { editionId: w.editionId }, viewerA)).status).toBe(403);
    expect((await stat('report', { editionId: 'x' })).body.rtnCode).toBe('400');
    expect((await stat('reportExport', {})).body.rtnCode).toBe('400');
    expect((await stat('report', { editionId: 999_999 })).body.rtnCode).toBe('404');
    const [draft] = await t.db
      .insert(editions)
      .values({ editionName: '草稿届', year: 2027, status: 'draft' })
      .returning({ id: editions.id });
    for (const path of ['report', 'reportExport']) {
      const res = await stat(path, { editionId: draft!.id });
      expect(res.body, path).toMatchObject({ rtnCode: '505', rtnKey: 'outputs.reportDraft' });
    }
  });
});
