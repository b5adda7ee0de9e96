import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionStatusHistory, editions } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';
import { EditionService } from './service';
import { EditionStatusService } from './status';

let t: TestApp;
let admin: string;
let noRoles: string;
let awardId: number;
let secondAwardId: number;

const HOUR = 3600_000;
/** An ISO time n days from now. */
const days = (n: number) => new Date(Date.now() + n * 24 * HOUR).toISOString();
/** Windows one after another, the declaration open now. */
const OPEN_WINDOWS = {
  declarationStart: days(-1),
  declarationEnd: days(10),
  examinationStart: days(11),
  examinationEnd: days(20),
  reviewStart: days(21),
  reviewEnd: days(30),
  meetingStart: days(31),
  meetingEnd: days(35),
  publicityStart: days(36),
  publicityEnd: days(45),
};
/** The same windows, all closed. */
const PAST_WINDOWS = {
  declarationStart: days(-50),
  declarationEnd: days(-40),
  examinationStart: days(-40),
  examinationEnd: days(-30),
  reviewStart: days(-30),
  reviewEnd: days(-20),
  meetingStart: days(-20),
  meetingEnd: days(-10),
  publicityStart: days(-10),
  publicityEnd: days(-1),
};

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/edition/${url}`, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'ed-no-roles' });
  noRoles = await t.login('ed-no-roles', USER_PASSWORD);
  const award = async (awardCode: string, awardName: string) => {
    const res = await t.call('POST', '/rest/prize/add', {
      token: admin,
      body: {
        awardCode,
        awardName,
        category: 'progress',
        grades: [
          { gradeName: '一等奖', gradeLevel: 1, quota: 2 },
          { gradeName: '二等奖', gradeLevel: 2, quota: 4 },
        ],
        standards: [
          { standardName: '创新性', maxScore: 100, weight: 50 },
          { standardName: '效益', maxScore: 100, weight: 50 },
        ],
      },
    });
    return res.body.dataSet.awardId as number;
  };
  awardId = await award('ED_AWARD', '科技进步奖');
  secondAwardId = await award('ED_AWARD_2', '技术发明奖');
});
afterAll(() => t.close());

let serial = 0;
async function addEdition(fields: Record<string, unknown> = {}) {
  serial += 1;
  const res = await call('add', { editionName: `第${serial}届`, year: 2026, ...fields });
  if (res.status !== 200) throw new Error(`add edition: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dataSet.editionId as number;
}

/** A draft with the award in it and open windows: ready to open. */
async function readyEdition() {
  const editionId = await addEdition(OPEN_WINDOWS);
  await call('prize/add', { editionId, awardIds: [awardId] });
  return editionId;
}

const statusOf = async (editionId: number) =>
  (await t.db.select({ status: editions.status }).from(editions).where(eq(editions.id, editionId)))[0]
    ?.status;

describe('add, update, page, detail, delete', () => {
  it('offers every signed-in user the editions to choose from, and 401 without a session', async () => {
    const res = await t.call('POST', '/rest/edition/options', { token: admin, body: {} });
    expect(res.status).toBe(200);
    for (const option of res.body.dataSet) {
      expect(Object.keys(option).sort()).toEqual(['editionId', 'editionName', 'status', 'year']);
    }
    expect((await t.call('POST', '/rest/edition/options', { body: {} })).status).toBe(401);
  });

  it('creates a draft with windows and lists it', async () => {
    const editionId = await addEdition({
      editionName: '2026年度科技奖',
      ...OPEN_WINDOWS,
      remark: '年度评选',
    });
    const detail = (await call('detail', { editionId })).body.dataSet;
    expect(detail).toMatchObject({
      editionName: '2026年度科技奖',
      year: 2026,
      status: 'draft',
      remark: '年度评选',
      awardCount: 0,
      awards: [],
      declarationEnd: OPEN_WINDOWS.declarationEnd,
    });
    const page = await call('page', { editionName: '科技奖', year: 2026, status: 'draft' });
    expect(page.body.dataSet.result.map((e: { editionId: number }) => e.editionId)).toEqual([editionId]);
    expect((await call('page', { status: 'finished', editionName: '科技奖' })).body.dataSet.totalCount).toBe(
      0,
    );

    const updated = await call('update', {
      editionId,
      editionName: '2026年度科技奖（修订）',
      publicityEnd: days(50),
    });
    expect(updated.body.dataSet).toMatchObject({ editionName: '2026年度科技奖（修订）', year: 2026 });
    expect(new Date(updated.body.dataSet.publicityEnd).getTime()).toBeGreaterThan(
      new Date(OPEN_WINDOWS.publicityEnd).getTime(),
    );
  });

  it('checks window ordering on add (400) and on the merged windows of an update (400, nothing saved)', async () => {
    const bad = await call('add', {
      editionName: '乱序',
      year: 2026,
      declarationStart: days(0),
      declarationEnd: days(10),
      examinationStart: days(5),
      examinationEnd: days(12),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toEqual({
      examinationStart: '形式审查开始时间不能早于申报结束时间',
    });

    const editionId = await addEdition(OPEN_WINDOWS);
    const merged = await call('update', { editionId, declarationEnd: days(25) });
    expect(merged.status).toBe(400);
    expect(merged.body.dataSet.fieldErrors).toEqual({
      examinationStart: '形式审查开始时间不能早于申报结束时间',
    });
    expect((await call('detail', { editionId })).body.dataSet.declarationEnd).toBe(
      OPEN_WINDOWS.declarationEnd,
    );

    expect((await call('add', { editionName: '', year: 1900 })).body.dataSet.fieldErrors).toEqual({
      editionName: '请输入届次名称',
      year: '年度必须是2000至2100之间的整数',
    });
    expect((await call('add', { editionName: 'x', year: 2026, declarationStart: 'yesterday' })).status).toBe(
      400,
    );
    expect((await call('page', { status: 'open' })).status).toBe(400);
    expect((await call('detail', { editionId: 999_999 })).status).toBe(404);
    const name = (await call('detail', { editionId })).body.dataSet.editionName;
    expect((await call('add', { editionName: name, year: 2026 })).status).toBe(409);
  });

  it('deletes drafts only', async () => {
    const draft = await readyEdition();
    expect((await call('delete', { editionId: draft })).body.dataSet).toEqual({ count: 1 });
    expect(await statusOf(draft)).toBeUndefined();

    const open = await readyEdition();
    await call('transition', { editionId: open, target: 'declaring' });
    const refused = await call('delete', { editionId: open });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: '只有草稿状态的届次可以删除，当前为「申报中」',
    });
    expect((await call('delete', {})).status).toBe(400);
  });

  it('answers 403 without the codes', async () => {
    const editionId = await addEdition();
    for (const [url, body] of [
      ['page', {}],
      ['detail', { editionId }],
      ['history', { editionId }],
      ['add', { editionName: '无权', year: 2026 }],
      ['update', { editionId, remark: '无权' }],
      ['delete', { editionId }],
      ['prize/add', { editionId, awardIds: [awardId] }],
      ['prize/remove', { editionId, awardId }],
      ['grade/save', { editionId, awardId, grades: [{ gradeName: '一等奖', gradeLevel: 1, quota: 1 }] }],
      [
        'standard/save',
        { editionId, awardId, standards: [{ standardName: '综合', maxScore: 100, weight: 100 }] },
      ],
      ['flow/save', { editionId, awardId, flow: ['formal_examination', 'expert_review', 'publicity'] }],
      ['transition', { editionId, target: 'declaring' }],
    ] as const) {
      expect((await call(url, body, noRoles)).status, url).toBe(403);
    }
    expect(await statusOf(editionId)).toBe('draft');
  });
});

describe('400 on bad input', () => {
  it('answers 400 with field errors on every route', async () => {
    const cases = [
      ['page', { year: 'x' }, 'year'],
      ['detail', {}, 'editionId'],
      ['history', { editionId: 'a' }, 'editionId'],
      ['add', { editionName: 'x', year: 2026, reviewStart: days(1) }, 'reviewEnd'],
      ['update', { editionId: 1, year: 3000 }, 'year'],
      ['delete', { editionId: -1 }, 'editionId'],
      ['prize/add', { editionId: 1, awardIds: ['x'] }, 'awardIds.0'],
      ['prize/remove', { editionId: 1 }, 'awardId'],
      [
        'grade/save',
        { editionId: 1, awardId: 1, grades: [{ gradeName: '', gradeLevel: 1, quota: 1 }] },
        'grades.0.gradeName',
      ],
      ['standard/save', { editionId: 1, awardId: 1, standards: [] }, 'standards'],
      ['flow/save', { editionId: 1, awardId: 1, flow: ['publicity', 'formal_examination'] }, 'flow'],
      ['transition', { editionId: 1 }, 'target'],
    ] as const;
    for (const [url, body, field] of cases) {
      const res = await call(url, body);
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.body.dataSet.fieldErrors), url).toContain(field);
    }
  });
});

describe('awards in an edition', () => {
  it('copies grades, standards and flow, then edits the copies only', async () => {
    const editionId = await addEdition();
    const added = await call('prize/add', { editionId, awardIds: [awardId, secondAwardId] });
    expect(added.status).toBe(200);
    const [copy] = added.body.dataSet.awards;
    expect(copy).toMatchObject({
      awardId,
      grades: [
        { gradeName: '一等奖', gradeLevel: 1, quota: 2 },
        { gradeName: '二等奖', gradeLevel: 2, quota: 4 },
      ],
      standards: [expect.objectContaining({ weight: 50 }), expect.objectContaining({ weight: 50 })],
    });
    expect(copy.flow).toHaveLength(5);

    const grades = await call('grade/save', {
      editionId,
      awardId,
      grades: [{ gradeName: '一等奖', gradeLevel: 1, quota: 5 }],
    });
    expect(grades.body.dataSet.awards[0].grades).toEqual([{ gradeName: '一等奖', gradeLevel: 1, quota: 5 }]);
    const standards = await call('standard/save', {
      editionId,
      awardId,
      standards: [{ standardName: '综合评价', maxScore: 10, weight: 100 }],
    });
    expect(standards.body.dataSet.awards[0].standards).toEqual([
      { standardName: '综合评价', description: null, maxScore: 10, weight: 100 },
    ]);
    const flow = await call('flow/save', {
      editionId,
      awardId,
      flow: ['formal_examination', 'meeting_review', 'publicity'],
    });
    expect(flow.body.dataSet.awards[0].flow).toEqual(['formal_examination', 'meeting_review', 'publicity']);
    // The award itself is untouched.
    const award = (await t.call('POST', '/rest/prize/detail', { token: admin, body: { awardId } })).body
      .dataSet;
    expect(award.grades).toHaveLength(2);
    expect(award.flow).toHaveLength(5);

    const removed = await call('prize/remove', { editionId, awardId: secondAwardId });
    expect(removed.body.dataSet.awards.map((a: { awardId: number }) => a.awardId)).toEqual([awardId]);
  });

  it('refuses duplicates, disabled awards, bad sets and changes the status no longer allows', async () => {
    const editionId = await addEdition();
    await call('prize/add', { editionId, awardIds: [awardId] });
    const again = await call('prize/add', { editionId, awardIds: [awardId] });
    expect(again.body).toMatchObject({ rtnCode: '505', rtnMessage: '奖项「科技进步奖」已在本届次中' });

    const disabled = (
      await t.call('POST', '/rest/prize/add', {
        token: admin,
        body: { awardCode: 'ED_OFF', awardName: '停用奖项', category: 'talent', status: 0 },
      })
    ).body.dataSet.awardId;
    const off = await call('prize/add', { editionId, awardIds: [disabled] });
    expect(off.body).toMatchObject({ rtnCode: '505', rtnMessage: '奖项「停用奖项」已停用，不能加入届次' });

    expect((await call('prize/add', { editionId, awardIds: [] })).status).toBe(400);
    expect((await call('prize/add', { editionId, awardIds: [999_999] })).status).toBe(404);
    const weights = await call('standard/save', {
      editionId,
      awardId,
      standards: [{ standardName: '综合', maxScore: 100, weight: 99 }],
    });
    expect(weights.body.dataSet.fieldErrors).toEqual({ standards: '评分标准权重之和必须为100，当前为99' });
    expect(
      (
        await call('grade/save', {
          editionId,
          awardId: secondAwardId,
          grades: [{ gradeName: '一等奖', gradeLevel: 1, quota: 1 }],
        })
      ).status,
    ).toBe(404);

    // Once examination starts, the awards and their flow are fixed; grades stay editable until publicity.
    const edition = await readyEdition();
    await call('transition', { editionId: edition, target: 'declaring' });
    await call('update', { editionId: edition, ...PAST_WINDOWS });
    await call('transition', { editionId: edition, target: 'examining' });
    const flow = await call('flow/save', {
      editionId: edition,
      awardId,
      flow: ['formal_examination', 'expert_review', 'publicity'],
    });
    expect(flow.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: '届次处于「形式审查」状态，不能再修改评审流程',
    });
    expect((await call('prize/remove', { editionId: edition, awardId })).status).toBe(422);
    const quota = await call('grade/save', {
      editionId: edition,
      awardId,
      grades: [{ gradeName: '一等奖', gradeLevel: 1, quota: 3 }],
    });
    expect(quota.status).toBe(200);
  });
});

describe('status transitions and history', () => {
  it('walks draft to finished, one recorded step at a time', async () => {
    const editionId = await readyEdition();
    const opened = await call('transition', { editionId, target: 'declaring', note: '启动申报' });
    expect(opened.status).toBe(200);
    expect(opened.body.dataSet.status).toBe('declaring');
    // Closing the windows early is done by moving them, then each step is allowed.
    expect((await call('update', { editionId, ...PAST_WINDOWS })).status).toBe(200);
    for (const target of ['examining', 'reviewing', 'publicity', 'finished']) {
      const res = await call('transition', { editionId, target });
      expect(res.status, target).toBe(200);
      expect(res.body.dataSet.status).toBe(target);
    }
    const history = (await call('history', { editionId })).body.dataSet;
    expect(
      history.map((h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}>${h.toStatus}`),
    ).toEqual([
      'draft>declaring',
      'declaring>examining',
      'examining>reviewing',
      'reviewing>publicity',
      'publicity>finished',
    ]);
    expect(history[0]).toMatchObject({ operator: 'admin', note: '启动申报' });
    const locked = await call('update', { editionId, remark: '结束后修改' });
    expect(locked.body).toMatchObject({ rtnCode: '505', rtnMessage: '届次已结束，不能再修改' });
  });

  it('refuses illegal moves with the reason and changes nothing', async () => {
    const empty = await addEdition(OPEN_WINDOWS);
    const noAwards = await call('transition', { editionId: empty, target: 'declaring' });
    expect(noAwards.status).toBe(422);
    expect(noAwards.body).toMatchObject({ rtnCode: '505', rtnMessage: '届次尚未加入任何奖项，不能开始申报' });

    const editionId = await readyEdition();
    const skip = await call('transition', { editionId, target: 'reviewing' });
    expect(skip.body.rtnMessage).toBe('届次当前为「草稿」，下一步只能是「申报中」，不能跳至「评审中」');
    await call('transition', { editionId, target: 'declaring' });
    const early = await call('transition', { editionId, target: 'examining' });
    expect(early.status).toBe(422);
    expect(early.body.rtnMessage).toMatch(/^申报时间尚未结束（截止 .+），不能进入形式审查$/);
    expect(await statusOf(editionId)).toBe('declaring');
    expect(
      await t.db.select().from(editionStatusHistory).where(eq(editionStatusHistory.editionId, editionId)),
    ).toHaveLength(1);

    expect((await call('transition', { editionId, target: 'open' })).status).toBe(400);
    expect((await call('transition', { editionId: 999_999, target: 'declaring' })).status).toBe(404);
    expect((await call('history', { editionId: 999_999 })).status).toBe(404);
  });
});

describe('advanceDue(now)', () => {
  it('moves editions whose window closed, reports blocked ones, leaves drafts alone', async () => {
    const service = new EditionStatusService(t.db, new EditionService(t.db));
    const due = await readyEdition();
    await call('transition', { editionId: due, target: 'declaring' });
    await call('update', { editionId: due, ...PAST_WINDOWS });

    const stuck = await readyEdition();
    await call('transition', { editionId: stuck, target: 'declaring' });
    await call('update', {
      editionId: stuck,
      ...Object.fromEntries(Object.keys(PAST_WINDOWS).map((k) => [k, null])),
      declarationStart: days(-5),
      declarationEnd: days(-1),
    });
    const draft = await addEdition(PAST_WINDOWS);

    const outcome = await service.advanceDue(new Date());
    expect(outcome.moved.filter((m) => m.editionId === due).map((m) => m.to)).toEqual([
      'examining',
      'reviewing',
      'publicity',
      'finished',
    ]);
    expect(outcome.blocked.map((b) => ({ ...b, reason: zh(b.reason) }))).toEqual([
      { editionId: stuck, status: 'declaring', reason: '请先设置形式审查时间' },
    ]);
    expect(outcome.moved.some((m) => m.editionId === draft || m.editionId === stuck)).toBe(false);
    expect(await statusOf(due)).toBe('finished');
    expect(await statusOf(stuck)).toBe('declaring');
    const history = (await call('history', { editionId: due })).body.dataSet;
    expect(history.slice(1).every((h: { operator: string }) => h.operator === 'system')).toBe(true);

    // Nothing is due any more: a second run moves nothing.
    expect((await service.advanceDue(new Date())).moved).toEqual([]);
  });
});
