import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE } from '../../db/schema';
import { addOrganisation, addRoleWithCodes, grantRole, rootOrganisation } from '../../test/admin-fixtures';
import { buildWorld, content, days, type World } from '../../test/declarations';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

// The data scope on the staff list and export, the printable form, and the edition
// checks that count declarations (docs/domain.md).

let t: TestApp;
let w: World;
let inC: number;
let inA: number;
let regional: string;
let ownUnit: string;

const call = (url: string, body: unknown, token = w.admin) =>
  t.call('POST', `/rest/declare/${url}`, { token, body });
const ids = (res: { body: { dataSet: { result: { declarationId: number }[] } } }) =>
  res.body.dataSet.result.map((r) => r.declarationId).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  // A regional office with a declaring unit below it; unit A of the world lies outside.
  const office = await addOrganisation(t.db, 'SCOPE_OFFICE', await rootOrganisation(t.db));
  const unitC = await addOrganisation(t.db, 'SCOPE_UNIT_C', office, {
    organType: 'unit',
    regionCode: '330000',
  });
  inC = (await call('add', { ...content(w, '<script>丙单位项目</script>'), unitId: unitC.id })).body.dataSet
    .declarationId;
  inA = (await call('add', { ...content(w, '甲单位项目'), unitId: w.unitA })).body.dataSet.declarationId;

  const codes = ['DECLARE_VIEW', 'DECLARE_EXPORT'];
  const below = await addRoleWithCodes(t.db, 'DECL_REGIONAL', DATA_SCOPE.orgAndBelow, [
    ...codes,
    'DECLARE_ADD',
    'DECLARE_DEL',
    'DECLARE_EDIT',
    'DECLARE_REVOKE',
  ]);
  const own = await addRoleWithCodes(t.db, 'DECL_OWN_UNIT', DATA_SCOPE.ownOrg, codes);
  await grantRole(t.db, (await t.createUser({ loginName: 'decl-regional', orgId: office.id })).id, below);
  await grantRole(t.db, (await t.createUser({ loginName: 'decl-own-unit', orgId: w.unitA })).id, own);
  regional = await t.login('decl-regional', USER_PASSWORD);
  ownUnit = await t.login('decl-own-unit', USER_PASSWORD);
});
afterAll(() => t.close());

async function workbookOf(res: { raw: { rawPayload: unknown } }) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.raw.rawPayload as ExcelJS.Buffer);
  return book;
}

/** Every non-empty cell value of a sheet, as text. */
function cellsOf(sheet: ExcelJS.Worksheet): string[] {
  const out: string[] = [];
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      out.push(String(cell.value));
    });
  });
  return out;
}

describe('the data scope on the staff declarations list and export', () => {
  it('shows a scope-2 holder the declarations of units below their organisation only', async () => {
    expect(ids(await call('page', { editionId: w.editionId }, regional))).toEqual([inC]);
    expect(ids(await call('page', { editionId: w.editionId }, w.admin))).toEqual([inC, inA]);
    const exported = await call('export', { editionId: w.editionId }, regional);
    expect(exported.status).toBe(200);
    const sheet = (await workbookOf(exported)).getWorksheet('申报列表')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(inC);
  });

  it('treats a declaration or unit outside the scope as absent for detail and every change', async () => {
    expect((await call('detail', { declarationId: inC }, regional)).status).toBe(200);
    expect((await call('detail', { declarationId: inA }, regional)).status).toBe(404);
    const edit = await call('update', { declarationId: inA, ...content(w, '越权修改') }, regional);
    expect(edit.status).toBe(404);
    expect((await call('revoke', { declarationId: inA, reason: '越权' }, regional)).status).toBe(404);
    expect((await call('delete', { declarationId: inA }, regional)).status).toBe(404);
    expect((await call('add', { ...content(w), unitId: w.unitA }, regional)).status).toBe(404);
    const untouched = (await call('detail', { declarationId: inA })).body.dataSet;
    expect(untouched).toMatchObject({ projectName: '甲单位项目', status: 'draft' });
  });

  it('shows a scope-3 holder their own unit only', async () => {
    expect(ids(await call('page', { editionId: w.editionId }, ownUnit))).toEqual([inA]);
    const sheet = (await workbookOf(await call('export', { editionId: w.editionId }, ownUnit))).getWorksheet(
      '申报列表',
    )!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(inA);
  });
});

describe('one declaration as a printable form', () => {
  it('streams an Excel form with the title, fields, completers and trail', async () => {
    const res = await call('exportForm', { declarationId: inA });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    expect(res.raw.headers['content-disposition']).toContain(`declaration-${inA}.xlsx`);
    const sheet = (await workbookOf(res)).getWorksheet('申报书')!;
    const cells = cellsOf(sheet);
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/^申报测试届\d+测试奖\d+申报书$/);
    expect(cells).toContain('甲单位项目');
    expect(cells).toContain('一等奖');
    expect(cells).toContain('主要完成人');
    // Completers in order with their unit and contribution.
    const zhang = cells.indexOf('张三');
    expect(zhang).toBeGreaterThan(0);
    expect(cells.slice(zhang, zhang + 3)).toEqual(['张三', '某大学', '总体设计']);
    expect(cells.indexOf('李四')).toBeGreaterThan(zhang);
    expect(cells).toContain('关键数据：专利数');
    expect(cells).toContain('审核记录');
    // The trail: creation by staff, from nothing to draft.
    expect(cells).toContain('— → 草稿');
    expect(cells.some((c) => c.endsWith('（工作人员）'))).toBe(true);
  });

  it('renders a print-friendly HTML page with every value escaped', async () => {
    const res = await call('printView', { declarationId: inC });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('text/html');
    expect(res.raw.body).toContain('@page { size: A4');
    expect(res.raw.body).toContain('&lt;script&gt;丙单位项目&lt;/script&gt;');
    expect(res.raw.body).not.toContain('<script>');
    expect(res.raw.body).toContain('<td>张三</td>');
  });

  it('answers 404 outside the data scope, 400 on bad input, 403 without DECLARE_EXPORT', async () => {
    expect((await call('exportForm', { declarationId: inA }, regional)).status).toBe(404);
    expect((await call('printView', { declarationId: inA }, regional)).status).toBe(404);
    expect((await call('exportForm', { declarationId: inC }, regional)).status).toBe(200);
    expect((await call('exportForm', { declarationId: 999_999 })).status).toBe(404);
    expect((await call('exportForm', { declarationId: 'x' })).status).toBe(400);
    expect((await call('printView', {})).status).toBe(400);
    expect((await call('exportForm', { declarationId: inA }, w.noRoles)).status).toBe(403);
    expect((await call('printView', { declarationId: inA }, w.noRoles)).status).toBe(403);
  });
});

describe('edition checks that count declarations', () => {
  it('keeps an award used by declarations in the edition, and holds review while declarations await examination', async () => {
    const v = await buildWorld(t);
    const edition = (url: string, body: unknown) =>
      t.call('POST', `/rest/edition/${url}`, { token: v.admin, body });
    const removed = await edition('prize/remove', { editionId: v.editionId, awardId: v.awardId });
    expect(removed.status).toBe(200);
    await edition('prize/add', { editionId: v.editionId, awardIds: [v.awardId] });
    const id = (await call('add', { ...content(v, '待审项目'), unitId: v.unitA }, v.admin)).body.dataSet
      .declarationId;
    const refused = await edition('prize/remove', { editionId: v.editionId, awardId: v.awardId });
    expect(refused.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: expect.stringMatching(/已有 1 份申报，不能从届次中移除$/),
    });
    await t.call('POST', '/rest/declarer/declaration/submit', {
      token: v.declarerA,
      body: { declarationId: id },
    });

    // Every window behind us, so only the declarations can hold the edition.
    await edition('update', {
      editionId: v.editionId,
      declarationStart: days(-50),
      declarationEnd: days(-40),
      examinationStart: days(-40),
      examinationEnd: days(-30),
      reviewStart: days(-30),
      reviewEnd: days(10),
    });
    expect((await edition('transition', { editionId: v.editionId, target: 'examining' })).status).toBe(200);
    const held = await edition('transition', { editionId: v.editionId, target: 'reviewing' });
    expect(held.body).toMatchObject({
      rtnCode: '505',
      rtnMessage: '尚有 1 份申报等待形式审查，请先审查完毕再进入评审',
    });
    const passed = await t.call('POST', '/rest/examination/decide', {
      token: v.admin,
      body: { declarationId: id, decision: 'pass' },
    });
    expect(passed.status).toBe(200);
    const moved = await edition('transition', { editionId: v.editionId, target: 'reviewing' });
    expect(moved.body.dataSet.status).toBe('reviewing');
  });
});

describe('the region filter', () => {
  it('takes a province or city code as everything under it', async () => {
    const city = (await call('add', { ...content(w, '区县项目'), unitId: w.unitA, regionCode: '330102' }))
      .body.dataSet.declarationId as number;
    const region = async (regionCode: string) =>
      ids(await call('page', { editionId: w.editionId, regionCode }));
    expect(await region('330000')).toEqual([inC, city]);
    expect(await region('330100')).toEqual([city]);
    expect(await region('330102')).toEqual([city]);
    expect(await region('110000')).toEqual([inA]);
    expect(await region('120000')).toEqual([]);
  });
});
