import { PUBLIC_PATHS, type PublicEdition } from '@awards/shared/public-site';
import { PUBLIC_MESSAGES } from '@awards/shared/public-site-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awards, editionAwards, editionGrades, editions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let open: number;
let draft: number;
let awardId: number;
let draftOnlyAwardId: number;

/** No token: what anyone on the site sends. */
const anyone = (url: string, body?: unknown) => t.call('POST', url, { body });

beforeAll(async () => {
  t = await createTestApp();
  const award = async (awardCode: string, awardName: string) =>
    (
      await t.db
        .insert(awards)
        .values({ awardCode, awardName, category: 'progress', description: `${awardName}的说明`, flow: [] })
        .returning({ id: awards.id })
    )[0]!.id;
  awardId = await award('PUB_1', '公开科技进步奖');
  draftOnlyAwardId = await award('PUB_2', '未开放的奖');
  const edition = async (editionName: string, status: 'declaring' | 'draft') =>
    (
      await t.db
        .insert(editions)
        .values({
          editionName,
          year: 2026,
          status,
          declarationStart: new Date('2026-01-01T00:00:00Z'),
          declarationEnd: new Date('2026-03-01T00:00:00Z'),
        })
        .returning({ id: editions.id })
    )[0]!.id;
  open = await edition('公开届', 'declaring');
  draft = await edition('草稿届', 'draft');
  const [inOpen] = await t.db
    .insert(editionAwards)
    .values({ editionId: open, awardId, flow: [] })
    .returning({ id: editionAwards.id });
  await t.db.insert(editionGrades).values([
    { editionAwardId: inOpen!.id, gradeName: '一等奖', gradeLevel: 1, quota: 2 },
    { editionAwardId: inOpen!.id, gradeName: '二等奖', gradeLevel: 2, quota: 5 },
  ]);
  await t.db.insert(editionAwards).values({ editionId: draft, awardId: draftOnlyAwardId, flow: [] });
});
afterAll(() => t.close());

describe('public editions', () => {
  it('lists the editions open for declaration with awards, grades and windows, without a token', async () => {
    const res = await anyone(PUBLIC_PATHS.editions);
    expect(res.status).toBe(200);
    const list = res.body.dataSet as PublicEdition[];
    expect(list.map((e) => e.editionId)).toEqual([open]);
    expect(list[0]).toMatchObject({
      editionName: '公开届',
      declarationStart: '2026-01-01T00:00:00.000Z',
      declarationEnd: '2026-03-01T00:00:00.000Z',
      awards: [
        {
          awardId,
          awardName: '公开科技进步奖',
          category: 'progress',
          description: '公开科技进步奖的说明',
          grades: [
            { gradeName: '一等奖', gradeLevel: 1, quota: 2 },
            { gradeName: '二等奖', gradeLevel: 2, quota: 5 },
          ],
        },
      ],
    });
    // Nothing of the staff's: no status history, audit fields or flows.
    expect(list[0]).not.toHaveProperty('createBy');
    expect(list[0]!.awards[0]).not.toHaveProperty('flow');
  });

  it('shows an award of an open edition', async () => {
    const res = await anyone(PUBLIC_PATHS.award, { editionId: open, awardId });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({
      edition: { editionId: open, editionName: '公开届' },
      award: { awardId, awardName: '公开科技进步奖' },
    });
  });

  it('answers 404 for an award of an edition not open, or not in the edition', async () => {
    for (const body of [
      { editionId: draft, awardId: draftOnlyAwardId },
      { editionId: open, awardId: draftOnlyAwardId },
      { editionId: 999_999, awardId },
    ]) {
      const res = await anyone(PUBLIC_PATHS.award, body);
      expect([body, res.status]).toEqual([body, 404]);
      expect(res.body.rtnMessage).toBe(zh(PUBLIC_MESSAGES.awardNotFound));
    }
  });

  it('refuses bad input with a 400', async () => {
    const res = await anyone(PUBLIC_PATHS.award, { editionId: 'x', awardId: 0 });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors).toMatchObject({
      editionId: zh(PUBLIC_MESSAGES.editionIdRequired),
      awardId: zh(PUBLIC_MESSAGES.awardIdRequired),
    });
    expect((await anyone(PUBLIC_PATHS.award)).status).toBe(400);
  });
});
