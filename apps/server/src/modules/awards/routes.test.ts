import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardGrades, awards } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let noRoles: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'aw-no-roles' });
  noRoles = await t.login('aw-no-roles', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/prize/${url}`, { token, body });

const GRADES = [
  { gradeName: '一等奖', gradeLevel: 1, quota: 2 },
  { gradeName: '二等奖', gradeLevel: 2, quota: 5 },
];
const STANDARDS = [
  { standardName: '创新性', description: '技术创新程度', maxScore: 100, weight: 60 },
  { standardName: '效益', maxScore: 100, weight: 40 },
];

let serial = 0;
async function addAward(fields: Record<string, unknown> = {}) {
  serial += 1;
  const res = await call('add', {
    awardCode: `AW_${serial}`,
    awardName: `奖项${serial}`,
    category: 'progress',
    ...fields,
  });
  if (res.status !== 200) throw new Error(`add award: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dataSet as { awardId: number; awardCode: string };
}

describe('POST /rest/prize/add, /update, /detail, /page', () => {
  it('creates an award with grades, standards and flow, and lists it by filters', async () => {
    const award = await addAward({
      awardName: '技术发明一号',
      category: 'invention',
      grades: GRADES,
      standards: STANDARDS,
      flow: ['formal_examination', 'expert_review', 'meeting_review', 'publicity'],
    });
    const detail = (await call('detail', { awardId: award.awardId })).body.dataSet;
    expect(detail).toMatchObject({
      awardName: '技术发明一号',
      category: 'invention',
      status: 1,
      editionCount: 0,
      grades: GRADES,
      standards: [{ ...STANDARDS[0] }, { ...STANDARDS[1], description: null }],
      flow: ['formal_examination', 'expert_review', 'meeting_review', 'publicity'],
    });
    // Without a flow an award gets all five stages.
    const plain = await addAward({ category: 'talent' });
    expect((await call('detail', { awardId: plain.awardId })).body.dataSet.flow).toHaveLength(5);

    const page = await call('page', { awardName: '发明一号', category: 'invention', status: 1 });
    expect(page.status).toBe(200);
    expect(page.body.dataSet.result.map((a: { awardId: number }) => a.awardId)).toEqual([award.awardId]);
    expect((await call('page', { category: 'talent' })).body.dataSet.totalCount).toBe(1);
    expect((await call('options', undefined)).body.dataSet).toEqual(
      expect.arrayContaining([expect.objectContaining({ awardId: award.awardId })]),
    );

    const updated = await call('update', {
      awardId: award.awardId,
      awardName: '技术发明奖',
      description: '说明',
    });
    expect(updated.body.dataSet).toMatchObject({
      awardName: '技术发明奖',
      description: '说明',
      awardCode: award.awardCode,
    });
  });

  it('answers 400, 404, 409 and 403', async () => {
    const bad = await call('add', { awardCode: 'x', awardName: '', category: 'none' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toEqual({
      awardCode: '奖项编码为2至32位大写字母、数字、下划线或中划线，以字母开头',
      awardName: '请输入奖项名称',
      category: '奖项类别不正确',
    });
    // A category never chosen asks for one (issue 14), not that it is wrong.
    const unchosen = await call('add', { awardCode: 'NEW_ONE', awardName: '新奖项', category: '' });
    expect(unchosen.body.dataSet.fieldErrors).toEqual({ category: '请选择奖项类别' });
    const first = await addAward();
    const taken = await call('add', { awardCode: first.awardCode, awardName: '重复', category: 'progress' });
    expect(taken.status).toBe(409);
    expect(taken.body.dataSet.fieldErrors).toEqual({ awardCode: '该奖项编码已存在' });
    expect((await call('update', { awardId: 999_999, awardName: '无' })).status).toBe(404);
    expect((await call('detail', { awardId: 999_999 })).status).toBe(404);
    expect((await call('page', { status: 3 })).status).toBe(400);
    for (const [url, body] of [
      ['page', {}],
      ['detail', { awardId: first.awardId }],
      ['add', { awardCode: 'DENIED', awardName: '无权', category: 'progress' }],
      ['update', { awardId: first.awardId, awardName: '无权' }],
    ] as const) {
      expect((await call(url, body, noRoles)).status, url).toBe(403);
    }
  });
});

describe('400 on bad input', () => {
  it('answers 400 with field errors on every route', async () => {
    const cases = [
      ['page', { category: 'x' }, 'category'],
      ['detail', {}, 'awardId'],
      ['add', { awardCode: 'OK_CODE', awardName: '名称', category: 'progress', flow: [] }, 'flow'],
      ['update', { awardId: 1, awardName: '' }, 'awardName'],
      ['delete', { awardId: 'x' }, 'awardId'],
      ['updateStatus', { awardIds: [], status: 1 }, 'awardIds'],
      [
        'grades/save',
        { awardId: 1, grades: [{ gradeName: '一等奖', gradeLevel: 0, quota: 1 }] },
        'grades.0.gradeLevel',
      ],
      [
        'standards/save',
        { awardId: 1, standards: [{ standardName: '甲', maxScore: 0, weight: 100 }] },
        'standards.0.maxScore',
      ],
      ['flow/save', { awardId: 1 }, 'flow'],
    ] as const;
    for (const [url, body, field] of cases) {
      const res = await call(url, body);
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.body.dataSet.fieldErrors), url).toContain(field);
    }
  });
});

describe('grades, standards and flow', () => {
  it('replaces each set as a whole', async () => {
    const award = await addAward({ grades: GRADES });
    const grades = await call('grades/save', {
      awardId: award.awardId,
      grades: [{ gradeName: '特等奖', gradeLevel: 1, quota: 1 }],
    });
    expect(grades.status).toBe(200);
    expect(grades.body.dataSet.grades).toEqual([{ gradeName: '特等奖', gradeLevel: 1, quota: 1 }]);
    expect(await t.db.select().from(awardGrades).where(eq(awardGrades.awardId, award.awardId))).toHaveLength(
      1,
    );

    const standards = await call('standards/save', { awardId: award.awardId, standards: STANDARDS });
    expect(standards.body.dataSet.standards.map((s: { weight: number }) => s.weight)).toEqual([60, 40]);

    const flow = await call('flow/save', {
      awardId: award.awardId,
      flow: ['formal_examination', 'meeting_review', 'publicity'],
    });
    expect(flow.body.dataSet.flow).toEqual(['formal_examination', 'meeting_review', 'publicity']);
  });

  it('refuses weights that do not sum to 100, bad grades and bad flows, changing nothing', async () => {
    const award = await addAward({ standards: STANDARDS, grades: GRADES });
    const weights = await call('standards/save', {
      awardId: award.awardId,
      standards: [{ standardName: '创新性', maxScore: 100, weight: 70 }],
    });
    expect(weights.status).toBe(400);
    expect(weights.body.dataSet.fieldErrors).toEqual({ standards: '评分标准权重之和必须为100，当前为70' });
    expect((await call('detail', { awardId: award.awardId })).body.dataSet.standards).toHaveLength(2);

    const dupLevel = await call('grades/save', {
      awardId: award.awardId,
      grades: [GRADES[0], { ...GRADES[1], gradeLevel: 1 }],
    });
    expect(dupLevel.body.dataSet.fieldErrors).toEqual({ grades: '等级序号不能重复' });
    expect(
      (await call('grades/save', { awardId: award.awardId, grades: [] })).body.dataSet.fieldErrors,
    ).toEqual({
      grades: '请至少设置一个奖励等级',
    });

    const order = await call('flow/save', {
      awardId: award.awardId,
      flow: ['expert_review', 'formal_examination', 'publicity'],
    });
    expect(order.body.dataSet.fieldErrors).toEqual({
      flow: '评审环节须按 形式审查→推荐→专家评审→会议评审→公示 的顺序排列',
    });
    expect(
      (await call('flow/save', { awardId: award.awardId, flow: ['formal_examination', 'publicity'] })).body
        .dataSet.fieldErrors,
    ).toEqual({
      flow: '评审流程必须包含专家评审或会议评审',
    });
    expect((await call('flow/save', { awardId: award.awardId, flow: ['vote'] })).status).toBe(400);
    expect((await call('grades/save', { awardId: 999_999, grades: GRADES })).status).toBe(404);
  });

  it('needs PRIZE_EDIT', async () => {
    const award = await addAward();
    expect((await call('grades/save', { awardId: award.awardId, grades: GRADES }, noRoles)).status).toBe(403);
    expect(
      (await call('standards/save', { awardId: award.awardId, standards: STANDARDS }, noRoles)).status,
    ).toBe(403);
    expect(
      (await call('flow/save', { awardId: award.awardId, flow: ['formal_examination'] }, noRoles)).status,
    ).toBe(403);
  });
});

describe('enable/disable and delete', () => {
  it('enables and disables awards; disabled ones leave the picker', async () => {
    const award = await addAward();
    expect((await call('updateStatus', { awardIds: [award.awardId], status: 0 })).status).toBe(200);
    const options = (await call('options', undefined)).body.dataSet as { awardId: number }[];
    expect(options.some((o) => o.awardId === award.awardId)).toBe(false);
    expect((await call('updateStatus', { awardIds: [award.awardId], status: 2 })).status).toBe(400);
    expect((await call('updateStatus', { awardIds: [999_999], status: 1 })).status).toBe(404);
    expect((await call('updateStatus', { awardIds: [award.awardId], status: 1 }, noRoles)).status).toBe(403);
  });

  it('deletes an unused award and refuses one an edition includes, saying which', async () => {
    const free = await addAward({ grades: GRADES, standards: STANDARDS });
    expect((await call('delete', { awardId: free.awardId })).body.dataSet).toEqual({ count: 1 });
    expect(await t.db.select().from(awardGrades).where(eq(awardGrades.awardId, free.awardId))).toEqual([]);
    expect((await call('delete', { awardId: free.awardId })).status).toBe(404);

    const used = await addAward({ awardName: '在用奖项', grades: GRADES });
    const edition = await t.call('POST', '/rest/edition/add', {
      token: admin,
      body: { editionName: '2030年度', year: 2030 },
    });
    await t.call('POST', '/rest/edition/prize/add', {
      token: admin,
      body: { editionId: edition.body.dataSet.editionId, awardIds: [used.awardId] },
    });
    const refused = await call('delete', { awardId: used.awardId });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: '奖项「在用奖项」已被届次「2030年度」使用，不能删除',
    });
    expect(await t.db.select().from(awards).where(eq(awards.id, used.awardId))).toHaveLength(1);
    expect((await call('detail', { awardId: used.awardId })).body.dataSet.editionCount).toBe(1);
    expect((await call('delete', {})).status).toBe(400);
    expect((await call('delete', { awardId: used.awardId }, noRoles)).status).toBe(403);
  });
});
