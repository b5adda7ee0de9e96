import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  declarationAudits,
  declarations,
  editionExperts,
  experts,
  reviewAssignmentRuns,
  reviewAssignments,
  reviewGroups,
  reviews,
  users,
} from '../../db/schema';
import { demoAdministrator, finishedDemoEdition } from '../../db/seed/demo-finders';
import { displayClock } from '../../platform/clock';
import { demoLifecycle, type SignedInUser } from '../declarations/public';
import { AssignmentService } from './assign';
import { GroupService } from './groups';
import { ReviewSettingsService } from './settings';
import { scoreSheet, standardsOf } from './standards';

const DAY = 24 * 3600_000;

/** Comments of the finished edition's reviews, by how well the declaration scored. */
const COMMENTS = [
  '发明点突出，核心技术具有自主知识产权，技术指标国际先进，产业化应用成效显著。',
  '技术方案创新性强，关键指标达到国内领先水平，已形成规模化应用，建议给予较高等级。',
  '发明内容明确，技术难度较大，应用效果良好；部分经济效益数据需进一步核实。',
  '具有一定创新性，但与现有技术相比进步幅度有限，推广范围尚需扩大。',
];

/**
 * The expert review of the finished demo edition (docs/domain.md "Demo data (a finished
 * edition)"): settings, the 技术发明奖 group of the seven pooled experts, the optimal assignment
 * previewed and applied through the module's services (which starts each declaration's review
 * through the lifecycle), then every assigned review submitted with scores and a comment. The
 * reviews are written as ReviewerService writes them (its calls need the review window open now,
 * and this one closed months ago): the same score sheet, dated inside the window. Idempotent:
 * nothing when the edition already has groups.
 */
export async function seedFinishedReview(tx: DbOrTx, now: Date): Promise<void> {
  const edition = await finishedDemoEdition(tx, now, 'reviewing');
  if (!edition?.reviewStart || (await tx.$count(reviewGroups, eq(reviewGroups.editionId, edition.id))) > 0)
    return;
  const adminRow = await demoAdministrator(tx);
  const pool = await tx
    .select({ id: experts.id })
    .from(editionExperts)
    .innerJoin(experts, eq(experts.id, editionExperts.expertId))
    .where(eq(editionExperts.editionId, edition.id))
    .orderBy(asc(experts.id));
  const [first] = await tx
    .select({ awardId: declarations.awardId })
    .from(declarations)
    .where(eq(declarations.editionId, edition.id))
    .limit(1);
  if (!adminRow || pool.length < 3 || !first) return;
  const admin: SignedInUser = adminRow;
  const db = tx as Db;
  const start = edition.reviewStart;

  await new ReviewSettingsService(db).save('admin', {
    editionId: edition.id,
    expertsPerDeclaration: 3,
    minLoad: 2,
    maxLoad: 5,
    normalisation: 'z_score',
    rangeThreshold: 30,
    sdThreshold: 12,
    reviewStart: start.toISOString(),
    reviewEnd: (edition.reviewEnd ?? new Date(start.getTime() + 30 * DAY)).toISOString(),
    blind: true,
  });
  const groups = new GroupService(db);
  const group = await groups.add('admin', {
    editionId: edition.id,
    groupName: '技术发明奖评审组',
    awardId: first.awardId,
    sortNumber: 1,
    members: pool.map((e, i) => ({
      expertId: e.id,
      role: i === 0 ? ('leader' as const) : ('member' as const),
    })),
  });
  await groups.place(edition.id);
  const assignment = new AssignmentService(db, demoLifecycle(tx), displayClock);
  const run = await assignment.preview(admin, {
    groupId: group.groupId,
    mode: 'optimal',
    topUp: false,
    seed: 2025,
  });
  if (run.status !== 'proposed')
    throw new Error(`finished review demo: run ${run.status} ${run.message ?? ''}`);
  await assignment.apply(admin, run.runId);

  // The service wrote today's times: the assignment was made the review window's first day.
  const assigned = new Date(start.getTime() + 3600_000);
  const ids = (
    await tx
      .select({ id: declarations.id })
      .from(declarations)
      .where(eq(declarations.editionId, edition.id))
      .orderBy(asc(declarations.id))
  ).map((d) => d.id);
  await tx
    .update(reviewAssignmentRuns)
    .set({ createTime: assigned, appliedTime: assigned })
    .where(eq(reviewAssignmentRuns.editionId, edition.id));
  await tx
    .update(reviewAssignments)
    .set({ createTime: assigned })
    .where(inArray(reviewAssignments.declarationId, ids));
  await tx
    .update(declarationAudits)
    .set({ createTime: assigned })
    .where(and(inArray(declarationAudits.declarationId, ids), eq(declarationAudits.action, 'start_review')));

  // Every review submitted: quality falls with the declaration's order (the meeting's agenda),
  // each expert a little stricter or milder than the others (what the calibration corrects).
  const standards = await standardsOf(tx, edition.id, first.awardId);
  const pairs = await tx
    .select({ declarationId: reviewAssignments.declarationId, expertId: reviewAssignments.expertId })
    .from(reviewAssignments)
    .where(inArray(reviewAssignments.declarationId, ids))
    .orderBy(asc(reviewAssignments.declarationId), asc(reviewAssignments.expertId));
  const logins = new Map(
    (
      await tx
        .select({ id: experts.id, login: users.loginName })
        .from(experts)
        .innerJoin(users, eq(users.id, experts.userId))
        .where(
          inArray(
            experts.id,
            pairs.map((p) => p.expertId),
          ),
        )
    ).map((r) => [r.id, r.login]),
  );
  const rows = pairs.map((p, n) => {
    const rank = ids.indexOf(p.declarationId);
    const bias = ((p.expertId * 7) % 9) - 4;
    const share = Math.min(0.98, Math.max(0.5, (93 - rank * 3.5 + bias + ((n * 5) % 7) - 3) / 100));
    const sheet = scoreSheet(
      standards,
      standards.map((s, j) => ({
        standardId: s.standardId,
        score: Math.round(s.maxScore * (share - j * 0.01)),
      })),
    );
    const at = new Date(start.getTime() + (6 + ((n * 3) % 18)) * DAY);
    const by = logins.get(p.expertId) ?? 'admin';
    return {
      editionId: edition.id,
      declarationId: p.declarationId,
      expertId: p.expertId,
      status: 'submitted' as const,
      scores: sheet.scores,
      total: sheet.total,
      comment: COMMENTS[Math.min(COMMENTS.length - 1, Math.floor(rank / 2))]!,
      familiarity: 1 + (n % 3),
      submittedAt: at,
      createBy: by,
      createTime: new Date(at.getTime() - 2 * DAY),
      updateBy: by,
      updateTime: at,
    };
  });
  if (rows.length > 0) await tx.insert(reviews).values(rows);
}
