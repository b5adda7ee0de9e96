import { DISCIPLINE_DICT } from '@awards/shared/experts';
import { PATTERNS } from '@awards/shared/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarerRegistrations, editionExperts, experts } from '../../db/schema';
import { reseedModules, seedFullDemo } from '../../test/demo';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { demoExperts } from './demo';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedFullDemo(t.db, 'Demo#2026a');
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });

describe('the codes of the demo experts', () => {
  it('are items of the discipline dictionary', async () => {
    const lookup = await call('/rest/dict/getDictItems', { categoryCode: DISCIPLINE_DICT });
    const items = new Set(lookup.body.dataSet.dictList.map((item: { code: string }) => item.code));
    expect(items.size).toBeGreaterThan(0);
    expect(demoExperts().filter((e) => !items.has(e.discipline))).toEqual([]);
  });
});

describe('the experts and registration demo seeds', () => {
  it('loads thirty valid experts in every state, a pool for the open edition and pending registrations, once', async () => {
    for (const e of demoExperts()) {
      expect(e.idNumber, e.expertName).toMatch(PATTERNS.idCard);
      expect(e.phone).toMatch(PATTERNS.mobile);
    }
    const page = (await call('/rest/expert/page', { pageSize: 100 })).body.dataSet;
    expect(page.totalCount).toBe(29);
    const statuses = page.result.map((e: { status: string }) => e.status);
    expect(statuses.filter((s: string) => s === 'pending')).toHaveLength(4);
    expect(statuses.filter((s: string) => s === 'rejected')).toHaveLength(1);
    expect(page.result.filter((e: { blacklisted: boolean }) => e.blacklisted)).toHaveLength(1);
    expect(new Set(page.result.map((e: { regionCode: string }) => e.regionCode)).size).toBeGreaterThanOrEqual(
      6,
    );
    expect((await call('/rest/expert/recycleList', {})).body.dataSet.totalCount).toBe(1);
    // The demo expert account signs in as the first expert.
    expect(page.result.some((e: { loginName: string | null }) => e.loginName === 'expert')).toBe(true);

    const open = (await call('/rest/edition/page', { status: 'declaring' })).body.dataSet.result[0];
    const pool = (await call('/rest/expert/pool/page', { editionId: open.editionId })).body.dataSet;
    expect(pool.totalCount).toBe(12);

    const pending = (await call('/rest/register/page', {})).body.dataSet;
    expect(pending.totalCount).toBe(3);
    expect(pending.result[0].organName).toBeTruthy();

    const counts = async () => [
      await t.db.$count(experts),
      await t.db.$count(editionExperts),
      await t.db.$count(declarerRegistrations, eq(declarerRegistrations.status, 'pending')),
    ];
    const before = await counts();
    await reseedModules(t.db);
    expect(await counts()).toEqual(before);
  });
});
