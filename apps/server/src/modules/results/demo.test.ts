import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationAudits,
  declarations,
  editionAwards,
  editions,
  meetingBallots,
  meetingMembers,
  meetingRounds,
  meetings,
  publicitySnapshots,
  resultEntries,
  resultLists,
} from '../../db/schema';
import { DEMO_PUBLICITY_EDITION } from '../../db/seed/demo-awards';
import { reseedModules, seedFullDemo } from '../../test/demo';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { canonicalEntries, contentHash } from './confirm';

// The small edition ready to publish (docs/domain.md "Demo data (a finished edition)"): its award
// meeting held and its list confirmed by the modules' demos through their services, as `npm start`
// loads it, so that 评审结果 shows the meeting's grades and 公示管理 offers it for publishing.
let t: TestApp;
let admin: string;
let editionId: number;
beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  await seedFullDemo(t.db, 'Demo#2026a');
  console.info(`full demo seeded in ${Math.round(performance.now() - started)} ms`);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const [row] = await t.db
    .select({ id: editions.id })
    .from(editions)
    .where(eq(editions.editionName, DEMO_PUBLICITY_EDITION));
  editionId = row!.id;
  // The whole demo, as npm start loads it: slow on a loaded machine.
}, 120_000);
afterAll(() => t.close());

const call = async (url: string, body: unknown) => {
  const res = await t.call('POST', url, { token: admin, body });
  expect(res.body.rtnCode, `${url} ${JSON.stringify(res.body).slice(0, 300)}`).toBe('0000');
  return res.body.dataSet;
};

async function shape() {
  const ids = (
    await t.db.select({ id: declarations.id }).from(declarations).where(eq(declarations.editionId, editionId))
  ).map((d) => d.id);
  return {
    declarations: ids.length,
    audits: await t.db.$count(declarationAudits, inArray(declarationAudits.declarationId, ids)),
    meetings: await t.db.$count(meetings, eq(meetings.editionId, editionId)),
    ballots: await t.db.$count(meetingBallots, inArray(meetingBallots.declarationId, ids)),
    lists: await t.db.$count(resultLists, eq(resultLists.editionId, editionId)),
  };
}

describe('the demo edition ready to publish', () => {
  it('was decided by its award meeting and confirmed through the results service', async () => {
    const [edition] = await t.db.select().from(editions).where(eq(editions.id, editionId));
    expect(edition!.status).toBe('reviewing');
    const [award] = await t.db.select().from(editionAwards).where(eq(editionAwards.editionId, editionId));
    expect(award!.flow).toEqual(['formal_examination', 'meeting_review', 'publicity']);

    // The award's meeting (no group): the pool's five, all present, one grade round, every ballot.
    const [meeting] = await t.db.select().from(meetings).where(eq(meetings.editionId, editionId));
    expect(meeting).toMatchObject({ awardId: award!.awardId, groupId: null, status: 'closed' });
    const members = await t.db.select().from(meetingMembers).where(eq(meetingMembers.meetingId, meeting!.id));
    expect(members.length).toBe(5);
    expect(members.every((m) => m.present)).toBe(true);
    expect(members.filter((m) => m.role === 'chair').length).toBe(1);
    const rounds = await t.db.select().from(meetingRounds).where(eq(meetingRounds.meetingId, meeting!.id));
    expect(rounds.map((r) => [r.kind, r.status])).toEqual([['grade', 'closed']]);
    expect((await shape()).ballots).toBe(4 * 5);

    // The confirmed list: version 1, the meeting's grades in the declarations' order (no scores).
    const [list] = await t.db.select().from(resultLists).where(eq(resultLists.editionId, editionId));
    expect(list).toMatchObject({ version: 1, status: 'confirmed', confirmedBy: 'admin' });
    const entries = await t.db
      .select({
        declarationId: resultEntries.declarationId,
        rank: resultEntries.rank,
        score: resultEntries.score,
        gradeLevel: resultEntries.gradeLevel,
        gradeName: resultEntries.gradeName,
        projectName: declarations.projectName,
      })
      .from(resultEntries)
      .innerJoin(declarations, eq(declarations.id, resultEntries.declarationId))
      .where(eq(resultEntries.listId, list!.id))
      .orderBy(asc(resultEntries.rank));
    expect(entries.map((e) => [e.projectName, e.gradeName, e.score])).toEqual([
      ['大型风电机组智能运维关键技术', '一等奖', null],
      ['新型钙钛矿光伏组件产业化', '二等奖', null],
      ['城市轨道交通智能调度系统', '二等奖', null],
      ['工业废水零排放处理工艺', null, null],
    ]);
    // The hash is the one the results service computes over the entries, not a placeholder.
    expect(list!.contentHash).toBe(contentHash(canonicalEntries(entries)));
    // 评审结果 shows the meeting's grades, and the stored list as current.
    const view = await call('/rest/result/view', { editionId, awardId: award!.awardId });
    expect(view.decidedBy).toBe('meeting');
    expect(view.current).toMatchObject({ version: 1, contentHash: list!.contentHash });
    expect(
      (view.rows as { projectName: string; gradeName: string | null; meetingOutcome: string }[]).map((r) => [
        r.projectName,
        r.gradeName,
        r.meetingOutcome,
      ]),
    ).toEqual([
      ['大型风电机组智能运维关键技术', '一等奖', 'graded'],
      ['新型钙钛矿光伏组件产业化', '二等奖', 'graded'],
      ['城市轨道交通智能调度系统', '二等奖', 'graded'],
      ['工业废水零排放处理工艺', null, 'none'],
    ]);

    // Each declaration's trail is the lifecycle's, in order and in the past.
    for (const e of entries) {
      const trail = await t.db
        .select()
        .from(declarationAudits)
        .where(eq(declarationAudits.declarationId, e.declarationId))
        .orderBy(asc(declarationAudits.id));
      expect(trail.map((a) => a.action)).toEqual([
        'create',
        'submit',
        'pass',
        'to_meeting',
        e.gradeName ? 'propose' : 'not_award',
      ]);
      for (let i = 1; i < trail.length; i++)
        expect(trail[i]!.createTime.getTime()).toBeGreaterThan(trail[i - 1]!.createTime.getTime());
      expect(trail.at(-1)!.createTime.getTime()).toBeLessThan(Date.now() - 20 * 86_400_000);
    }
    const [graded] = await t.db
      .select({ n: declarations.id })
      .from(declarations)
      .where(and(eq(declarations.editionId, editionId), eq(declarations.status, 'proposed')));
    expect(graded).toBeDefined();

    // Not published yet: 公示管理 offers it.
    expect(await t.db.$count(publicitySnapshots, eq(publicitySnapshots.editionId, editionId))).toBe(0);
    expect(await call('/rest/publicity/list', { editionId })).toEqual([]);
  });

  it('is left alone by a second seeding', async () => {
    const before = await shape();
    await reseedModules(t.db);
    expect(await shape()).toEqual(before);
    expect(await t.db.$count(editions, eq(editions.editionName, DEMO_PUBLICITY_EDITION))).toBe(1);
  });
});
