import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reseedModules, seedFullDemo } from '../../test/demo';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import {
  declarationAudits,
  declarations,
  editionStatusHistory,
  editions,
  meetingBallots,
  meetingMembers,
  meetingRounds,
  meetings,
  objectionHistory,
  objectionRequests,
  objections,
  publicitySnapshots,
  resultEntries,
  resultLists,
  reviewAssignments,
  reviews,
} from '../schema';
import { FINISHED_EDITION_NAME } from './demo-awards';

// The finished demo edition (docs/domain.md "Demo data (a finished edition)"): its whole history
// made by the modules' demos through their services, as `npm start` loads it.
let t: TestApp;
let admin: string;
let editionId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedFullDemo(t.db, 'Demo#2026a');
  admin = await t.login('admin', ADMIN_PASSWORD);
  const [row] = await t.db
    .select({ id: editions.id })
    .from(editions)
    .where(eq(editions.editionName, FINISHED_EDITION_NAME(new Date().getUTCFullYear() - 1)));
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
  const rows = await t.db
    .select()
    .from(declarations)
    .where(eq(declarations.editionId, editionId))
    .orderBy(asc(declarations.id));
  const ids = rows.map((r) => r.id);
  const count = async (table: Parameters<typeof t.db.$count>[0], where: Parameters<typeof t.db.$count>[1]) =>
    t.db.$count(table, where);
  return {
    statuses: rows.map((r) => r.status),
    audits: await count(declarationAudits, inArray(declarationAudits.declarationId, ids)),
    history: await count(editionStatusHistory, eq(editionStatusHistory.editionId, editionId)),
    reviews: await count(reviews, eq(reviews.editionId, editionId)),
    assignments: await count(reviewAssignments, inArray(reviewAssignments.declarationId, ids)),
    meetings: await count(meetings, eq(meetings.editionId, editionId)),
    ballots: await count(meetingBallots, inArray(meetingBallots.declarationId, ids)),
    lists: await count(resultLists, eq(resultLists.editionId, editionId)),
    snapshots: await count(publicitySnapshots, eq(publicitySnapshots.editionId, editionId)),
    objections: await count(objections, eq(objections.editionId, editionId)),
  };
}

describe('the finished demo edition', () => {
  it('went through examination, review, meeting, results, publicity, two objections and the awarding', async () => {
    const [edition] = await t.db.select().from(editions).where(eq(editions.id, editionId));
    expect(edition!.status).toBe('finished');
    const history = await t.db
      .select()
      .from(editionStatusHistory)
      .where(eq(editionStatusHistory.editionId, editionId))
      .orderBy(asc(editionStatusHistory.id));
    expect(history.map((h) => h.toStatus)).toEqual([
      'declaring',
      'examining',
      'reviewing',
      'publicity',
      'finished',
    ]);
    // Dated in order, all in the past (the services' own instants, not the day of seeding).
    for (let i = 1; i < history.length; i++)
      expect(history[i]!.createTime.getTime()).toBeGreaterThan(history[i - 1]!.createTime.getTime());
    expect(history.at(-1)!.createTime.getTime()).toBeLessThan(Date.now() - 30 * 86_400_000);

    const s = await shape();
    // Six awarded, one revoked (upheld objection), one not awarded by the meeting, one not
    // accepted at the examination, one deferred and carried into the edition open for declaration.
    const tally = Object.fromEntries(
      [...new Set(s.statuses)].map((st) => [st, s.statuses.filter((x) => x === st).length]),
    );
    expect(tally).toEqual({ awarded: 6, revoked: 1, not_awarded: 1, not_accepted: 1, carried_over: 1 });
    // Three reviews for each of the eight reviewed, all submitted with a comment.
    expect(s.assignments).toBe(24);
    const rv = await t.db.select().from(reviews).where(eq(reviews.editionId, editionId));
    expect(rv.length).toBe(24);
    expect(rv.every((r) => r.status === 'submitted' && r.total !== null && r.comment)).toBe(true);

    // One meeting, closed: six of seven present, one grade round, a ballot of each present member on each.
    const [meeting] = await t.db.select().from(meetings).where(eq(meetings.editionId, editionId));
    expect(meeting!.status).toBe('closed');
    const members = await t.db.select().from(meetingMembers).where(eq(meetingMembers.meetingId, meeting!.id));
    expect(members.filter((m) => m.present).length).toBe(members.length - 1);
    const rounds = await t.db.select().from(meetingRounds).where(eq(meetingRounds.meetingId, meeting!.id));
    expect(rounds.map((r) => [r.kind, r.status])).toEqual([['grade', 'closed']]);
    expect(s.ballots).toBe(8 * (members.length - 1));
    const tallied = await call('/rest/meeting/tally', { meetingId: meeting!.id });
    expect(JSON.stringify(tallied)).toContain('一等奖');

    // The confirmed list: version 1 with its hash, seven graded and one without a grade.
    const [list] = await t.db.select().from(resultLists).where(eq(resultLists.editionId, editionId));
    expect(list).toMatchObject({ version: 1, status: 'confirmed' });
    expect(list!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const entries = await t.db.select().from(resultEntries).where(eq(resultEntries.listId, list!.id));
    expect(entries.map((e) => e.gradeName ?? '-').sort()).toEqual(
      ['一等奖', '一等奖', '二等奖', '二等奖', '二等奖', '三等奖', '三等奖', '-'].sort(),
    );

    // The publicity: one snapshot, ended, its hash verified, the awards' grades kept.
    const [snapshot] = await t.db
      .select()
      .from(publicitySnapshots)
      .where(eq(publicitySnapshots.editionId, editionId));
    expect(snapshot!.status).toBe('ended');
    expect(snapshot!.entries.length).toBe(7);
    const verified = await call('/rest/publicity/verify', { snapshotId: snapshot!.id });
    expect(verified.matches).toBe(true);

    // Two objections: one upheld (its declaration revoked), one dismissed (awarded), each with
    // the declaring unit's answer and the whole history.
    const found = await t.db.select().from(objections).where(eq(objections.editionId, editionId));
    expect(found.map((o) => o.status).sort()).toEqual(['dismissed', 'upheld']);
    for (const o of found) {
      const [d] = await t.db.select().from(declarations).where(eq(declarations.id, o.declarationId));
      expect(d!.status).toBe(o.status === 'upheld' ? 'revoked' : 'awarded');
      const steps = await t.db
        .select()
        .from(objectionHistory)
        .where(eq(objectionHistory.objectionId, o.id))
        .orderBy(asc(objectionHistory.id));
      expect(steps.map((h) => h.step)).toEqual(['filed', 'admitted', 'requested', 'responded', o.status]);
      const [request] = await t.db
        .select()
        .from(objectionRequests)
        .where(eq(objectionRequests.objectionId, o.id));
      expect(request!.response).toBeTruthy();
    }
    const revokedTrail = await t.db
      .select({ opinion: declarationAudits.opinion })
      .from(declarationAudits)
      .innerJoin(declarations, eq(declarations.id, declarationAudits.declarationId))
      .where(and(eq(declarations.editionId, editionId), eq(declarationAudits.action, 'revoke')));
    expect(revokedTrail[0]!.opinion).toMatch(/^异议成立/);

    // The statistics show it: the funnel and the objections by outcome.
    const funnel = await call('/rest/statistics/funnel', { editionId });
    expect(funnel.funnel).toMatchObject({ declared: 10, passed: 8, proposed: 7, publicised: 7, awarded: 6 });
    const byOutcome = await call('/rest/statistics/objections', { editionId });
    expect(byOutcome.total).toBe(2);
  });

  it('carried its deferred declaration into the edition open for declaration, through the carry-over', async () => {
    const [old] = await t.db
      .select()
      .from(declarations)
      .where(and(eq(declarations.editionId, editionId), eq(declarations.status, 'carried_over')));
    const copies = await t.db.select().from(declarations).where(eq(declarations.carriedFromId, old!.id));
    expect(copies.length).toBe(1);
    const copy = copies[0]!;
    const [open] = await t.db.select().from(editions).where(eq(editions.id, copy.editionId));
    expect(open!.status).toBe('declaring');
    expect(copy.editionId).toBeGreaterThan(editionId);
    expect(copy).toMatchObject({
      status: 'draft',
      projectName: old!.projectName,
      unitId: old!.unitId,
      awardId: old!.awardId,
      gradeLevel: old!.gradeLevel,
    });
    const trail = async (id: number) =>
      t.db
        .select()
        .from(declarationAudits)
        .where(eq(declarationAudits.declarationId, id))
        .orderBy(asc(declarationAudits.id));
    const before = await trail(old!.id);
    expect(before.map((a) => a.action)).toEqual(['create', 'submit', 'defer', 'carry_over']);
    const after = await trail(copy.id);
    expect(after.map((a) => [a.action, a.opinion])).toEqual([['create', `#${old!.id}`]]);
    // Dated the day after the open edition opened, not the day of seeding, after the deferral.
    expect(before.at(-1)!.createTime.getTime()).toBe(after[0]!.createTime.getTime());
    expect(after[0]!.createTime.getTime()).toBeGreaterThan(open!.declarationStart!.getTime());
    expect(after[0]!.createTime.getTime()).toBeLessThan(Date.now());
    expect(before.at(-2)!.createTime.getTime()).toBeLessThan(after[0]!.createTime.getTime());
    // The portal shows it in both editions: the staff list of each, the copy naming the old one.
    const page = async (id: number, status: string) =>
      (
        (await call('/rest/declare/page', { editionId: id, status, pageSize: 100 })).result as {
          declarationId: number;
        }[]
      ).map((d) => d.declarationId);
    expect(await page(editionId, 'carried_over')).toEqual([old!.id]);
    expect(await page(copy.editionId, 'draft')).toContain(copy.id);
  });

  it('is left alone by a second seeding', async () => {
    const before = await shape();
    await reseedModules(t.db);
    expect(await shape()).toEqual(before);
    expect(
      await t.db.$count(
        editions,
        sql`${editions.editionName} = ${FINISHED_EDITION_NAME(new Date().getUTCFullYear() - 1)}`,
      ),
    ).toBe(1);
  });
});
