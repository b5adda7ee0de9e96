import { eq, inArray } from 'drizzle-orm';
import { declarations, reviewAssignments, reviewConflicts, reviews } from '../db/schema';
import { buildWorld, content, setEditionStatus, type World } from './declarations';
import { type TestApp, USER_PASSWORD } from './harness';

// Test support for the meeting and results tests: an edition in review whose expert review is
// done (scores submitted, the review closed), a review group of five experts, two of them with
// site accounts, and four declarations ready to move into the meeting.

let serial = 0;

export interface MeetingWorld extends World {
  groupId: number;
  /** Four declarations in expert review, best score first (90, 80, 80, 60). */
  declarationIds: number[];
  /** Five experts of the group; the first leads it; the first two have site accounts. */
  expertIds: number[];
  expertTokens: string[];
}

export async function buildMeetingWorld(
  t: TestApp,
  flow = ['formal_examination', 'expert_review', 'meeting_review', 'publicity'],
): Promise<MeetingWorld> {
  serial += 1;
  const w = await buildWorld(t);
  const call = async (url: string, body: unknown, token = w.admin) => {
    const res = await t.call('POST', url, { token, body });
    if (res.status !== 200) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
    return res.body.dataSet;
  };
  await call('/rest/edition/flow/save', {
    editionId: w.editionId,
    awardId: w.awardId,
    flow,
  });
  const declarationIds: number[] = [];
  for (const name of ['会议甲', '会议乙', '会议丙', '会议丁']) {
    const d = await call('/rest/declarer/declaration/add', content(w, `${name}${serial}`), w.declarerA);
    await call('/rest/declarer/declaration/submit', { declarationId: d.declarationId }, w.declarerA);
    await call('/rest/examination/decide', { declarationId: d.declarationId, decision: 'pass' });
    declarationIds.push(d.declarationId);
  }
  const expertIds: number[] = [];
  const expertTokens: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    let userId: number | undefined;
    if (i < 2) {
      const user = await t.createUser({ loginName: `mtg-expert-${serial}-${i}`, userType: 'expert' });
      userId = user.id;
      expertTokens.push(await t.login(user.loginName, USER_PASSWORD));
    }
    const added = await call('/rest/expert/add', {
      expertName: `会议专家${serial}-${i}`,
      organisation: `某大学${i}`,
      discipline: 'materials',
      ...(userId ? { userId } : {}),
    });
    expertIds.push(added.expertId);
  }
  await call('/rest/expert/push', { editionId: w.editionId, expertIds });
  const group = await call('/rest/group/add', {
    editionId: w.editionId,
    groupName: `会议组${serial}`,
    awardId: w.awardId,
    members: expertIds.map((expertId, i) => ({ expertId, role: i === 0 ? 'leader' : 'member' })),
  });
  await call('/rest/group/place', { editionId: w.editionId });
  await setEditionStatus(t, w.editionId, 'reviewing');
  // The expert review as done: every declaration scored by two experts, then the review closed.
  const totals = [90, 80, 80, 60];
  await t.db
    .update(declarations)
    .set({ status: 'expert_review' })
    .where(inArray(declarations.id, declarationIds));
  for (const [i, declarationId] of declarationIds.entries()) {
    for (const expertId of expertIds.slice(3, 5)) {
      await t.db
        .insert(reviewAssignments)
        .values({ editionId: w.editionId, groupId: group.groupId, declarationId, expertId });
      await t.db.insert(reviews).values({
        editionId: w.editionId,
        declarationId,
        expertId,
        status: 'submitted',
        scores: {},
        total: totals[i]!,
        submittedAt: new Date(),
      });
    }
  }
  await call('/rest/review/close', { editionId: w.editionId, reason: '会议评审测试' });
  return { ...w, groupId: group.groupId, declarationIds, expertIds, expertTokens };
}

/** A confirmed conflict: the expert recuses from the declaration. */
export async function recuse(t: TestApp, w: MeetingWorld, expertId: number, declarationId: number) {
  await t.db.insert(reviewConflicts).values({
    editionId: w.editionId,
    expertId,
    declarationId,
    conflictType: 'other',
    source: 'staff',
    status: 'confirmed',
    reason: '测试回避',
  });
}

export const statusOf = async (t: TestApp, declarationId: number) =>
  (
    await t.db.select({ s: declarations.status }).from(declarations).where(eq(declarations.id, declarationId))
  )[0]!.s;
