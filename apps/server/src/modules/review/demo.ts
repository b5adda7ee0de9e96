import type { AssignMode } from '@awards/shared/review';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  awards,
  declarations,
  editionExperts,
  editions,
  experts,
  reviewAssignments,
  reviewConflicts,
  reviewGroupDeclarations,
  reviewGroups,
  users,
} from '../../db/schema';
import { REVIEWING_EDITION_NAME } from '../../db/seed/demo-awards';
import { displayClock } from '../../platform/clock';
import { type DeclarationsApi, demoLifecycle, type SignedInUser } from '../declarations/public';
import { AssignmentService } from './assign';
import { ConflictService } from './conflicts';
import { GroupService } from './groups';
import { type ExpertUser, ReviewerService } from './reviewer';
import { ReviewerReads } from './reviewer-reads';
import { ReviewSettingsService } from './settings';

const DAY = 24 * 3600_000;
/** The demo's draw is reproducible like any run: the same seed on every load. */
const DEMO_SEED = 2026;

/**
 * The expert review of the demo's edition in review (docs/domain.md "Demo data (expert
 * review)"), made through the module's own services inside the demo's transaction, as staff
 * and the two demo experts would through the API: settings, two groups from the pool,
 * placement, a staff conflict, optimal assignment previewed and applied (which starts each
 * declaration's review through the lifecycle), a conflict declared by a demo expert and the
 * top-up that replaces them, a declarer's pending request, and reviews submitted and drafted by
 * `expert` and `expert2`. Idempotent: nothing when the edition already has groups.
 */
export async function seedReviewDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  const [edition] = await tx
    .select()
    .from(editions)
    // By name: other demo editions are in review too (publicity's), and a second seeding must
    // find this one, not the newest.
    .where(
      and(
        eq(editions.editionName, REVIEWING_EDITION_NAME(now.getUTCFullYear())),
        eq(editions.status, 'reviewing'),
      ),
    );
  if (!edition || (await tx.$count(reviewGroups, eq(reviewGroups.editionId, edition.id))) > 0) return;
  const pool = await tx
    .select({ id: experts.id, userId: experts.userId, availability: editionExperts.availability })
    .from(editionExperts)
    .innerJoin(experts, eq(experts.id, editionExperts.expertId))
    .where(eq(editionExperts.editionId, edition.id))
    .orderBy(asc(experts.id));
  const [invention] = await tx
    .select({ id: awards.id })
    .from(awards)
    .where(eq(awards.awardCode, 'INVENTION'));
  const [adminRow] = await tx
    .select({ userId: users.id, loginName: users.loginName, realname: users.realname, orgId: users.orgId })
    .from(users)
    .where(eq(users.loginName, 'admin'));
  if (pool.length < 12 || !invention || !adminRow) return;
  const admin: SignedInUser = adminRow;
  const db = tx as Db;
  const lifecycle: DeclarationsApi = demoLifecycle(tx);
  const conflicts = new ConflictService(db);
  const groups = new GroupService(db);
  const assignment = new AssignmentService(db, lifecycle, displayClock);
  const reviewer = new ReviewerService(db, conflicts);
  // The demo reads lists and details only; it never streams an attachment.
  const reads = new ReviewerReads(db, { open: async () => null });

  await new ReviewSettingsService(db).save('admin', {
    editionId: edition.id,
    expertsPerDeclaration: 3,
    minLoad: 2,
    maxLoad: 6,
    normalisation: 'z_score',
    rangeThreshold: 30,
    sdThreshold: 12,
    reviewStart: new Date(now.getTime() - 5 * DAY).toISOString(),
    reviewEnd: new Date(now.getTime() + 25 * DAY).toISOString(),
    blind: true,
  });

  // The invention award's group: seven experts, expert2 (the fifth) among them; everyone else
  // in the catch-all group led by the demo expert, the expert who is away included (tagged, not drawn).
  const inInvention = new Set([1, 4, 5, 8, 9, 12, 13].map((i) => pool[i]?.id));
  const inventionGroup = await groups.add('admin', {
    editionId: edition.id,
    groupName: '技术发明奖评审组',
    awardId: invention.id,
    sortNumber: 1,
    members: pool
      .filter((e) => inInvention.has(e.id))
      .map((e, i) => ({ expertId: e.id, role: i === 0 ? ('leader' as const) : ('member' as const) })),
  });
  const generalGroup = await groups.add('admin', {
    editionId: edition.id,
    groupName: '综合评审组',
    sortNumber: 2,
    members: pool
      .filter((e) => !inInvention.has(e.id))
      .map((e, i) => ({ expertId: e.id, role: i === 0 ? ('leader' as const) : ('member' as const) })),
  });
  await groups.place(edition.id);

  // Staff set a conflict with a reason before drawing: it is respected by the assignment.
  const general = await groupDeclarations(tx, generalGroup.groupId);
  const generalExperts = pool.filter((e) => !inInvention.has(e.id) && e.availability !== 'unavailable');
  await conflicts.add(
    'admin',
    {
      expertId: generalExperts[1]!.id,
      declarationId: general[0]!,
      conflictType: 'collaborator',
      reason: '该专家近三年与项目第一完成人合作承担国家重点研发计划课题',
    },
    'staff',
  );

  const draw = async (groupId: number, topUp = false, mode: AssignMode = 'optimal') => {
    const run = await assignment.preview(admin, { groupId, mode, topUp, seed: DEMO_SEED });
    if (run.status !== 'proposed') throw new Error(`review demo: run ${run.status} ${run.message ?? ''}`);
    await assignment.apply(admin, run.runId);
  };
  await draw(inventionGroup.groupId);
  await draw(generalGroup.groupId);

  // The demo expert with more to review declares a conflict on one of theirs instead of scoring
  // (the assignment goes); the top-up of their group replaces them, every load staying in bounds.
  const expert2 = await expertUser(tx, 'expert2');
  const demoExpert = await expertUser(tx, 'expert');
  if (!expert2 || !demoExpert) return;
  const [busier, group] =
    (await reads.list(expert2)).length > (await reads.list(demoExpert)).length
      ? [expert2, inventionGroup.groupId]
      : [demoExpert, generalGroup.groupId];
  const theirs = await reads.list(busier);
  await reviewer.declareConflict(
    busier,
    theirs.at(-1)!.declarationId,
    '本人曾为该项目提供技术咨询服务，申请回避',
  );
  await draw(group, true);

  // A declarer's request (回避申请) waiting for staff: the declarer API's call is not built yet.
  const [pair] = await tx
    .select({ declarationId: reviewAssignments.declarationId, expertId: reviewAssignments.expertId })
    .from(reviewAssignments)
    .where(inArray(reviewAssignments.declarationId, general))
    .orderBy(desc(reviewAssignments.declarationId))
    .limit(1);
  if (pair)
    await tx.insert(reviewConflicts).values({
      editionId: edition.id,
      ...pair,
      conflictType: 'other',
      source: 'declarer',
      status: 'pending',
      reason: '该专家所在团队与本项目存在直接竞争关系，申请回避',
      createBy: 'system',
    });

  // Reviews: the demo expert submits two and drafts one; expert2 submits one and drafts one.
  await score(reviewer, reads, demoExpert, 2, 1);
  await score(reviewer, reads, expert2, 1, 1);
}

async function groupDeclarations(tx: DbOrTx, groupId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: reviewGroupDeclarations.declarationId })
    .from(reviewGroupDeclarations)
    .innerJoin(declarations, eq(declarations.id, reviewGroupDeclarations.declarationId))
    .where(eq(reviewGroupDeclarations.groupId, groupId))
    .orderBy(asc(reviewGroupDeclarations.declarationId));
  return rows.map((r) => r.id);
}

async function expertUser(tx: DbOrTx, loginName: string): Promise<ExpertUser | null> {
  const [row] = await tx
    .select({ userId: users.id, loginName: users.loginName, userType: users.userType })
    .from(users)
    .where(eq(users.loginName, loginName));
  return row ?? null;
}

/** Scores between 62% and 94% of each standard's maximum, varied per declaration, with a comment. */
async function score(
  reviewer: ReviewerService,
  reads: ReviewerReads,
  user: ExpertUser,
  submitted: number,
  drafted: number,
) {
  const list = await reads.list(user);
  for (const [i, item] of list.slice(0, submitted + drafted).entries()) {
    const detail = await reads.detail(user, item.declarationId);
    const scores = detail.standards.map((s, j) => ({
      standardId: s.standardId,
      score: Math.round(s.maxScore * (0.62 + ((item.declarationId * 7 + j * 5 + i * 3) % 33) / 100)),
    }));
    await reviewer.save(user, {
      declarationId: item.declarationId,
      scores,
      comment:
        i < submitted
          ? '技术路线清晰，创新点明确，关键指标达到国内领先水平；建议补充第三方应用证明。'
          : '初步意见：创新性较好，经济效益数据待核实。',
      familiarity: 2,
    });
    if (i < submitted) await reviewer.submit(user, item.declarationId);
  }
}
