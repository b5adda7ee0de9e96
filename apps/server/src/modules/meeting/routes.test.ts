import { renderMessage } from '@awards/shared/i18n';
import { MEETING_MESSAGES as M } from '@awards/shared/meeting';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionAwards, editionGrades, meetingBallots } from '../../db/schema';
import { buildWorld, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildMeetingWorld, type MeetingWorld, recuse, statusOf } from '../../test/meeting';

/**
 * The meeting review over HTTP (docs/domain.md "Meeting review"): settings, a group's meeting,
 * moving declarations in, attendance and quorum, a grade vote (online and paper ballots, a
 * recused member refused, a later ballot superseding), a quota overflow settled by a run-off, the
 * tally (secret: counts only) and its print view. The count's rules: counting.test.ts.
 */

let t: TestApp;
let w: MeetingWorld;
let meetingId: number;
let roundId: number;
let d: number[];
let e: number[];

const call = (url: string, body: unknown, token = w.admin) => t.call('POST', url, { token, body });
const meeting = (url: string, body: unknown, token?: string) => call(`/rest/meeting/${url}`, body, token);
const voter = (url: string, body: unknown, token: string) => call(`/rest/voter/${url}`, body, token);
const zh = (ref: string) => renderMessage(ref, 'zh_CN');
const paper = (
  expertId: number,
  choices: { declarationId: number; choice: number | string }[],
  token?: string,
) => meeting('ballot/paper', { roundId, expertId, reason: '现场纸质票', choices }, token);

beforeAll(async () => {
  t = await createTestApp();
  w = await buildMeetingWorld(t);
  d = w.declarationIds;
  e = w.expertIds;
  // Grade 1 (一等奖) has one place in this edition, so that two top declarations overflow it.
  const [ea] = await t.db.select().from(editionAwards).where(eq(editionAwards.editionId, w.editionId));
  await t.db
    .update(editionGrades)
    .set({ quota: 1 })
    .where(and(eq(editionGrades.editionAwardId, ea!.id), eq(editionGrades.gradeLevel, 1)));
  // The third expert recuses from the first and third declarations.
  await recuse(t, w, e[2]!, d[0]!);
  await recuse(t, w, e[2]!, d[2]!);
});
afterAll(() => t.close());

describe('meeting settings', () => {
  it('answers the defaults (2/3 quorum, secret), saves, refuses bad fractions (400) and staff without the code (403)', async () => {
    const got = await meeting('settings/get', { editionId: w.editionId });
    expect(got.body.dataSet).toMatchObject({
      quorum: { num: 2, den: 3 },
      secret: true,
      quotaPassDown: false,
    });
    const bad = await meeting('settings/save', { editionId: w.editionId, quorum: { num: 3, den: 2 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.dataSet.fieldErrors)).toContain(zh(M.fraction));
    expect((await meeting('settings/save', { editionId: w.editionId }, w.noRoles)).status).toBe(403);
    expect((await meeting('settings/get', { editionId: w.editionId }, w.noRoles)).status).toBe(403);
    const saved = await meeting('settings/save', {
      editionId: w.editionId,
      thresholds: { '2': { num: 1, den: 2, strict: true } },
    });
    expect(saved.body.dataSet.thresholds).toEqual({ '2': { num: 1, den: 2, strict: true } });
  });
});

describe('a review group meeting', () => {
  it('is created with the group leader as chair (403 without MEETING_ADD, 400 without a scope, 505 for an award with expert review)', async () => {
    const added = await meeting('add', {
      editionId: w.editionId,
      meetingName: '材料组会议',
      groupId: w.groupId,
    });
    expect(added.status).toBe(200);
    meetingId = added.body.dataSet.meetingId;
    expect(added.body.dataSet.members).toHaveLength(5);
    expect(added.body.dataSet.members[0]).toMatchObject({ expertId: e[0], role: 'chair', present: null });
    expect(
      (await meeting('add', { editionId: w.editionId, meetingName: 'x', groupId: w.groupId }, w.noRoles))
        .status,
    ).toBe(403);
    const bad = await meeting('add', { editionId: w.editionId, meetingName: 'x' });
    expect(bad.status).toBe(400);
    const award = await meeting('add', {
      editionId: w.editionId,
      meetingName: 'x',
      awardId: w.awardId,
      expertIds: [e[1]],
    });
    expect(award.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.awardHasExpertReview) });
    expect((await meeting('list', { editionId: w.editionId })).body.dataSet).toHaveLength(1);
  });

  it('moves the declarations in through the lifecycle (to_meeting), and orders the agenda by score within recusal sets', async () => {
    expect((await meeting('moveIn', { meetingId }, w.noRoles)).status).toBe(403);
    const moved = await meeting('moveIn', { meetingId });
    expect(moved.body.dataSet).toMatchObject({ moved: 4, refused: [] });
    expect(await statusOf(t, d[0]!)).toBe('meeting_review');
    const detail = await meeting('detail', { meetingId });
    // Scores 90, 80, 80, 60; the third expert recuses from the first and third: they are kept together.
    expect(detail.body.dataSet.agenda.map((a: { declarationId: number }) => a.declarationId)).toEqual([
      d[0],
      d[2],
      d[1],
      d[3],
    ]);
    expect(detail.body.dataSet.agenda[0].recusedExpertIds).toEqual([e[2]]);
    expect(detail.body.dataSet.grades.map((g: { gradeName: string }) => g.gradeName)).toEqual([
      '一等奖',
      '二等奖',
    ]);
  });

  it('records attendance and refuses to open a round without the quorum (505)', async () => {
    const early = await meeting('round/open', { meetingId, kind: 'grade' });
    expect(early.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(M.noQuorum({ present: 0, needed: 4, members: 5, quorum: '2/3' })),
    });
    expect((await meeting('attendance', { meetingId, expertId: e[0] })).status).toBe(400);
    expect(
      (await meeting('attendance', { meetingId, expertId: e[0], present: true }, w.noRoles)).status,
    ).toBe(403);
    const stranger = await meeting('attendance', { meetingId, expertId: 2_000_000, present: true });
    expect(stranger.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.notMember) });
    for (const [i, expertId] of e.entries()) {
      const res = await meeting('attendance', { meetingId, expertId, present: i !== 1 });
      expect(res.status).toBe(200);
    }
    const detail = await meeting('detail', { meetingId });
    expect(detail.body.dataSet.members.filter((m: { present: boolean }) => m.present)).toHaveLength(4);
  });

  it('opens a grade vote (one at a time) and members see it on the site', async () => {
    const opened = await meeting('round/open', { meetingId, kind: 'grade' });
    expect(opened.status).toBe(200);
    roundId = opened.body.dataSet.roundId;
    expect(opened.body.dataSet.presentExpertIds).toEqual([e[0], e[2], e[3], e[4]]);
    const again = await meeting('round/open', { meetingId, kind: 'grade' });
    expect(again.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.roundAlreadyOpen) });
    const mine = await voter('meetings', {}, w.expertTokens[0]!);
    expect(mine.body.dataSet).toEqual([
      expect.objectContaining({ meetingId, role: 'chair', openRoundId: roundId }),
    ]);
    const round = await voter('round', { meetingId }, w.expertTokens[0]!);
    expect(round.body.dataSet).toMatchObject({ present: true, round: { roundId, kind: 'grade' } });
    expect(round.body.dataSet.items).toHaveLength(4);
    expect((await voter('round', { meetingId }, w.declarerA)).status).toBe(403);
  });

  it('takes online and paper ballots; refuses the absent, the recused, a foreign grade; a later ballot supersedes', async () => {
    const cast = (
      choices: { declarationId: number; choice: number | string }[],
      token = w.expertTokens[0]!,
    ) => voter('cast', { roundId, choices }, token);
    expect(
      (
        await cast([
          { declarationId: d[0]!, choice: 1 },
          { declarationId: d[1]!, choice: 1 },
          { declarationId: d[2]!, choice: 2 },
          { declarationId: d[3]!, choice: 'none' },
        ])
      ).body.dataSet,
    ).toEqual({ roundId, counted: 4 });
    expect((await cast([{ declarationId: d[3]!, choice: 2 }])).status).toBe(200);
    expect((await cast([])).status).toBe(400);
    expect((await cast([{ declarationId: d[0]!, choice: 9 }])).body).toMatchObject({ rtnCode: '505' });
    expect((await cast([{ declarationId: d[0]!, choice: 'approve' }])).body.rtnMessage).toBe(
      zh(M.gradeRoundChoice),
    );
    const absent = await cast([{ declarationId: d[0]!, choice: 1 }], w.expertTokens[1]!);
    expect(absent.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.notPresent) });
    expect((await cast([{ declarationId: d[0]!, choice: 1 }], w.declarerA)).status).toBe(403);

    const recused = await paper(e[2]!, [{ declarationId: d[0]!, choice: 1 }]);
    expect(recused.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.recused({ project: '会议甲1' })) });
    expect((await paper(e[2]!, [{ declarationId: d[1]!, choice: 1 }], w.noRoles)).status).toBe(403);
    expect(
      (
        await meeting('ballot/paper', {
          roundId,
          expertId: e[2],
          choices: [{ declarationId: d[1], choice: 1 }],
        })
      ).status,
    ).toBe(400);
    for (const [expertId, choices] of [
      [
        e[2]!,
        [
          [d[1]!, 1],
          [d[3]!, 2],
        ],
      ],
      [
        e[3]!,
        [
          [d[0]!, 1],
          [d[1]!, 1],
          [d[2]!, 2],
          [d[3]!, 'none'],
        ],
      ],
      [
        e[4]!,
        [
          [d[0]!, 1],
          [d[1]!, 1],
          [d[2]!, 'none'],
          [d[3]!, 'none'],
        ],
      ],
    ] as const) {
      const res = await paper(
        expertId,
        choices.map(([declarationId, choice]) => ({ declarationId, choice })),
      );
      expect(res.status).toBe(200);
    }
    const rows = await t.db
      .select()
      .from(meetingBallots)
      .where(eq(meetingBallots.roundId, roundId))
      .orderBy(meetingBallots.id); // insertion order: the test reads the first and the superseding choice
    expect(rows.filter((r) => r.source === 'paper').every((r) => r.reason === '现场纸质票')).toBe(true);
    // Insert-only: the first choice on the fourth declaration is still there, superseded.
    expect(rows.filter((r) => r.declarationId === d[3] && r.expertId === e[0]).map((r) => r.choice)).toEqual([
      'none',
      '2',
    ]);
  });

  it('counts live: recused out of the denominator, cumulative support, a secret ballot shows counts only', async () => {
    const tally = await meeting('tally', { meetingId });
    const rows = new Map(tally.body.dataSet.rows.map((r: { declarationId: number }) => [r.declarationId, r]));
    expect(rows.get(d[0]!)).toMatchObject({
      denominator: 3,
      recused: 1,
      voted: 3,
      support: { '1': 3, '2': 3 },
    });
    expect(rows.get(d[1]!)).toMatchObject({ denominator: 4, voted: 4, support: { '1': 4, '2': 4 } });
    // Two of four for grade 2: not more than half.
    expect(rows.get(d[3]!)).toMatchObject({ counts: { '2': 2, none: 2 }, qualifiedLevel: null });
    expect(tally.body.dataSet.turnout).toEqual(
      [e[0], e[2], e[3], e[4]].map((expertId) => ({ expertId, voted: true })),
    );
    expect(JSON.stringify(tally.body)).not.toContain('named');
    expect((await meeting('tally', { meetingId }, w.noRoles)).status).toBe(403);
  });

  it('refuses to change secret ballots once voting started (505)', async () => {
    const res = await meeting('settings/save', { editionId: w.editionId, secret: false });
    expect(res.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.secretLocked) });
  });

  it('a quota overflow tied at the edge asks for a run-off; approvals within the places settle it', async () => {
    expect((await meeting('round/close', { roundId }, w.noRoles)).status).toBe(403);
    expect((await meeting('round/close', { roundId })).status).toBe(200);
    expect((await meeting('round/close', { roundId })).body.rtnMessage).toBe(zh(M.roundClosed));
    const tally = (await meeting('tally', { meetingId })).body.dataSet;
    expect(tally.runoff).toEqual({
      gradeLevel: 1,
      declarationIds: [d[0], d[1]].sort((a, b) => a! - b!),
      places: 1,
    });
    // In agenda order (d0, d2, d1, d3): the two tied wait for the run-off, the grades below wait too.
    expect(tally.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      'runoff',
      'pending',
      'runoff',
      'pending',
    ]);

    const opened = await meeting('round/open', { meetingId, kind: 'runoff' });
    expect(opened.body.dataSet).toMatchObject({ kind: 'runoff', runoffGradeLevel: 1, runoffPlaces: 1 });
    roundId = opened.body.dataSet.roundId;
    const both = await voter(
      'cast',
      {
        roundId,
        choices: [
          { declarationId: d[0]!, choice: 'approve' },
          { declarationId: d[1]!, choice: 'approve' },
        ],
      },
      w.expertTokens[0]!,
    );
    expect(both.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.runoffTooMany({ places: 1 })) });
    expect(
      (await voter('cast', { roundId, choices: [{ declarationId: d[1]!, choice: 1 }] }, w.expertTokens[0]!))
        .body.rtnMessage,
    ).toBe(zh(M.runoffChoice));
    expect(
      (
        await voter(
          'cast',
          { roundId, choices: [{ declarationId: d[1]!, choice: 'approve' }] },
          w.expertTokens[0]!,
        )
      ).status,
    ).toBe(200);
    expect((await paper(e[2]!, [{ declarationId: d[1]!, choice: 'approve' }])).status).toBe(200);
    expect((await paper(e[3]!, [{ declarationId: d[1]!, choice: 'approve' }])).status).toBe(200);
    expect((await paper(e[4]!, [{ declarationId: d[0]!, choice: 'approve' }])).status).toBe(200);
    expect((await meeting('round/close', { roundId })).status).toBe(200);
    const settled = (await meeting('tally', { meetingId })).body.dataSet;
    expect(settled.runoff).toBeNull();
    const levels = new Map(
      settled.rows.map((r: { declarationId: number; proposedLevel: number }) => [
        r.declarationId,
        r.proposedLevel,
      ]),
    );
    expect([d[0], d[1], d[2], d[3]].map((id) => levels.get(id!))).toEqual([2, 1, 2, null]);
    expect(settled.quotas.map((q: { used: number }) => q.used)).toEqual([1, 2]);
    const none = await meeting('round/open', { meetingId, kind: 'runoff' });
    expect(none.body.rtnMessage).toBe(zh(M.noRunoffPending));
  });

  it('prints the tally sheet with signature lines, escaped', async () => {
    const res = await t.call('POST', '/rest/meeting/tallyView', { token: w.admin, body: { meetingId } });
    expect(res.status).toBe(200);
    const html = res.raw.body;
    expect(html).toContain('会议评审计票单');
    expect(html).toContain('主持人签字');
    expect(html).toContain('会议甲');
    expect((await meeting('tallyView', { meetingId }, w.noRoles)).status).toBe(403);
  });

  it('closes; a closed meeting takes no attendance (505)', async () => {
    expect((await meeting('close', { meetingId }, w.noRoles)).status).toBe(403);
    expect((await meeting('close', { meetingId })).body.dataSet.status).toBe('closed');
    const late = await meeting('attendance', { meetingId, expertId: e[1], present: true });
    expect(late.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.meetingClosed) });
  });
});

describe('an award meeting (an award without expert review: the meeting is its first review)', () => {
  let a: World;
  let pool: number[];

  beforeAll(async () => {
    // A second edition whose award goes from the examination straight to the meeting, with a
    // pool of three experts of its own.
    a = await buildWorld(t);
    const call = async (url: string, body: unknown) => {
      const res = await t.call('POST', url, { token: a.admin, body });
      if (res.status !== 200) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
      return res.body.dataSet;
    };
    await call('/rest/edition/flow/save', {
      editionId: a.editionId,
      awardId: a.awardId,
      flow: ['formal_examination', 'meeting_review', 'publicity'],
    });
    pool = [];
    for (const [i, title] of ['教授', null, '研究员'].entries()) {
      const added = await call('/rest/expert/add', {
        expertName: `奖项会议专家${i}`,
        organisation: `奖项会议单位${i}`,
        discipline: 'materials',
        ...(title ? { title } : {}),
      });
      pool.push(added.expertId);
    }
    await call('/rest/expert/push', { editionId: a.editionId, expertIds: pool });
    await setEditionStatus(t, a.editionId, 'reviewing');
  });

  it('lists what a new meeting can be for: the awards without expert review and the pool (403, 400, 404)', async () => {
    const got = await meeting('candidates', { editionId: a.editionId });
    expect(got.status).toBe(200);
    expect(got.body.dataSet.awards).toEqual([
      { awardId: a.awardId, awardName: expect.stringMatching(/^测试奖/) },
    ]);
    expect(got.body.dataSet.experts).toEqual([
      {
        expertId: pool[0],
        expertName: '奖项会议专家0',
        organisation: '奖项会议单位0',
        title: '教授',
        availability: null,
      },
      {
        expertId: pool[1],
        expertName: '奖项会议专家1',
        organisation: '奖项会议单位1',
        title: null,
        availability: null,
      },
      {
        expertId: pool[2],
        expertName: '奖项会议专家2',
        organisation: '奖项会议单位2',
        title: '研究员',
        availability: null,
      },
    ]);
    // The first edition's only award has expert review: no award, but its pool.
    const none = await meeting('candidates', { editionId: w.editionId });
    expect(none.body.dataSet.awards).toEqual([]);
    expect(none.body.dataSet.experts.map((x: { expertId: number }) => x.expertId)).toEqual(e);
    expect((await meeting('candidates', { editionId: a.editionId }, w.noRoles)).status).toBe(403);
    const bad = await meeting('candidates', { editionId: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.dataSet.fieldErrors)).toContain(zh(M.editionIdRequired));
    expect((await meeting('candidates', { editionId: a.editionId, extra: 1 })).status).toBe(400);
    expect((await meeting('candidates', { editionId: 999_999 })).status).toBe(404);
  });

  it('is created with the chosen members and chair; refuses no members (400), a chair outside them or an expert outside the pool (505)', async () => {
    const base = { editionId: a.editionId, meetingName: '奖项评审会', awardId: a.awardId };
    const empty = await meeting('add', { ...base, expertIds: [] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.dataSet.fieldErrors)).toContain(zh(M.membersRequired));
    const chair = await meeting('add', { ...base, expertIds: [pool[0], pool[1]], chairExpertId: pool[2] });
    expect(chair.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(M.chairNotMember) });
    const outside = await meeting('add', { ...base, expertIds: [pool[0], e[0]] });
    expect(outside.body.rtnCode).toBe('505');
    expect(outside.body.rtnMessage).toContain('会议专家');
    expect((await meeting('list', { editionId: a.editionId })).body.dataSet).toEqual([]);
    const added = await meeting('add', { ...base, expertIds: [pool[0], pool[2]], chairExpertId: pool[2] });
    expect(added.status).toBe(200);
    expect(added.body.dataSet).toMatchObject({ awardId: a.awardId, groupId: null, groupName: null });
    expect(added.body.dataSet.members).toEqual([
      expect.objectContaining({ expertId: pool[0], organisation: '奖项会议单位0', role: 'member' }),
      expect.objectContaining({ expertId: pool[2], organisation: '奖项会议单位2', role: 'chair' }),
    ]);
    const listed = (await meeting('list', { editionId: a.editionId })).body.dataSet;
    expect(listed).toHaveLength(1);
    expect(listed[0].awardName).toBeTruthy();
    expect(listed[0].awardName).toBe(added.body.dataSet.awardName);
  });
});
