import type { FlowStage } from '@awards/shared/awards';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  awardGrades,
  awards,
  declarationAudits,
  declarationCompleters,
  declarations,
  editionAwards,
  editionGrades,
  editionStatusHistory,
  editions,
  resultEntries,
  resultLists,
  users,
} from '../../db/schema';

const DAY = 86_400_000;
export const DEMO_PUBLICITY_EDITION = '2025年度科技奖励示范届';
const FLOW: FlowStage[] = ['formal_examination', 'expert_review', 'meeting_review', 'publicity'];
const PROJECTS: [string, string[], number | null][] = [
  ['大型风电机组智能运维关键技术', ['王建国', '刘晓敏', '陈志远'], 1],
  ['新型钙钛矿光伏组件产业化', ['赵立新', '孙文静'], 2],
  ['城市轨道交通智能调度系统', ['周海涛', '吴倩'], 2],
  ['工业废水零排放处理工艺', ['郑国强'], null],
];

/**
 * A small edition ready to publish (its review over, the results of one award confirmed), so
 * that 公示管理 and the site's 公示公告 show real content on `npm start` and the browser test
 * publishes it. The confirmed list is written as the results module writes it (its table;
 * replaced by the finished demo edition after issue 17 is merged). Self-contained: its own
 * edition, the demo declarer's unit, the first award with grades.
 */
export async function seedPublicityDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  if ((await tx.$count(editions, eq(editions.editionName, DEMO_PUBLICITY_EDITION))) > 0) return;
  const [declarer] = await tx
    .select({ orgId: users.orgId })
    .from(users)
    .where(and(eq(users.loginName, 'declarer'), eq(users.userType, 'declarer')));
  const [award] = await tx.select({ id: awards.id }).from(awards).where(eq(awards.awardCode, 'INVENTION'));
  if (!declarer?.orgId || !award) return;
  const grades = await tx
    .select()
    .from(awardGrades)
    .where(eq(awardGrades.awardId, award.id))
    .orderBy(asc(awardGrades.gradeLevel));
  if (grades.length === 0) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const [edition] = await tx
    .insert(editions)
    .values({
      editionName: DEMO_PUBLICITY_EDITION,
      year: 2025,
      status: 'reviewing',
      remark: '公示示范：评审已结束，结果已确认，待发布公示',
      declarationStart: ago(150),
      declarationEnd: ago(120),
      examinationStart: ago(120),
      examinationEnd: ago(90),
      reviewStart: ago(90),
      reviewEnd: ago(40),
      meetingStart: ago(40),
      meetingEnd: ago(30),
      createBy: 'system',
    })
    .returning({ id: editions.id });
  const editionId = edition!.id;
  const moves = [
    ['draft', 'declaring'],
    ['declaring', 'examining'],
    ['examining', 'reviewing'],
  ] as const;
  for (const [i, [from, to]] of moves.entries())
    await tx.insert(editionStatusHistory).values({
      editionId,
      fromStatus: from,
      toStatus: to,
      operator: 'admin',
      createTime: ago(150 - i * 30),
    });
  const [editionAward] = await tx
    .insert(editionAwards)
    .values({ editionId, awardId: award.id, flow: FLOW })
    .returning({ id: editionAwards.id });
  await tx.insert(editionGrades).values(
    grades.map((g) => ({
      editionAwardId: editionAward!.id,
      gradeName: g.gradeName,
      gradeLevel: g.gradeLevel,
      quota: g.defaultQuota,
    })),
  );
  const [list] = await tx
    .insert(resultLists)
    .values({
      editionId,
      awardId: award.id,
      version: 1,
      method: 'weighted_mean',
      contentHash: 'demo',
      confirmedBy: 'admin',
      confirmedTime: ago(25),
    })
    .returning({ id: resultLists.id });
  for (const [rank, [projectName, people, level]] of PROJECTS.entries()) {
    // `level`: the award's first, second... grade (its levels need not start at 1).
    const grade = level === null ? null : (grades[level - 1] ?? grades[0]!);
    const status = grade ? 'proposed' : 'not_awarded';
    const [d] = await tx
      .insert(declarations)
      .values({
        editionId,
        awardId: award.id,
        gradeLevel: grade?.gradeLevel ?? grades[grades.length - 1]!.gradeLevel,
        projectName,
        unitId: declarer.orgId,
        recommendUnit: '中国技术创新促进会',
        discipline: 'energy',
        regionCode: '110000',
        summary: `${projectName}：示范数据`,
        status,
        submittedAt: ago(130),
        createBy: 'declarer',
      })
      .returning({ id: declarations.id });
    await tx
      .insert(declarationCompleters)
      .values(people.map((name, i) => ({ declarationId: d!.id, name, sortNumber: i + 1 })));
    // The whole trail, as the lifecycle writes it (the demo's consistency test reads it).
    const final = grade ? (['propose', 'proposed'] as const) : (['not_award', 'not_awarded'] as const);
    const steps = [
      ['create', null, 'draft', 'declarer', 'declarer', null, 140],
      ['submit', 'draft', 'submitted', 'declarer', 'declarer', null, 130],
      ['pass', 'submitted', 'passed', 'examiner', 'admin', null, 100],
      ['start_review', 'passed', 'expert_review', 'staff', 'admin', null, 90],
      ['to_meeting', 'expert_review', 'meeting_review', 'staff', 'admin', null, 40],
      [final[0], 'meeting_review', final[1], 'staff', 'admin', '会议评审结果已确认', 25],
    ] as const;
    await tx.insert(declarationAudits).values(
      steps.map(([action, fromStatus, toStatus, actorKind, actor, opinion, days]) => ({
        declarationId: d!.id,
        action,
        fromStatus,
        toStatus,
        actorKind,
        actor,
        opinion,
        createTime: ago(days),
      })),
    );
    await tx.insert(resultEntries).values({
      listId: list!.id,
      declarationId: d!.id,
      rank: rank + 1,
      score: 92 - rank * 4.5,
      gradeLevel: grade?.gradeLevel ?? null,
      gradeName: grade?.gradeName ?? null,
    });
  }
}
