import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationAudits,
  declarations,
  editionAwards,
  editionExperts,
  editions,
  reviewAssignmentRuns,
  reviewAssignments,
  reviewConflicts,
  reviewGroups,
  reviewSettings,
  reviews,
} from '../../db/schema';
import { reseedModules, seedFullDemo } from '../../test/demo';
import { createTestApp, type TestApp } from '../../test/harness';

const PASSWORD = 'Demo#2026a';
let t: TestApp;
let editionId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedFullDemo(t.db, PASSWORD);
  const [edition] = await t.db.select().from(editions).where(eq(editions.status, 'reviewing'));
  editionId = edition!.id;
});
afterAll(() => t.close());

describe('the expert-review demo', () => {
  it('has an edition in review with settings, two groups, and every declaration assigned through apply', async () => {
    const [settings] = await t.db
      .select()
      .from(reviewSettings)
      .where(eq(reviewSettings.editionId, editionId));
    expect(settings).toMatchObject({ expertsPerDeclaration: 3, normalisation: 'z_score', blind: true });
    expect(settings!.reviewStart!.getTime()).toBeLessThan(Date.now());
    expect(await t.db.$count(reviewGroups, eq(reviewGroups.editionId, editionId))).toBe(2);
    const runs = await t.db
      .select()
      .from(reviewAssignmentRuns)
      .where(eq(reviewAssignmentRuns.editionId, editionId));
    expect(runs.filter((r) => r.status === 'applied').length).toBeGreaterThanOrEqual(3);
    const rows = await t.db.select().from(declarations).where(eq(declarations.editionId, editionId));
    expect(rows.length).toBe(18);
    expect(rows.every((d) => d.status === 'expert_review')).toBe(true);
    // Every assignment came from an applied run, three per declaration (the top-up refilled the declared conflict).
    const pairs = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.editionId, editionId));
    expect(pairs.every((p) => p.runId !== null)).toBe(true);
    for (const d of rows) expect(pairs.filter((p) => p.declarationId === d.id).length, d.projectName).toBe(3);
    // Nobody unavailable is assigned.
    const away = await t.db
      .select({ expertId: editionExperts.expertId })
      .from(editionExperts)
      .where(and(eq(editionExperts.editionId, editionId), eq(editionExperts.availability, 'unavailable')));
    expect(away).toHaveLength(1);
    expect(pairs.some((p) => p.expertId === away[0]!.expertId)).toBe(false);
  });

  it('walks an award with the recommendation stage through recommend before review starts', async () => {
    const awardsOfEdition = await t.db
      .select()
      .from(editionAwards)
      .where(eq(editionAwards.editionId, editionId));
    expect(awardsOfEdition.some((a) => a.flow.includes('recommendation'))).toBe(true);
    const trails = await t.db
      .select({
        declarationId: declarationAudits.declarationId,
        action: declarationAudits.action,
        flow: editionAwards.flow,
      })
      .from(declarationAudits)
      .innerJoin(declarations, eq(declarations.id, declarationAudits.declarationId))
      .innerJoin(
        editionAwards,
        and(
          eq(editionAwards.editionId, declarations.editionId),
          eq(editionAwards.awardId, declarations.awardId),
        ),
      )
      .where(eq(declarations.editionId, editionId))
      .orderBy(declarationAudits.id);
    const byDeclaration = new Map<number, typeof trails>();
    for (const row of trails)
      byDeclaration.set(row.declarationId, [...(byDeclaration.get(row.declarationId) ?? []), row]);
    expect(byDeclaration.size).toBe(18);
    let recommendedCount = 0;
    for (const trail of byDeclaration.values()) {
      if (trail[0]!.flow.includes('recommendation')) recommendedCount += 1;
      const actions = trail.map((r) => r.action);
      expect(actions).toEqual(
        trail[0]!.flow.includes('recommendation')
          ? ['create', 'submit', 'pass', 'recommend', 'start_review']
          : ['create', 'submit', 'pass', 'start_review'],
      );
    }
    expect(recommendedCount).toBeGreaterThan(0);
  });

  it('has conflicts of every source, and reviews submitted and drafted', async () => {
    const conflicts = await t.db
      .select()
      .from(reviewConflicts)
      .where(eq(reviewConflicts.editionId, editionId));
    const sources = new Set(conflicts.map((c) => `${c.source}:${c.status}`));
    for (const s of ['automatic:confirmed', 'expert:confirmed', 'declarer:pending', 'staff:confirmed'])
      expect(sources, s).toContain(s);
    expect(conflicts.filter((c) => c.source !== 'automatic').every((c) => c.reason)).toBe(true);
    const states = await t.db
      .select({ status: reviews.status })
      .from(reviews)
      .where(eq(reviews.editionId, editionId));
    expect(states.filter((r) => r.status === 'submitted').length).toBe(3);
    expect(states.filter((r) => r.status === 'draft').length).toBe(2);
  });

  it('lets expert2 sign in and list their assignments, with keywords on their record', async () => {
    const token = await t.login('expert2', PASSWORD);
    const list = await t.call('POST', '/rest/reviewer/list', { token, body: {} });
    expect(list.status).toBe(200);
    expect(list.body.dataSet.length).toBeGreaterThanOrEqual(2);
    expect(list.body.dataSet.map((i: { status: string }) => i.status)).toEqual(
      expect.arrayContaining(['submitted', 'draft']),
    );
    const mine = await t.call('POST', '/rest/expert/mine', { token, body: {} });
    expect(mine.body.dataSet.keywords.length).toBeGreaterThan(0);
    const editionsOpen = await t.call('POST', '/rest/expert/mine/editions', { token, body: {} });
    expect(editionsOpen.body.dataSet.map((e: { editionId: number }) => e.editionId)).toContain(editionId);
  });

  it('loads once: seeding the modules again changes nothing', async () => {
    const counts = async () => [
      await t.db.$count(reviewGroups),
      await t.db.$count(reviewAssignments),
      await t.db.$count(reviews),
      await t.db.$count(reviewConflicts),
      await t.db.$count(declarations, inArray(declarations.editionId, [editionId])),
    ];
    const before = await counts();
    await reseedModules(t.db);
    expect(await counts()).toEqual(before);
  });
});
