import { DECLARATION_MESSAGES } from '@awards/shared/declarations';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../db/schema';
import { addRecommenders, buildWorld, content, days, type World } from '../../test/declarations';
import { createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let w: World;

const call = (url: string, body: unknown, token = w.admin) =>
  t.call('POST', `/rest/declare/${url}`, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(() => t.close());

describe('declarations for staff', () => {
  it("adds on a unit's behalf, edits, pages with filters and shows the whole trail", async () => {
    const added = await call('add', { ...content(w, '代报项目'), unitId: w.unitB });
    expect(added.status).toBe(200);
    const id = added.body.dataSet.declarationId as number;
    expect(added.body.dataSet).toMatchObject({ unitId: w.unitB, regionCode: '310000', status: 'draft' });
    expect(added.body.dataSet.audits).toMatchObject([
      { action: 'create', actorKind: 'staff', actor: 'admin' },
    ]);
    const edited = await call('update', {
      declarationId: id,
      ...content(w, '代报项目（改）'),
      regionCode: '320000',
    });
    expect(edited.body.dataSet).toMatchObject({ projectName: '代报项目（改）', regionCode: '320000' });
    await t.call('POST', '/rest/declarer/declaration/submit', {
      token: w.declarerB,
      body: { declarationId: id },
    });
    await call('add', { ...content(w, '另一个'), unitId: w.unitA });

    const page = async (filter: object) =>
      (await call('page', { editionId: w.editionId, ...filter })).body.dataSet.result.map(
        (r: { declarationId: number }) => r.declarationId,
      );
    expect(await page({ unitId: w.unitB })).toEqual([id]);
    expect(await page({ status: 'submitted', awardId: w.awardId })).toEqual([id]);
    expect(await page({ regionCode: '320000' })).toEqual([id]);
    expect(await page({ discipline: 'materials' })).toHaveLength(2);
    expect(await page({ submittedFrom: days(-1), submittedTo: days(1) })).toEqual([id]);
    expect(await page({ submittedTo: days(-1) })).toEqual([]);

    const detail = (await call('detail', { declarationId: id })).body.dataSet;
    expect(detail.audits.map((a: { action: string }) => a.action)).toEqual(['create', 'submit']);
    expect(detail.keyData).toEqual({ 专利数: 12, 经济效益: '3亿元' });
  });

  it('revokes with the reason kept, deletes drafts only', async () => {
    const id = (await call('add', { ...content(w), unitId: w.unitA })).body.dataSet.declarationId;
    await t.call('POST', '/rest/declarer/declaration/submit', {
      token: w.declarerA,
      body: { declarationId: id },
    });
    const refused = await call('delete', { declarationId: id });
    expect(refused.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: '只有草稿状态的申报可以删除，当前为「已提交」',
    });
    const revoked = await call('revoke', { declarationId: id, reason: '单位申请撤回' });
    expect(revoked.body.dataSet.audits.at(-1)).toMatchObject({
      action: 'withdraw',
      fromStatus: 'submitted',
      toStatus: 'withdrawn',
      opinion: '单位申请撤回',
      actorKind: 'staff',
    });
    const draft = (await call('add', { ...content(w), unitId: w.unitA })).body.dataSet.declarationId;
    expect((await call('delete', { declarationId: draft })).body.dataSet).toEqual({ count: 1 });
    expect((await call('detail', { declarationId: draft })).status).toBe(404);
  });

  it('exports the filtered list to Excel', async () => {
    const res = await t.call('POST', '/rest/declare/export', {
      token: w.admin,
      body: { editionId: w.editionId, unitId: w.unitB },
    });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('申报列表')!;
    expect(sheet.getRow(1).getCell(4).value).toBe('项目名称');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(4).value).toBe('代报项目（改）');
    expect(sheet.getRow(2).getCell(10).value).toBe('已提交');
    // Names, not codes: the discipline's label, the region's name, the grade's name.
    expect(sheet.getRow(2).getCell(7).value).toBe('材料科学与工程');
    expect(sheet.getRow(2).getCell(8).value).toBe('江苏省');
    expect(sheet.getRow(2).getCell(9).value).toBe('一等奖');
  });

  it('extends one unit window and validates it', async () => {
    const ok = await call('extension/save', { editionId: w.editionId, unitId: w.unitA, until: days(3) });
    expect(ok.body.dataSet).toMatchObject({ editionId: w.editionId, unitId: w.unitA });
    expect(
      (await call('extension/save', { editionId: w.editionId, unitId: w.unitA, until: days(-1) })).status,
    ).toBe(400);
    expect(
      (await call('extension/save', { editionId: w.editionId, unitId: w.unitA, until: 'soon' })).status,
    ).toBe(400);
    const cleared = await call('extension/save', { editionId: w.editionId, unitId: w.unitA, until: null });
    expect(cleared.body.dataSet.until).toBeNull();
  });

  it('answers 400 on bad input and 404 for a unit that is not a declaring unit', async () => {
    expect((await call('add', { ...content(w) })).body.dataSet.fieldErrors).toEqual({
      unitId: '请选择申报单位',
    });
    expect((await call('page', { status: 'nope' })).status).toBe(400);
    expect((await call('page', { submittedFrom: 'yesterday' })).status).toBe(400);
    expect((await call('revoke', { declarationId: 1 })).status).toBe(400);
    expect((await call('add', { ...content(w), unitId: 1 })).status).toBe(404);
  });

  it('refuses a discipline or region code that does not exist, with the field and its key, and writes nothing', async () => {
    const unknown = { discipline: 'information', regionCode: '999999' };
    const before = await t.db.$count(declarations);
    const added = await call('add', { ...content(w, '未知代码'), unitId: w.unitA, ...unknown });
    expect(added.status).toBe(400);
    expect(added.body.dataSet).toMatchObject({
      fieldErrors: {
        discipline: zh(DECLARATION_MESSAGES.disciplineUnknown),
        regionCode: zh(DECLARATION_MESSAGES.regionUnknown),
      },
      fieldKeys: {
        discipline: { key: 'declarations.disciplineUnknown' },
        regionCode: { key: 'declarations.regionUnknown' },
      },
    });
    expect(await t.db.$count(declarations)).toBe(before);

    const id = (await call('add', { ...content(w, '已知代码'), unitId: w.unitA, regionCode: '330102' })).body
      .dataSet.declarationId as number;
    const english = await t.call('POST', '/rest/declare/update', {
      token: w.admin,
      headers: { 'accept-language': 'en_GB' },
      body: { declarationId: id, ...content(w, '已知代码'), discipline: 'information' },
    });
    expect(english.status).toBe(400);
    expect(english.body.dataSet.fieldErrors).toEqual({
      discipline: 'The discipline is not in the discipline dictionary',
    });
    const region = await call('update', {
      declarationId: id,
      ...content(w, '已知代码'),
      regionCode: '110199',
    });
    expect(region.body.dataSet.fieldKeys).toEqual({ regionCode: { key: 'declarations.regionUnknown' } });
    const [kept] = await t.db.select().from(declarations).where(eq(declarations.id, id));
    expect(kept).toMatchObject({ discipline: 'materials', regionCode: '330102' });

    // The declarer's own form goes through the same rule.
    const own = await t.call('POST', '/rest/declarer/declaration/add', {
      token: w.declarerA,
      body: { ...content(w, '申报人未知代码'), discipline: 'nope' },
    });
    expect(own.status).toBe(400);
    expect(own.body.dataSet.fieldKeys).toEqual({ discipline: { key: 'declarations.disciplineUnknown' } });
  });

  it('names the recommending unit only from the list of recommending organisations (代为申报)', async () => {
    const r = await addRecommenders(t);
    const list = await call('recommendUnits', {});
    expect(list.status).toBe(200);
    const units = list.body.dataSet as { organId: number; organName: string }[];
    const named = units.find((u) => u.organId === r.unitA);
    expect(named?.organName).toMatch(/^推荐单位/);
    // Declaring units are not recommending units: not in the list.
    expect(units.some((u) => u.organId === w.unitA || u.organId === w.unitB)).toBe(false);
    // The site's declarer gets the same list.
    const declarerList = await t.call('POST', '/rest/declarer/recommendUnits', {
      token: w.declarerA,
      body: {},
    });
    expect(declarerList.body.dataSet).toEqual(units);

    const added = await call('add', {
      ...content(w, '推荐单位代报'),
      unitId: w.unitA,
      recommendUnitId: r.unitA,
    });
    expect(added.status, added.body.rtnMessage).toBe(200);
    expect(added.body.dataSet).toMatchObject({ recommendUnitId: r.unitA, recommendUnit: named!.organName });
    const id = added.body.dataSet.declarationId as number;

    // A declaring unit's id, an unknown id, not an id: 400 on the field, nothing changes.
    const before = await t.db.$count(declarations);
    for (const recommendUnitId of [w.unitB, 999_999, 'x', 0]) {
      const refused = await call('update', {
        declarationId: id,
        ...content(w, '推荐单位代报'),
        recommendUnitId,
      });
      expect(refused.status, String(recommendUnitId)).toBe(400);
      expect(refused.body.dataSet.fieldErrors).toHaveProperty('recommendUnitId');
      const addedBad = await call('add', { ...content(w, '不应写入'), unitId: w.unitA, recommendUnitId });
      expect(addedBad.status, String(recommendUnitId)).toBe(400);
    }
    expect(await t.db.$count(declarations)).toBe(before);
    // A typed name is no field of the form any more: dropped, the unit named stays.
    const typed = await call('update', {
      declarationId: id,
      ...content(w, '推荐单位代报'),
      recommendUnit: '手填的推荐单位',
    });
    expect(typed.body.dataSet).toMatchObject({ recommendUnitId: r.unitA, recommendUnit: named!.organName });
    expect((await call('detail', { declarationId: id })).body.dataSet).toMatchObject({
      recommendUnitId: r.unitA,
      recommendUnit: named!.organName,
    });

    // Another recommending unit, then none: the name follows the id.
    const moved = await call('update', {
      declarationId: id,
      ...content(w, '推荐单位代报'),
      recommendUnitId: r.unitB,
    });
    expect(moved.body.dataSet).toMatchObject({
      recommendUnitId: r.unitB,
      recommendUnit: units.find((u) => u.organId === r.unitB)!.organName,
    });
    const cleared = await call('update', {
      declarationId: id,
      ...content(w, '推荐单位代报'),
      recommendUnitId: null,
    });
    expect(cleared.body.dataSet).toMatchObject({ recommendUnitId: null, recommendUnit: null });
  });

  it('answers 403 without the codes', async () => {
    for (const [url, body] of [
      ['recommendUnits', {}],
      ['page', {}],
      ['detail', { declarationId: 1 }],
      ['add', { ...content(w), unitId: w.unitA }],
      ['update', { declarationId: 1, ...content(w) }],
      ['delete', { declarationId: 1 }],
      ['revoke', { declarationId: 1, reason: '无权' }],
      ['export', {}],
      ['extension/save', { editionId: w.editionId, unitId: w.unitA, until: days(1) }],
    ] as const) {
      expect((await call(url, body, w.noRoles)).status, url).toBe(403);
    }
  });
});
