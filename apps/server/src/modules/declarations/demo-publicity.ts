import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { declarations, editionAwards, editionGrades, editions, organisations, users } from '../../db/schema';
import { DEMO_PUBLICITY_EDITION } from '../../db/seed/demo-awards';
import { seedOne } from './demo-one';

/**
 * The four projects of the small edition ready to publish (docs/domain.md "Demo data (a finished
 * edition)"), each with the grade its unit hopes for (the edition's first or second) and its
 * completers. The meeting's ballots (meeting/demo-publicity.ts) give them 一等奖, 二等奖, 二等奖
 * and no award, in this order.
 */
const PROJECTS: { name: string; completers: string[]; hoped: number }[] = [
  { name: '大型风电机组智能运维关键技术', completers: ['王建国', '刘晓敏', '陈志远'], hoped: 0 },
  { name: '新型钙钛矿光伏组件产业化', completers: ['赵立新', '孙文静'], hoped: 1 },
  { name: '城市轨道交通智能调度系统', completers: ['周海涛', '吴倩'], hoped: 1 },
  { name: '工业废水零排放处理工艺', completers: ['郑国强'], hoped: 1 },
];

/**
 * Declared by the demo declarer's unit (刘海涛, 北京中科智联) and passed by the formal examination,
 * along the transition table (`seedOne`), dated inside the edition's windows; the meeting moves
 * them on. Idempotent: nothing when the edition has declarations.
 */
export async function seedPublicityDeclarations(tx: DbOrTx, now: Date): Promise<void> {
  const [edition] = await tx.select().from(editions).where(eq(editions.editionName, DEMO_PUBLICITY_EDITION));
  if (!edition || (await tx.$count(declarations, eq(declarations.editionId, edition.id))) > 0) return;
  const [declarer] = await tx
    .select({ orgId: users.orgId, loginName: users.loginName, realname: users.realname, id: users.id })
    .from(users)
    .where(and(eq(users.loginName, 'declarer'), eq(users.userType, 'declarer')));
  const [target] = await tx
    .select({ awardId: editionAwards.awardId, flow: editionAwards.flow, editionAwardId: editionAwards.id })
    .from(editionAwards)
    .where(eq(editionAwards.editionId, edition.id));
  if (!declarer?.orgId || !target) return;
  const [unit] = await tx
    .select({
      id: organisations.id,
      regionCode: organisations.regionCode,
      organName: organisations.organName,
    })
    .from(organisations)
    .where(eq(organisations.id, declarer.orgId));
  const levels = await tx
    .select({ level: editionGrades.gradeLevel })
    .from(editionGrades)
    .where(eq(editionGrades.editionAwardId, target.editionAwardId))
    .orderBy(asc(editionGrades.gradeLevel));
  if (!unit || levels.length === 0) return;
  for (const [i, p] of PROJECTS.entries())
    await seedOne(
      tx,
      edition,
      400 + i,
      unit,
      { awardId: target.awardId, level: (levels[p.hoped] ?? levels[0]!).level, flow: target.flow },
      ['submit', 'pass'],
      declarer,
      null,
      now,
      {
        projectName: p.name,
        discipline: 'energy',
        recommendUnit: '中国技术创新促进会',
        summary: `${p.name}：示范数据`,
        completers: p.completers,
      },
    );
}
