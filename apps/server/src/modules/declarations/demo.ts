import type { DeclarationAction } from '@awards/shared/declarations';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { declarations, editionAwards, editionGrades, editions, organisations, users } from '../../db/schema';
import { REVIEWING_EDITION_NAME } from '../../db/seed/demo-awards';
import { ROOT_ORGAN_CODE } from '../../db/seed/reference';
import { type EditionRow, LAST_YEAR, NAMES, SUBJECTS, THIS_YEAR, UNITS } from './demo-data';
import { seedFinishedDeclarations } from './demo-finished';
import { seedOne } from './demo-one';
import { seedPublicityDeclarations } from './demo-publicity';

/**
 * Two hundred demo declarations (docs/domain.md "Demo data") over the two demo
 * editions of db/seed/demo-awards.ts: last year's (finished) carries the whole
 * lifecycle to its ends, this year's (declaring) drafts, submissions and
 * withdrawals. Every row's audit trail is the path the transition table allows
 * (checked here step by step), dated inside the edition's windows. Idempotent:
 * nothing happens when the demo editions already have declarations. The module's
 * `seedDemo`.
 */
export async function seedDeclarationsDemo(
  tx: DbOrTx,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  const lastYear = now.getUTCFullYear() - 1;
  const found = await tx
    .select()
    .from(editions)
    .where(inArray(editions.editionName, [`${lastYear}年度科学技术奖`, `${lastYear + 1}年度科学技术奖`]));
  const finished = found.find((e) => e.status === 'finished');
  const open = found.find((e) => e.status === 'declaring');
  if (!finished || !open) return;
  const already = await tx.$count(declarations, inArray(declarations.editionId, [finished.id, open.id]));
  const units = await seedUnits(tx, passwordHash);
  if (already === 0) await seedYears(tx, units, finished, open, now);
  await seedReviewing(tx, units, now);
  await seedFinishedDeclarations(tx, now);
  await seedPublicityDeclarations(tx, now);
}

type Unit = Awaited<ReturnType<typeof seedUnits>>[number];

/** Last year's 120 along complete paths, this year's 80 in declaration. */
async function seedYears(tx: DbOrTx, units: Unit[], finished: EditionRow, open: EditionRow, now: Date) {
  const declarers = await tx
    .select({ orgId: users.orgId, loginName: users.loginName, realname: users.realname, id: users.id })
    .from(users)
    .where(
      and(
        eq(users.userType, 'declarer'),
        inArray(
          users.orgId,
          units.map((u) => u.id),
        ),
      ),
    );

  // The recommending units, each with its first user (who recommends on the site), if any.
  const recommendUnits = await tx
    .select({ id: organisations.id, organName: organisations.organName })
    .from(organisations)
    .where(and(eq(organisations.organType, 'recommender'), eq(organisations.delFlag, 0)))
    .orderBy(organisations.id);
  const recommenders = await tx
    .select({ orgId: users.orgId, loginName: users.loginName, realname: users.realname, id: users.id })
    .from(users)
    .where(eq(users.userType, 'recommender'));
  const recommending = recommendUnits.map((u) => ({
    ...u,
    user: recommenders.find((r) => r.orgId === u.id) ?? null,
  }));

  let n = 0;
  for (const [edition, count, paths] of [
    [finished, 120, LAST_YEAR],
    [open, 80, THIS_YEAR],
  ] as const) {
    const targets = await tx
      .select({ awardId: editionAwards.awardId, level: editionGrades.gradeLevel, flow: editionAwards.flow })
      .from(editionAwards)
      .innerJoin(editionGrades, eq(editionGrades.editionAwardId, editionAwards.id))
      .where(eq(editionAwards.editionId, edition.id));
    for (let i = 0; i < count; i++, n++) {
      const unit = units[n % units.length]!;
      const target = targets[(n * 7) % targets.length]!;
      // Units without a declarer of their own were entered by staff on their behalf.
      const declarer = declarers.find((d) => d.orgId === unit.id) ?? null;
      // An award with the recommendation stage names a recommending unit, which decides;
      // an award without it skips the recommendation of the path.
      const staged = target.flow.includes('recommendation') && recommending.length > 0;
      const path = staged
        ? paths[i % paths.length]!
        : paths[i % paths.length]!.filter((a) => a !== 'recommend' && a !== 'decline');
      // This year's all name the first (the demo user's unit), so its page shows every case.
      const recommender = staged ? recommending[edition === open ? 0 : n % recommending.length]! : null;
      await seedOne(tx, edition, n, unit, target, path, declarer, recommender, now);
    }
  }
}

/** The research directions of the reviewing edition's declarations: keyData.keywords, matched by assignment. */
const REVIEW_TOPICS: { discipline: string; topic: string; keywords: string }[] = [
  { discipline: 'energy', topic: '高比能固态锂电池', keywords: '固态电池，储能，电解质' },
  { discipline: 'materials', topic: '高温合金增材制造', keywords: '高温合金，增材制造，材料设计' },
  { discipline: 'energy', topic: '新型电力系统储能调度', keywords: '储能，智能电网，调度优化' },
  { discipline: 'mechanical', topic: '重型数控机床可靠性', keywords: '数控机床，可靠性，故障诊断' },
  { discipline: 'materials', topic: '钙钛矿光伏薄膜', keywords: '钙钛矿，光伏，薄膜材料' },
  { discipline: 'medicine', topic: '肿瘤早筛液体活检', keywords: '液体活检，肿瘤早筛，精准医疗' },
];
const REVIEW_DECLARATIONS = 18;

/**
 * The edition in expert review: eighteen declarations that passed the formal examination,
 * those of an award whose flow has the recommendation stage recommended as well (the
 * transition table's path, like every demo trail). The review module's demo assigns them,
 * which starts their review. Idempotent: nothing when the edition already has declarations.
 */
async function seedReviewing(tx: DbOrTx, units: Unit[], now: Date) {
  const [edition] = await tx
    .select()
    .from(editions)
    .where(
      and(
        eq(editions.editionName, REVIEWING_EDITION_NAME(now.getUTCFullYear())),
        eq(editions.status, 'reviewing'),
      ),
    );
  if (!edition || (await tx.$count(declarations, eq(declarations.editionId, edition.id))) > 0) return;
  const targets = await tx
    .select({ awardId: editionAwards.awardId, level: editionGrades.gradeLevel, flow: editionAwards.flow })
    .from(editionAwards)
    .innerJoin(editionGrades, eq(editionGrades.editionAwardId, editionAwards.id))
    .where(eq(editionAwards.editionId, edition.id))
    .orderBy(editionAwards.sortNumber, editionGrades.gradeLevel);
  const awards = [...new Map(targets.map((t) => [t.awardId, t])).values()];
  for (let i = 0; i < REVIEW_DECLARATIONS; i++) {
    const n = 200 + i;
    const award = awards[i % awards.length]!;
    const target = targets.filter((t) => t.awardId === award.awardId)[i % 2] ?? award;
    const path: DeclarationAction[] = award.flow.includes('recommendation')
      ? ['submit', 'pass', 'recommend']
      : ['submit', 'pass'];
    const topic = REVIEW_TOPICS[i % REVIEW_TOPICS.length]!;
    await seedOne(tx, edition, n, units[(i * 5) % units.length]!, target, path, null, null, now, {
      projectName: `${topic.topic}${SUBJECTS[i % SUBJECTS.length]}（${i + 1}）`,
      discipline: topic.discipline,
      keywords: topic.keywords,
      // Every third project has a university co-completer: experts of that university must stand aside.
      coUnit: i % 3 === 0 ? CO_UNITS[(i / 3) % CO_UNITS.length] : undefined,
    });
  }
}

/** Universities of the demo's expert pool (experts/demo.ts), as co-completers' units. */
const CO_UNITS = ['清华大学', '同济大学', '东南大学'];

async function seedUnits(tx: DbOrTx, passwordHash: string) {
  const [root] = await tx
    .select({ id: organisations.id, parentIds: organisations.parentIds })
    .from(organisations)
    .where(eq(organisations.organCode, ROOT_ORGAN_CODE));
  if (!root) throw new Error('seedDeclarationsDemo needs the reference data');
  await tx
    .insert(organisations)
    .values(
      UNITS.map(([organCode, organName, regionCode], i) => ({
        organCode,
        organName,
        organType: 'unit',
        regionCode,
        parentId: root.id,
        parentIds: `${root.parentIds}${root.id},`,
        sortNumber: 100 + i,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing();
  const units = await tx
    .select({
      id: organisations.id,
      organCode: organisations.organCode,
      regionCode: organisations.regionCode,
      organName: organisations.organName,
    })
    .from(organisations)
    .where(and(eq(organisations.organType, 'unit'), eq(organisations.delFlag, 0)));
  // One demo declarer for every three new units: declarer01..declarer04.
  const heads = UNITS.filter((_, i) => i % 3 === 0);
  for (const [i, [code]] of heads.entries()) {
    const unit = units.find((u) => u.organCode === code);
    if (!unit) continue;
    await tx
      .insert(users)
      .values({
        userNo: `D${String(i + 1).padStart(6, '0')}`,
        loginName: `declarer${String(i + 1).padStart(2, '0')}`,
        passwordHash,
        realname: `${NAMES[i]}（申报联系人）`,
        userType: 'declarer',
        orgId: unit.id,
        createBy: 'system',
      })
      .onConflictDoNothing();
  }
  return units;
}
