import { DECLARATION_STATUSES } from '@awards/shared/declarations';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationAudits, declarations, organisations, users } from '../../db/schema';
import { seedFullDemo } from '../../test/demo';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedDeclarationsDemo } from './demo';
import { decideTransition } from './transitions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFullDemo(t.db, 'Demo#2026a');
});
afterAll(() => t.close());

describe('seedDeclarationsDemo', () => {
  it('loads two hundred declarations with consistent trails, once', async () => {
    expect(await t.db.$count(declarations)).toBe(200);
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
    expect(await t.db.$count(declarations)).toBe(200);
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
