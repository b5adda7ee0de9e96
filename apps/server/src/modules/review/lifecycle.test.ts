import { FLOW_STAGE_NAMES } from '@awards/shared/awards';
import { DECLARATION_ACTION_NAMES, DECLARATION_MESSAGES } from '@awards/shared/declarations';
import { EDITION_MESSAGES } from '@awards/shared/editions';
import { renderMessage } from '@awards/shared/i18n';
import { REVIEW_MESSAGES } from '@awards/shared/review';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarations,
  editions,
  messageReceivers,
  messages,
  reviewAssignments,
  reviewReminders,
  reviews,
  users,
} from '../../db/schema';
import { AppError } from '../../platform/errors';
import { buildWorld, content, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { createModuleApis } from '../../test/services';
import { asStaff } from '../declarations/public';
import { ReminderService } from './reminders';

/**
 * The review's part of the lifecycle (docs/domain.md "Lifecycle"), against the
 * database: the award's flow holds apply's start_review until recommended; the
 * meeting waits for k submitted reviews (the review module answers the lifecycle);
 * the edition cannot leave the review while reviews are missing unless staff close
 * it; reminders by message and SMS, by hand and on schedule.
 */

let t: TestApp;
let w: World;
let built: ReturnType<typeof createModuleApis>;
let adminUser: { userId: number; loginName: string; realname: string; orgId: null };
let groupId: number;
const declarationIds: number[] = [];
const expertIds: number[] = [];
let expertUserId: number;
let expertToken: string;
const DAY = 86_400_000;

const call = (url: string, body: unknown, token = w.admin) => t.call('POST', url, { token, body });
const review = (url: string, body: unknown, token?: string) => call(`/rest/review/${url}`, body, token);
const zh = (ref: string) => renderMessage(ref, 'zh_CN');
const statusesOf = async () =>
  (
    await t.db
      .select({ id: declarations.id, status: declarations.status })
      .from(declarations)
      .where(inArray(declarations.id, declarationIds))
      .orderBy(declarations.id)
  ).map((r) => r.status);
/** The lifecycle of the app as built, the review module's answer registered. */
const move = (id: number, action: 'recommend' | 'to_meeting') =>
  built.apis.declarations.move(asStaff(adminUser), id, action, action === 'recommend' ? '推荐' : null).then(
    (moved) => ({ moved }),
    (error: unknown) => ({ error: error as AppError }),
  );
/** A submitted review of one assigned pair, as the expert's submit leaves it. */
const submitted = (declarationId: number, expertId: number) =>
  t.db.insert(reviews).values({
    editionId: w.editionId,
    declarationId,
    expertId,
    status: 'submitted',
    scores: {},
    total: 70,
    submittedAt: new Date(),
  });

beforeAll(async () => {
  t = await createTestApp();
  built = createModuleApis(t.database);
  w = await buildWorld(t);
  const [admin] = await t.db.select().from(users).where(eq(users.loginName, 'admin'));
  adminUser = { userId: admin!.id, loginName: 'admin', realname: admin!.realname ?? '', orgId: null };
  for (const name of ['流程甲', '流程乙', '流程丙']) {
    const d = await call('/rest/declarer/declaration/add', content(w, name), w.declarerA);
    const id = d.body.dataSet.declarationId as number;
    await call('/rest/declarer/declaration/submit', { declarationId: id }, w.declarerA);
    expect((await call('/rest/examination/decide', { declarationId: id, decision: 'pass' })).status).toBe(
      200,
    );
    declarationIds.push(id);
  }
  const expertUser = await t.createUser({ loginName: `life-expert-${Date.now()}`, userType: 'expert' });
  expertUserId = expertUser.id;
  expertToken = await t.login(expertUser.loginName, USER_PASSWORD);
  for (const [i, organisation] of ['北京大学', '清华大学', '浙江大学'].entries()) {
    const added = await call('/rest/expert/add', {
      expertName: `流程专家${i}`,
      organisation,
      discipline: 'materials',
      ...(i === 0 ? { userId: expertUserId } : {}),
    });
    expect(added.status).toBe(200);
    expertIds.push(added.body.dataSet.expertId);
  }
  expect((await call('/rest/expert/push', { editionId: w.editionId, expertIds })).status).toBe(200);
  const added = await call('/rest/group/add', {
    editionId: w.editionId,
    groupName: '流程组',
    members: expertIds.map((expertId, i) => ({ expertId, role: i === 0 ? 'leader' : 'member' })),
  });
  groupId = added.body.dataSet.groupId;
  expect((await call('/rest/group/place', { editionId: w.editionId })).body.dataSet.placed).toBe(3);
  expect(
    (await review('settings/save', { editionId: w.editionId, expertsPerDeclaration: 2, maxLoad: 2 })).status,
  ).toBe(200);
});
afterAll(async () => {
  await built.close();
  await t.close();
});

describe("the award's flow holds the review (its award has every stage, recommendation included)", () => {
  it('refuses to apply while the declarations are not recommended, assigning nothing; applies once they are', async () => {
    await setEditionStatus(t, w.editionId, 'reviewing');
    const run = (await review('assign/preview', { groupId, seed: 7 })).body.dataSet;
    expect(run.status).toBe('proposed');
    const refused = await review('assign/apply', { runId: run.runId });
    expect(refused.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(
        DECLARATION_MESSAGES.stageFirst({
          stage: FLOW_STAGE_NAMES.recommendation,
          action: DECLARATION_ACTION_NAMES.start_review,
        }),
      ),
    });
    expect(await t.db.$count(reviewAssignments, eq(reviewAssignments.editionId, w.editionId))).toBe(0);
    expect(await statusesOf()).toEqual(['passed', 'passed', 'passed']);
    // Straight to the meeting is refused too: the flow has expert review.
    const skip = await move(declarationIds[0]!, 'to_meeting');
    expect('error' in skip && skip.error.rtnCode).toBe('505');

    // Recommended (on a paper letter, by staff) while the examination runs, then into review.
    await setEditionStatus(t, w.editionId, 'examining');
    for (const id of declarationIds) expect('moved' in (await move(id, 'recommend'))).toBe(true);
    await setEditionStatus(t, w.editionId, 'reviewing');
    const again = (await review('assign/preview', { groupId, seed: 7 })).body.dataSet;
    const applied = await review('assign/apply', { runId: again.runId });
    expect(applied.body.dataSet.status).toBe('applied');
    expect(await statusesOf()).toEqual(['expert_review', 'expert_review', 'expert_review']);
  });

  it('sends a declaration to the meeting only once its k reviews are submitted', async () => {
    const [first] = declarationIds;
    const pairs = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.declarationId, first!));
    expect(pairs).toHaveLength(2);
    const early = await move(first!, 'to_meeting');
    expect('error' in early && zh(early.error.ref)).toBe(
      zh(DECLARATION_MESSAGES.expertReviewNotDone({ action: DECLARATION_ACTION_NAMES.to_meeting })),
    );
    await submitted(first!, pairs[0]!.expertId);
    expect('error' in (await move(first!, 'to_meeting'))).toBe(true);
    await submitted(first!, pairs[1]!.expertId);
    const moved = await move(first!, 'to_meeting');
    expect('moved' in moved && moved.moved.to).toBe('meeting_review');
  });
});

describe('progress and the reviews (/rest/review/progress, /rest/review/reviews)', () => {
  it('answers per group and expert, where the edition stands, and the reviews to reopen from', async () => {
    const got = await review('progress', { editionId: w.editionId });
    expect(got.status).toBe(200);
    const { standing, groups, experts } = got.body.dataSet;
    expect(standing).toMatchObject({
      editionStatus: 'reviewing',
      inExpertReview: 2,
      lacking: 2,
      closed: null,
      reviewsDone: false,
    });
    expect(groups).toEqual([
      { groupId, groupName: '流程组', experts: 3, assigned: 6, drafted: 0, submitted: 2, overdue: 0 },
    ]);
    expect(experts.map((e: { expertId: number }) => e.expertId).sort()).toEqual([...expertIds].sort());
    const list = await review('reviews', { editionId: w.editionId, declarationId: declarationIds[0] });
    expect(list.body.dataSet).toHaveLength(2);
    expect(list.body.dataSet[0]).toMatchObject({ status: 'submitted', projectName: '流程甲', total: 70 });
  });

  it('counts overdue once the review window has ended', async () => {
    await review('settings/save', {
      editionId: w.editionId,
      reviewEnd: new Date(Date.now() - DAY).toISOString(),
    });
    const { groups } = (await review('progress', { editionId: w.editionId })).body.dataSet;
    expect(groups[0]).toMatchObject({ assigned: 6, submitted: 2, overdue: 4 });
    await review('settings/save', {
      editionId: w.editionId,
      reviewEnd: new Date(Date.now() + 2 * DAY).toISOString(),
    });
  });

  it('refuses staff without REVIEW_VIEW (403) and a bad edition (400), an absent one (404)', async () => {
    expect((await review('progress', { editionId: w.editionId }, w.noRoles)).status).toBe(403);
    expect((await review('reviews', { editionId: w.editionId }, w.noRoles)).status).toBe(403);
    expect((await review('progress', { editionId: 'x' })).status).toBe(400);
    expect((await review('reviews', { editionId: w.editionId, expertId: -1 })).status).toBe(400);
    expect((await review('progress', { editionId: 999_999 })).status).toBe(404);
  });
});

describe('reminders (/rest/review/remind, and the scheduled job)', () => {
  it('messages and texts every expert with unsubmitted reviews, with the counts, and records it', async () => {
    const before = await t.db.$count(messageReceivers, eq(messageReceivers.userId, expertUserId));
    const texts = () =>
      t.db
        .select({ content: messages.msgContent })
        .from(messages)
        .where(and(eq(messages.templateCode, 'REVIEW_REMIND_SMS'), eq(messages.msgType, '1')));
    const sms = (await texts()).length;
    const sent = await review('remind', { editionId: w.editionId });
    expect(sent.status).toBe(200);
    // Three experts are behind; only the first has an account (an inbox and a user to text).
    expect(sent.body.dataSet).toMatchObject({ experts: 3, messages: 1, sms: 1 });
    expect(await t.db.$count(messageReceivers, eq(messageReceivers.userId, expertUserId))).toBe(before + 2);
    const text = await texts();
    expect(text).toHaveLength(sms + 1);
    // Rendered from the template with the expert's own count.
    const mine = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.expertId, expertIds[0]!));
    const done = await t.db.$count(
      reviews,
      and(eq(reviews.expertId, expertIds[0]!), eq(reviews.status, 'submitted')),
    );
    expect(text.at(-1)!.content).toContain(`流程专家0专家您好，您在申报测试届`);
    expect(text.at(-1)!.content).toContain(`中尚有${mine.length - done}份评审未提交`);
    const [row] = await t.db.select().from(reviewReminders).where(eq(reviewReminders.editionId, w.editionId));
    expect(row).toMatchObject({ kind: 'manual', experts: 3, createBy: 'admin' });
    const { standing } = (await review('progress', { editionId: w.editionId })).body.dataSet;
    expect(standing.lastReminder).toMatchObject({ kind: 'manual', by: 'admin', experts: 3 });
    // One group only.
    expect((await review('remind', { editionId: w.editionId, groupId })).body.dataSet.experts).toBe(3);
  });

  it('refuses: 403 without REVIEW_REMIND, 400 bad input, 404 a group of another edition, 505 outside the review', async () => {
    expect((await review('remind', { editionId: w.editionId }, w.noRoles)).status).toBe(403);
    expect((await review('remind', { editionId: w.editionId, groupId: 'x' })).status).toBe(400);
    expect((await review('remind', { editionId: w.editionId, groupId: 999_999 })).status).toBe(404);
    await setEditionStatus(t, w.editionId, 'examining');
    const outside = await review('remind', { editionId: w.editionId });
    await setEditionStatus(t, w.editionId, 'reviewing');
    expect(outside.body).toMatchObject({ rtnCode: '505', rtnMessage: expect.stringContaining('评审中') });
  });

  it('reminds on schedule within the days before the end, not twice on one day', async () => {
    const reminders = new ReminderService(t.db, built.apis.messages.messageCentre, built.apis.templates);
    const scheduled = () =>
      t.db.$count(
        reviewReminders,
        and(eq(reviewReminders.editionId, w.editionId), eq(reviewReminders.kind, 'scheduled')),
      );
    // The end is two days away, inside the default three.
    const now = new Date();
    expect((await reminders.remindDue(now)).experts).toBeGreaterThanOrEqual(3);
    expect(await scheduled()).toBe(1);
    await reminders.remindDue(new Date(now.getTime() + 60_000));
    expect(await scheduled()).toBe(1);
    // One day setting: two days away is too early.
    await review('settings/save', { editionId: w.editionId, reminderDaysBefore: 1 });
    await t.db.delete(reviewReminders).where(eq(reviewReminders.kind, 'scheduled'));
    await reminders.remindDue(now);
    expect(await scheduled()).toBe(0);
    await review('settings/save', { editionId: w.editionId, reminderDaysBefore: 3 });
    expect((await review('settings/save', { editionId: w.editionId, reminderDaysBefore: 99 })).status).toBe(
      400,
    );
  });
});

describe('leaving the review (the edition) and closing it (/rest/review/close)', () => {
  it('keeps the edition in review while declarations lack reviews, naming how many', async () => {
    const past = new Date(Date.now() - DAY);
    await t.db
      .update(editions)
      .set({
        reviewStart: new Date(Date.now() - 3 * DAY),
        reviewEnd: past,
        publicityStart: new Date(Date.now() + DAY),
        publicityEnd: new Date(Date.now() + 9 * DAY),
        examinationStart: new Date(Date.now() - 9 * DAY),
        examinationEnd: new Date(Date.now() - 4 * DAY),
        declarationStart: new Date(Date.now() - 20 * DAY),
        declarationEnd: new Date(Date.now() - 10 * DAY),
      })
      .where(eq(editions.id, w.editionId));
    await review('settings/save', { editionId: w.editionId, reviewEnd: past.toISOString() });
    const refused = await call('/rest/edition/transition', { editionId: w.editionId, target: 'publicity' });
    expect(refused.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(EDITION_MESSAGES.reviewsMissing({ count: 2 })),
    });
  });

  it('refuses: 403 without REVIEW_CLOSE, 400 without a reason', async () => {
    expect((await review('close', { editionId: w.editionId, reason: '到期' }, w.noRoles)).status).toBe(403);
    const bad = await review('close', { editionId: w.editionId, reason: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.reason).toBeDefined();
  });

  it('closes with the reason kept (who, when, why): experts are held, the meeting and the edition go on', async () => {
    const closed = await review('close', { editionId: w.editionId, reason: '两位专家因病无法完成评审' });
    expect(closed.status).toBe(200);
    expect(closed.body.dataSet).toMatchObject({
      reviewsDone: true,
      lacking: 2,
      closed: { by: 'admin', reason: '两位专家因病无法完成评审', at: expect.any(String) },
    });
    const twice = await review('close', { editionId: w.editionId, reason: '再次' });
    expect(twice.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: expect.stringContaining('由 admin 结束'),
    });
    // The expert can no longer write; no reminder goes out.
    const list = (await t.call('POST', '/rest/reviewer/list', { token: expertToken, body: {} })).body.dataSet;
    const open = list.find((r: { status: string }) => r.status !== 'submitted');
    const held = await t.call('POST', '/rest/reviewer/save', {
      token: expertToken,
      body: { declarationId: open.declarationId, scores: [] },
    });
    expect(held.body.rtnCode).toBe('505');
    expect((await review('remind', { editionId: w.editionId })).body.rtnMessage).toBe(
      zh(REVIEW_MESSAGES.reviewClosedForExperts),
    );
    // A declaration short of reviews goes to the meeting; the edition leaves the review.
    expect('moved' in (await move(declarationIds[1]!, 'to_meeting'))).toBe(true);
    const moved = await call('/rest/edition/transition', { editionId: w.editionId, target: 'publicity' });
    expect(moved.status).toBe(200);
    const after = await review('close', { editionId: w.editionId, reason: '到期' });
    expect(after.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: expect.stringContaining('只有评审中的届次'),
    });
  });
});

describe('an award whose flow has no expert review', () => {
  it('is not placed in review groups, and goes from passed straight to the meeting', async () => {
    const other = await buildWorld(t);
    const flow = ['formal_examination', 'meeting_review', 'publicity'];
    const as = (url: string, body: unknown) => t.call('POST', url, { token: other.admin, body });
    expect(
      (await as('/rest/edition/flow/save', { editionId: other.editionId, awardId: other.awardId, flow }))
        .status,
    ).toBe(200);
    const d = await t.call('POST', '/rest/declarer/declaration/add', {
      token: other.declarerA,
      body: content(other, '会评项目'),
    });
    const id = d.body.dataSet.declarationId as number;
    await t.call('POST', '/rest/declarer/declaration/submit', {
      token: other.declarerA,
      body: { declarationId: id },
    });
    expect((await as('/rest/examination/decide', { declarationId: id, decision: 'pass' })).status).toBe(200);
    await as('/rest/group/add', { editionId: other.editionId, groupName: '会评组' });
    expect((await as('/rest/group/place', { editionId: other.editionId })).body.dataSet).toEqual({
      placed: 0,
      unplaced: 0,
    });
    await setEditionStatus(t, other.editionId, 'reviewing');
    const refused = await built.apis.declarations
      .move(asStaff(adminUser), id, 'start_review', null)
      .catch((error: AppError) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(zh((refused as AppError).ref)).toBe('该奖项的评审流程不含「专家评审」，不能「进入专家评审」');
    expect('moved' in (await move(id, 'to_meeting'))).toBe(true);
  });
});
