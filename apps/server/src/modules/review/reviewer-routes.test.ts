import { renderMessage } from '@awards/shared/i18n';
import { REVIEW_MESSAGES } from '@awards/shared/review';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAssignments, reviewConflicts, reviewGroups, reviews } from '../../db/schema';
import {
  addRecommenders,
  buildWorld,
  content,
  days,
  setEditionStatus,
  type World,
} from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { multipart, PDF } from '../../test/uploads';

// The expert's own calls (/rest/reviewer/*), as the public site's review pages make them:
// the list with windows and statuses, the detail masked when blind with its attachments, the
// attachment download, draft, submit, lock, the window, and declaring a conflict.

let t: TestApp;
let w: World;
const zh = (ref: string) => renderMessage(ref, 'zh_CN');
let expertToken: string;
let otherExpertToken: string;
let unlinkedExpert: string;
let declarerToken: string;
const declarationIds: number[] = [];
const files: { application: string; evidence: string } = { application: '', evidence: '' };
let standardId: number;

const call = (url: string, body: unknown, token: string) => t.call('POST', url, { token, body });
const reviewer = (url: string, body: unknown, token = expertToken) =>
  call(`/rest/reviewer/${url}`, body, token);
const admin = (url: string, body: unknown) => call(url, body, w.admin);
const download = (body: unknown, token = expertToken) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/reviewer/attachment',
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function upload(name: string): Promise<string> {
  const { payload, headers } = multipart(name, PDF);
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/file/upload?purpose=attachment',
    headers: { ...headers, authorization: w.declarerA },
    payload,
  });
  return res.json().dataSet.fileId as string;
}

/** An expert record in the pool, linked to a new client user of type expert; their token. */
async function expertUser(name: string, organisation: string, link = true) {
  const user = await t.createUser({ loginName: `${name}-${Date.now()}`, userType: 'expert' });
  const added = await admin('/rest/expert/add', {
    expertName: name,
    organisation,
    discipline: 'materials',
    ...(link ? { userId: user.id } : {}),
  });
  expect(added.status).toBe(200);
  return {
    expertId: added.body.dataSet.expertId as number,
    token: await t.login(user.loginName, USER_PASSWORD),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  files.application = await upload('某某大学申报书.pdf');
  files.evidence = await upload('某某大学检测报告.pdf');
  const recommending = await addRecommenders(t);
  for (const [i, name] of ['评审甲', '评审乙', '未分配'].entries()) {
    const d = await call(
      '/rest/declarer/declaration/add',
      {
        ...content(w, name),
        recommendUnitId: recommending.unitA,
        attachments:
          i === 0
            ? [
                { fileId: files.application, attachmentType: 'application' },
                { fileId: files.evidence, attachmentType: 'evidence' },
              ]
            : [],
      },
      w.declarerA,
    );
    const id = d.body.dataSet.declarationId as number;
    await call('/rest/declarer/declaration/submit', { declarationId: id }, w.declarerA);
    await admin('/rest/examination/decide', { declarationId: id, decision: 'pass' });
    declarationIds.push(id);
  }
  const one = await expertUser('站点专家', '北京大学');
  const two = await expertUser('另一专家', '清华大学');
  expertToken = one.token;
  otherExpertToken = two.token;
  unlinkedExpert = (await expertUser('未关联专家', '浙江大学', false)).token;
  declarerToken = w.declarerB;
  await admin('/rest/expert/push', { editionId: w.editionId, expertIds: [one.expertId, two.expertId] });
  const [group] = await t.db
    .insert(reviewGroups)
    .values({ editionId: w.editionId, groupName: '站点组' })
    .returning({ id: reviewGroups.id });
  // The first two declarations go to both experts (the assignment engine is tested on its own).
  for (const declarationId of declarationIds.slice(0, 2))
    for (const expertId of [one.expertId, two.expertId])
      await t.db
        .insert(reviewAssignments)
        .values({ editionId: w.editionId, groupId: group!.id, declarationId, expertId });
  await setEditionStatus(t, w.editionId, 'reviewing');
  await admin('/rest/review/settings/save', {
    editionId: w.editionId,
    reviewStart: days(-1),
    reviewEnd: days(5),
  });
});
afterAll(() => t.close());

describe('POST /rest/reviewer/list and /detail', () => {
  it('lists only my assignments with the award, the window and my status', async () => {
    const list = await reviewer('list', {});
    expect(list.status).toBe(200);
    expect(list.body.dataSet).toHaveLength(2);
    expect(list.body.dataSet[0]).toMatchObject({
      declarationId: declarationIds[0],
      projectName: '评审甲',
      awardName: expect.stringMatching(/^测试奖/),
      editionName: expect.stringMatching(/^申报测试届/),
      window: 'open',
      status: 'not_started',
      total: null,
    });
    expect(Date.parse(list.body.dataSet[0].reviewEnd)).toBeGreaterThan(Date.now());
  });

  it('reads a declaration masked when blind: no unit, no completers, no application form, files named by type', async () => {
    const detail = await reviewer('detail', { declarationId: declarationIds[0] });
    expect(detail.status).toBe(200);
    const d = detail.body.dataSet;
    expect(d).toMatchObject({ blind: true, projectName: '评审甲', window: 'open', review: null });
    expect(d.completers).toBeUndefined();
    expect(d.unitName).toBeUndefined();
    expect(d.recommendUnit).toBeUndefined();
    expect(d.attachments).toEqual([
      { fileId: files.evidence, fileName: 'evidence-1.pdf', size: PDF.length, attachmentType: 'evidence' },
    ]);
    expect(JSON.stringify(d)).not.toContain('某某大学');
    expect(d.standards[0]).toMatchObject({ standardName: '创新性', maxScore: 100, weight: 100 });
    standardId = d.standards[0].standardId;
  });

  it('downloads an offered attachment under its masked name; the application form and other files are 404', async () => {
    const ok = await download({ declarationId: declarationIds[0], fileId: files.evidence });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain('evidence-1.pdf');
    expect(ok.rawPayload.equals(PDF)).toBe(true);
    expect((await download({ declarationId: declarationIds[0], fileId: files.application })).statusCode).toBe(
      404,
    );
    expect((await download({ declarationId: declarationIds[1], fileId: files.evidence })).statusCode).toBe(
      404,
    );
    expect((await download({ declarationId: declarationIds[0], fileId: 'x' })).statusCode).toBe(400);
    expect((await download({ declarationId: declarationIds[2], fileId: files.evidence })).statusCode).toBe(
      403,
    );
    expect(
      (await download({ declarationId: declarationIds[0], fileId: files.evidence }, declarerToken))
        .statusCode,
    ).toBe(403);
  });

  it('shows the unit, the completers and every file with its name when the review is not blind', async () => {
    await admin('/rest/review/settings/save', { editionId: w.editionId, blind: false });
    const d = (await reviewer('detail', { declarationId: declarationIds[0] })).body.dataSet;
    expect(d.blind).toBe(false);
    expect(d.recommendUnit).toMatch(/^推荐单位R\d+A$/);
    expect(d.completers.map((c: { name: string }) => c.name)).toEqual(['张三', '李四']);
    expect(d.attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      '某某大学申报书.pdf',
      '某某大学检测报告.pdf',
    ]);
    const file = await download({ declarationId: declarationIds[0], fileId: files.application });
    expect(file.statusCode).toBe(200);
    await admin('/rest/review/settings/save', { editionId: w.editionId, blind: true });
  });

  it('refuses 403 to a declarer, to staff, to an expert user without an expert record, and for a declaration not assigned; 400 for bad input', async () => {
    expect((await reviewer('list', {}, declarerToken)).status).toBe(403);
    expect((await reviewer('list', {}, w.admin)).status).toBe(403);
    expect((await reviewer('list', {}, unlinkedExpert)).status).toBe(403);
    const other = await reviewer('detail', { declarationId: declarationIds[2] });
    expect(other.status).toBe(403);
    expect(other.body.rtnMessage).toBe(zh(REVIEW_MESSAGES.notAssigned));
    expect((await reviewer('detail', { declarationId: 999_999 })).status).toBe(403);
    const bad = await reviewer('detail', { declarationId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.declarationId).toBeDefined();
  });
});

describe('POST /rest/reviewer/save and /submit', () => {
  it('refuses bad scores (400) and submitting an incomplete draft (505)', async () => {
    const declarationId = declarationIds[0]!;
    const over = await reviewer('save', { declarationId, scores: [{ standardId, score: 101 }] });
    expect(over.status).toBe(400);
    expect(
      (await reviewer('save', { declarationId, scores: [{ standardId: 999_999, score: 1 }] })).status,
    ).toBe(400);
    expect((await reviewer('save', { declarationId, scores: [], familiarity: 4 })).status).toBe(400);
    const partial = await reviewer('save', { declarationId, scores: [], comment: '尚未打分' });
    expect(partial.body.dataSet).toMatchObject({ status: 'draft', total: null });
    const incomplete = await reviewer('submit', { declarationId });
    expect(incomplete.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(REVIEW_MESSAGES.scoresIncomplete),
    });
    expect((await reviewer('save', { declarationId, scores: [] }, declarerToken)).status).toBe(403);
    expect((await reviewer('save', { declarationId: declarationIds[2], scores: [] })).status).toBe(403);
  });

  it('saves a draft that the detail reads back, submits, and is locked; never shows another expert’s scores', async () => {
    const declarationId = declarationIds[0]!;
    await reviewer('save', { declarationId, scores: [{ standardId, score: 55 }] }, otherExpertToken);
    const saved = await reviewer('save', {
      declarationId,
      scores: [{ standardId, score: 82.5 }],
      comment: '创新性强',
      familiarity: 3,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.dataSet).toMatchObject({ status: 'draft', total: 82.5 });
    expect(Date.parse(saved.body.dataSet.updateTime)).toBeGreaterThan(Date.now() - 60_000);
    const draft = (await reviewer('detail', { declarationId })).body.dataSet.review;
    expect(draft).toMatchObject({
      status: 'draft',
      scores: { [standardId]: 82.5 },
      total: 82.5,
      comment: '创新性强',
      familiarity: 3,
      submittedAt: null,
    });
    const listed = (await reviewer('list', {})).body.dataSet[0];
    expect(listed).toMatchObject({ status: 'draft', total: 82.5 });

    const submitted = await reviewer('submit', { declarationId });
    expect(submitted.body.dataSet).toMatchObject({ status: 'submitted', total: 82.5 });
    const locked = await reviewer('save', { declarationId, scores: [] });
    expect(locked.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(REVIEW_MESSAGES.reviewLocked) });
    expect((await reviewer('submit', { declarationId })).body.rtnCode).toBe('505');
    const mine = (await reviewer('detail', { declarationId })).body.dataSet.review;
    expect(mine).toMatchObject({ status: 'submitted', total: 82.5 });
    expect(mine.submittedAt).not.toBeNull();
    const theirs = (await reviewer('detail', { declarationId }, otherExpertToken)).body.dataSet.review;
    expect(theirs).toMatchObject({ status: 'draft', total: 55, comment: null });
    expect((await reviewer('submit', { declarationId: 'x' })).status).toBe(400);
  });

  it('is read-only outside the review window (505), and says where the window stands', async () => {
    const declarationId = declarationIds[1]!;
    await admin('/rest/review/settings/save', {
      editionId: w.editionId,
      reviewStart: days(1),
      reviewEnd: days(5),
    });
    expect((await reviewer('detail', { declarationId })).body.dataSet.window).toBe('not_yet');
    const early = await reviewer('save', { declarationId, scores: [] });
    expect(early.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(REVIEW_MESSAGES.outsideWindow) });
    await admin('/rest/review/settings/save', {
      editionId: w.editionId,
      reviewStart: days(-5),
      reviewEnd: days(-1),
    });
    expect((await reviewer('list', {})).body.dataSet[1].window).toBe('closed');
    expect((await reviewer('save', { declarationId, scores: [] })).body.rtnCode).toBe('505');
    const late = await reviewer('conflict', { declarationId, reason: '合作关系' });
    expect(late.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(REVIEW_MESSAGES.outsideWindow) });
    await admin('/rest/review/settings/save', {
      editionId: w.editionId,
      reviewStart: days(-1),
      reviewEnd: days(5),
    });
  });
});

describe('POST /rest/reviewer/conflict', () => {
  it('needs a reason (400), refuses a submitted review (505), then removes my assignment and my draft', async () => {
    const declarationId = declarationIds[1]!;
    expect((await reviewer('conflict', { declarationId })).status).toBe(400);
    expect((await reviewer('conflict', { declarationId, reason: '亲属' }, declarerToken)).status).toBe(403);
    const submitted = await reviewer('conflict', { declarationId: declarationIds[0], reason: '亲属' });
    expect(submitted.body).toMatchObject({ rtnCode: '505', rtnMessage: zh(REVIEW_MESSAGES.reviewLocked) });
    await reviewer('save', { declarationId, scores: [{ standardId, score: 10 }] });
    const declared = await reviewer('conflict', { declarationId, reason: '与第一完成人为合作关系' });
    expect(declared.status).toBe(200);
    const [stored] = await t.db
      .select()
      .from(reviewConflicts)
      .where(eq(reviewConflicts.id, declared.body.dataSet.conflictId));
    expect(stored).toMatchObject({ source: 'expert', status: 'confirmed', reason: '与第一完成人为合作关系' });
    expect(
      (await reviewer('list', {})).body.dataSet.map((r: { declarationId: number }) => r.declarationId),
    ).toEqual([declarationIds[0]]);
    expect((await reviewer('detail', { declarationId })).status).toBe(403);
    const left = await t.db
      .select()
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.declarationId, declarationId)));
    expect(left).toHaveLength(1);
    const drafts = await t.db.select().from(reviews).where(eq(reviews.declarationId, declarationId));
    expect(drafts.filter((r) => r.status === 'draft' && r.total === 10)).toHaveLength(0);
  });
});

describe('after staff close the review (REVIEW_CLOSE)', () => {
  it('shows the window closed and refuses drafts, submits and conflicts (505)', async () => {
    const declarationId = declarationIds[0]!;
    const other = (await reviewer('list', {}, otherExpertToken)).body.dataSet;
    expect(other[0].window).toBe('open');
    const closed = await admin('/rest/review/close', { editionId: w.editionId, reason: '评审会议提前召开' });
    expect(closed.status).toBe(200);
    expect((await reviewer('list', {}, otherExpertToken)).body.dataSet[0].window).toBe('closed');
    expect((await reviewer('detail', { declarationId }, otherExpertToken)).body.dataSet.window).toBe(
      'closed',
    );
    const save = await reviewer('save', { declarationId, scores: [] }, otherExpertToken);
    expect(save.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(REVIEW_MESSAGES.reviewClosedForExperts),
    });
    expect((await reviewer('submit', { declarationId }, otherExpertToken)).body.rtnCode).toBe('505');
    const conflict = await reviewer('conflict', { declarationId, reason: '亲属' }, otherExpertToken);
    expect(conflict.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: zh(REVIEW_MESSAGES.reviewClosedForExperts),
    });
  });
});
