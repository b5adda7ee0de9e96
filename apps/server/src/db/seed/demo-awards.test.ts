import { windowProblems } from '@awards/shared/editions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFullDemo } from '../../test/demo';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { awards, editionStatusHistory, editions } from '../schema';
import { seedAwardsDemo } from './demo-awards';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedFullDemo(t.db, 'Demo#2026a');
  admin = await t.login('admin', ADMIN_PASSWORD);
  // The whole demo, as npm start loads it: slow on a loaded machine.
}, 120_000);
afterAll(() => t.close());

const call = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });

describe('seedAwardsDemo', () => {
  it('loads four complete awards and the demo editions through the same rules the API applies, once', async () => {
    const page = (await call('/rest/prize/page', {})).body.dataSet;
    expect(page.totalCount).toBe(4);
    for (const award of page.result) {
      expect(award.grades.length, award.awardName).toBeGreaterThan(0);
      expect(award.standards.reduce((sum: number, s: { weight: number }) => sum + s.weight, 0)).toBe(100);
    }

    const editionPage = (await call('/rest/edition/page', {})).body.dataSet.result;
    // The third is the small demo edition ready to publish, results confirmed (modules/results/demo.test.ts);
    // the fourth the finished edition with its whole history (demo-finished.test.ts).
    expect(editionPage.map((e: { status: string }) => e.status)).toEqual([
      'reviewing',
      'declaring',
      'reviewing',
      'finished',
      'finished',
    ]);
    const [reviewing, open, , , finished] = editionPage;
    expect(windowProblems(reviewing)).toEqual([]);
    expect(new Date(reviewing.reviewStart).getTime()).toBeLessThan(Date.now());
    expect(new Date(reviewing.reviewEnd).getTime()).toBeGreaterThan(Date.now());
    expect(windowProblems(open)).toEqual([]);
    expect(new Date(open.declarationStart).getTime()).toBeLessThan(Date.now());
    expect(new Date(open.declarationEnd).getTime()).toBeGreaterThan(Date.now());
    expect(open.awardCount).toBe(4);

    const history = (await call('/rest/edition/history', { editionId: finished.editionId })).body.dataSet;
    expect(history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'declaring',
      'examining',
      'reviewing',
      'publicity',
      'finished',
    ]);
    // The finished edition's awards are used, so they cannot be deleted.
    const used = await call('/rest/prize/delete', { awardId: page.result[0].awardId });
    expect(used.body.rtnCode).toBe('505');

    const counts = async () => [
      await t.db.$count(awards),
      await t.db.$count(editions),
      await t.db.$count(editionStatusHistory),
    ];
    const before = await counts();
    await seedAwardsDemo(t.db);
    expect(await counts()).toEqual(before);
  });
});
