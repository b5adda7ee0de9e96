import { DEFAULT_FLOW } from '@awards/shared/awards';
import { DECLARATION_STATUSES } from '@awards/shared/declarations';
import { DISCIPLINE_DICT } from '@awards/shared/experts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationAudits,
  declarations,
  dictionaries,
  editionAwards,
  editionGrades,
  organisations,
  regions,
  users,
} from '../../db/schema';
import { seedFullDemo } from '../../test/demo';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { seedDeclarationsDemo } from './demo';
import { DISCIPLINES } from './demo-data';
import { decideTransition } from './transitions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFullDemo(t.db, 'Demo#2026a');
});
afterAll(() => t.close());

describe('seedDeclarationsDemo', () => {
  it('loads two hundred declarations with consistent trails, once', async () => {
    // Two hundred over last year's and this year's editions, eighteen more in the edition in expert review,
    // four in the edition ready for publicity (demo-publicity.ts), ten in the finished edition
    // (demo-finished.ts, taken to its end by the later modules' demos), and the copy of its
    // deferred one carried into this year's edition (objections/demo-carry.ts).
    expect(await t.db.$count(declarations)).toBe(233);
    const byStatus = await t.db
      .select({ status: declarations.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(declarations)
      .groupBy(declarations.status);
    const present = byStatus.map((r) => r.status);
    for (const s of [
      'draft',
      'submitted',
      'not_accepted',
      'deferred',
      'meeting_review',
      'awarded',
      'revoked',
      'withdrawn',
    ])
      expect(present, s).toContain(s);
    expect(present.every((s) => DECLARATION_STATUSES.includes(s))).toBe(true);

    // Every trail starts with creation, chains from -> to, and ends in the row's status.
    const rows = await t.db.select().from(declarations);
    const trails = await t.db.select().from(declarationAudits).orderBy(asc(declarationAudits.id));
    for (const row of rows) {
      const trail = trails.filter((a) => a.declarationId === row.id);
      expect(trail[0]).toMatchObject({ action: 'create', fromStatus: null, toStatus: 'draft' });
      for (let i = 1; i < trail.length; i++) {
        expect(trail[i]!.fromStatus).toBe(trail[i - 1]!.toStatus);
        expect(trail[i]!.createTime.getTime()).toBeGreaterThanOrEqual(trail[i - 1]!.createTime.getTime());
        if (['return', 'reject', 'defer', 'withdraw', 'revoke'].includes(trail[i]!.action))
          expect(trail[i]!.opinion).toBeTruthy();
      }
      expect(trail.at(-1)!.toStatus).toBe(row.status);
    }
    // Every trail follows its award's flow: recommended where (and only where) the flow
    // recommends, and no review stage the flow lacks.
    const flows = await t.db.select().from(editionAwards);
    const flowOf = (r: (typeof rows)[number]) =>
      flows.find((f) => f.editionId === r.editionId && f.awardId === r.awardId)!.flow;
    const STAGE_OF = {
      recommend: 'recommendation',
      start_review: 'expert_review',
      to_meeting: 'meeting_review',
    };
    let reviewed = 0;
    for (const row of rows) {
      const actions = trails.filter((a) => a.declarationId === row.id).map((a) => a.action);
      const flow = flowOf(row);
      for (const [action, stage] of Object.entries(STAGE_OF))
        if (actions.includes(action as never)) expect(flow, `${row.id} ${action}`).toContain(stage);
      if (actions.includes('start_review') || actions.includes('to_meeting')) {
        reviewed += 1;
        expect(actions.includes('recommend'), `${row.id}`).toBe(flow.includes('recommendation'));
      }
    }
    expect(reviewed).toBeGreaterThan(20);
    // A sample move agrees with the live table (the seed walks the same TRANSITIONS).
    expect(
      decideTransition(
        {
          status: 'submitted',
          edition: {
            status: 'examining',
            declarationStart: null,
            declarationEnd: null,
            examinationEnd: null,
          },
          extensionUntil: null,
          flow: DEFAULT_FLOW,
          expertReviewDone: false,
        },
        'pass',
        'examiner',
        null,
        new Date(),
      ).allowed,
    ).toBe(true);

    const regions = await t.db
      .selectDistinct({ r: organisations.regionCode })
      .from(declarations)
      .innerJoin(organisations, eq(organisations.id, declarations.unitId));
    expect(regions.length).toBeGreaterThanOrEqual(8);
    expect(await t.db.$count(users, eq(users.loginName, 'declarer01'))).toBe(1);

    await seedDeclarationsDemo(t.db, 'unused');
    expect(await t.db.$count(declarations)).toBe(233);
  });

  it("fills the auditor's landing queue (rolling examination of the edition open for declaration)", async () => {
    const token = await t.login('auditor', 'Demo#2026a');
    const queue = await t.call('POST', '/rest/examination/page', { token, body: {} });
    expect(queue.status).toBe(200);
    const awaiting = await t.db.$count(declarations, eq(declarations.status, 'submitted'));
    expect(awaiting).toBeGreaterThan(0);
    expect(queue.body.dataSet.totalCount).toBe(awaiting);
    expect(queue.body.dataSet.result[0]).toMatchObject({
      status: 'submitted',
      editionName: expect.any(String),
    });
  });
});

describe('the codes of the demo declarations', () => {
  it('are items of the discipline dictionary and regions of the table', async () => {
    const dictionary = alias(dictionaries, 'dictionary');
    const items = await t.db
      .select({ code: dictionaries.code })
      .from(dictionaries)
      .innerJoin(dictionary, eq(dictionary.id, dictionaries.parentId))
      .where(and(eq(dictionary.code, DISCIPLINE_DICT), eq(dictionaries.delFlag, 0)));
    const known = new Set(items.map((i) => i.code));
    expect(DISCIPLINES.filter((code) => !known.has(code))).toEqual([]);
    const used = await t.db.selectDistinct({ code: declarations.discipline }).from(declarations);
    expect(used.map((u) => u.code).filter((code) => !code || !known.has(code))).toEqual([]);

    const places = await t.db
      .selectDistinct({ code: declarations.regionCode })
      .from(declarations)
      .where(isNotNull(declarations.regionCode));
    const found = await t.db
      .select({ code: regions.code })
      .from(regions)
      .where(
        inArray(
          regions.code,
          places.map((p) => p.code!),
        ),
      );
    expect(found).toHaveLength(places.length);
  });
});

describe('a demo declaration in the print view, the Excel form and the list export', () => {
  /** The demo declaration the files show, and what they must name instead of its codes. */
  async function sample() {
    const [row] = await t.db
      .select({
        id: declarations.id,
        discipline: declarations.discipline,
        regionCode: declarations.regionCode,
        gradeLevel: declarations.gradeLevel,
        gradeName: editionGrades.gradeName,
        unitName: organisations.organName,
      })
      .from(declarations)
      .innerJoin(organisations, eq(organisations.id, declarations.unitId))
      .innerJoin(
        editionAwards,
        and(
          eq(editionAwards.editionId, declarations.editionId),
          eq(editionAwards.awardId, declarations.awardId),
        ),
      )
      .innerJoin(
        editionGrades,
        and(
          eq(editionGrades.editionAwardId, editionAwards.id),
          eq(editionGrades.gradeLevel, declarations.gradeLevel),
        ),
      )
      .where(and(eq(declarations.status, 'awarded'), eq(declarations.discipline, 'energy')))
      .orderBy(asc(declarations.id))
      .limit(1);
    return row!;
  }

  // The reference data in English, as an administrator enters it (the seed may carry its own).
  beforeAll(async () => {
    const [energy] = await t.db
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(and(eq(dictionaries.code, 'energy'), eq(dictionaries.dictType, 2)));
    await t.db
      .update(dictionaries)
      .set({ valueI18n: { en_GB: 'Energy and power engineering' } })
      .where(eq(dictionaries.id, energy!.id));
    // Written past the service, so every instance's item cache is told, as the page's refresh does.
    const admin = await t.login('admin', ADMIN_PASSWORD);
    expect((await t.call('POST', '/rest/dict/refresh', { token: admin })).status).toBe(200);
    const { regionCode } = await sample();
    await t.db
      .update(regions)
      .set({ nameI18n: { en_GB: 'Demo Province' } })
      .where(eq(regions.code, regionCode!));
  });

  const files = async (language: string) => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const d = await sample();
    const headers = { 'accept-language': language };
    const body = { declarationId: d.id };
    const [print, form, list] = await Promise.all([
      t.call('POST', '/rest/declare/printView', { token, headers, body }),
      t.call('POST', '/rest/declare/exportForm', { token, headers, body }),
      t.call('POST', '/rest/declare/export', { token, headers, body: {} }),
    ]);
    for (const res of [print, form, list]) expect(res.status).toBe(200);

    // The print view: one <th>label</th><td>value</td> line per field.
    const printed = new Map(
      [...print.raw.body.matchAll(/<tr><th>([^<]*)<\/th><td class="pre">([^<]*)<\/td><\/tr>/g)].map(
        (m) => [m[1]!, m[2]!] as const,
      ),
    );
    // The Excel form: the label in column A, the value in B.
    const formBook = new ExcelJS.Workbook();
    await formBook.xlsx.load(form.raw.rawPayload as unknown as ExcelJS.Buffer);
    const formed = new Map<string, string>();
    formBook.worksheets[0]!.eachRow((r) => {
      formed.set(String(r.getCell(1).value), String(r.getCell(2).value ?? ''));
    });
    // The list export: the header row names the columns; the declaration's row by its number.
    const listBook = new ExcelJS.Workbook();
    await listBook.xlsx.load(list.raw.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = listBook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    let listed = new Map<string, string>();
    sheet.eachRow((r) => {
      if (r.getCell(1).value === d.id)
        listed = new Map(header.map((h, i) => [h, String(r.getCell(i).value ?? '')] as const).slice(1));
    });
    return { d, printed, formed, listed, print, form, list, sheetName: sheet.name };
  };

  it('shows names, not codes, in zh_CN', async () => {
    const { d, printed, formed, listed, print } = await files('zh-CN');
    expect(d.gradeName).toBeTruthy();
    const expected = {
      学科领域: '能源与动力工程',
      行政区划: (await t.db.select().from(regions).where(eq(regions.code, d.regionCode!)))[0]!.name,
      拟申报等级: d.gradeName,
      状态: '已授奖',
      申报单位: d.unitName,
    };
    for (const shown of [printed, formed, listed]) {
      for (const [label, value] of Object.entries(expected)) expect(shown.get(label), label).toBe(value);
      const values = [...shown.values()];
      for (const code of ['energy', d.regionCode, 'awarded']) expect(values, code!).not.toContain(code);
      expect(shown.get('拟申报等级')).not.toBe(String(d.gradeLevel));
    }
    expect(print.raw.body).toContain('<html lang="zh-CN">');
  });

  it("shows them in the reader's language in en_GB, and names the files in it", async () => {
    const { d, printed, formed, listed, print, form, list, sheetName } = await files('en_GB');
    const expected = {
      Discipline: 'Energy and power engineering',
      Region: 'Demo Province',
      'Intended grade': d.gradeName,
      Status: 'Awarded',
      'Declaring unit': d.unitName,
    };
    for (const shown of [printed, formed, listed])
      for (const [label, value] of Object.entries(expected)) expect(shown.get(label), label).toBe(value);
    expect(print.raw.body).toContain('<html lang="en-GB">');
    expect(print.raw.body).toContain('<h2>Audit trail</h2>');
    // Every word of the form is English: only the data (names, key data's own labels) is Chinese.
    const labels = [...printed.keys()].filter((label) => !label.startsWith('Key data: '));
    expect(labels.filter((label) => /[\u4e00-\u9fff]/.test(label))).toEqual([]);
    expect(print.raw.body).not.toMatch(/<h2>[^<]*[\u4e00-\u9fff]/);
    expect(sheetName).toBe('Declarations');
    expect(form.raw.headers['content-disposition']).toContain(`filename*=UTF-8''declaration-${d.id}.xlsx`);
    expect(list.raw.headers['content-disposition']).toContain("filename*=UTF-8''declarations.xlsx");
  });

  it('names the region by its full path, province first', async () => {
    const { d } = await files('zh_CN');
    await t.db.update(declarations).set({ regionCode: '320102' }).where(eq(declarations.id, d.id));
    try {
      const token = await t.login('admin', ADMIN_PASSWORD);
      const detail = await t.call('POST', '/rest/declare/detail', { token, body: { declarationId: d.id } });
      expect(detail.body.dataSet).toMatchObject({
        regionCode: '320102',
        regionName: '江苏省 / 南京市 / 玄武区',
        discipline: 'energy',
        disciplineName: '能源与动力工程',
        gradeName: d.gradeName,
      });
    } finally {
      await t.db.update(declarations).set({ regionCode: d.regionCode }).where(eq(declarations.id, d.id));
    }
  });
});
