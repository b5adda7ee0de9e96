import type { DeclarationAction, DeclarationActor, DeclarationStatus } from '@awards/shared/declarations';
import { and, eq, inArray } from 'drizzle-orm';
import { TRANSITIONS } from '../../modules/declarations/transitions';
import type { DbOrTx } from '../client';
import {
  declarationAudits,
  declarationCompleters,
  declarations,
  editionAwards,
  editionGrades,
  editions,
  organisations,
  users,
} from '../schema';
import { ROOT_ORGAN_CODE } from './reference';

/**
 * Two hundred demo declarations (docs/domain.md "Demo data") over the two demo
 * editions of demo-awards.ts: last year's (finished) carries the whole
 * lifecycle to its ends, this year's (declaring) drafts, submissions and
 * withdrawals. Every row's audit trail is the path the transition table allows
 * (checked here step by step), dated inside the edition's windows. Idempotent:
 * nothing happens when the demo editions already have declarations.
 */

const DAY = 86_400_000;
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

/** Declaring units across provinces, with one declarer for every three. */
const UNITS: [code: string, name: string, region: string][] = [
  ['DU-BJ-01', '北京航天精密仪器研究所', '110000'],
  ['DU-TJ-01', '天津滨海智能装备有限公司', '120000'],
  ['DU-HE-01', '河北钢研新材料有限公司', '130000'],
  ['DU-JS-01', '江苏苏南集成电路研究院', '320000'],
  ['DU-ZJ-01', '浙江之江数字技术有限公司', '330000'],
  ['DU-AH-01', '安徽量子信息工程中心', '340000'],
  ['DU-SD-01', '山东海洋生物医药研究院', '370000'],
  ['DU-HB-01', '湖北光谷激光技术有限公司', '420000'],
  ['DU-HN-01', '湖南长株潭轨道交通研究院', '430000'],
  ['DU-SN-01', '陕西秦岭能源化工有限公司', '610000'],
  ['DU-CQ-01', '重庆山城汽车工程研究院', '500000'],
  ['DU-YN-01', '云南高原农业科技有限公司', '530000'],
];

const TOPICS = [
  '高效储能',
  '智能电网',
  '深海探测',
  '精准医疗',
  '新型显示',
  '轨道交通',
  '智慧农业',
  '工业互联网',
  '碳捕集',
  '先进制造',
];
const SUBJECTS = [
  '关键技术研究与应用',
  '核心装备研制及产业化',
  '基础理论与方法',
  '系统集成与示范',
  '材料设计与制备',
];
const DISCIPLINES = ['materials', 'energy', 'information', 'medicine', 'agriculture', 'mechanical'];
const NAMES = [
  '王建华',
  '李晓东',
  '张伟',
  '刘洋',
  '陈静',
  '杨帆',
  '赵磊',
  '黄敏',
  '周涛',
  '吴琳',
  '徐强',
  '孙丽',
];

/** Paths from draft, by the status they end in: the finished edition's, then this year's. */
const LAST_YEAR: DeclarationAction[][] = [
  ['submit', 'pass', 'start_review', 'to_meeting', 'propose', 'publicise', 'award'],
  ['submit', 'return', 'resubmit', 'pass', 'start_review', 'to_meeting', 'propose', 'publicise', 'award'],
  ['submit', 'pass', 'recommend', 'start_review', 'to_meeting', 'propose', 'publicise', 'award'],
  ['submit', 'pass', 'start_review', 'to_meeting', 'propose', 'publicise', 'revoke'],
  ['submit', 'pass', 'start_review', 'to_meeting'],
  ['submit', 'reject'],
  ['submit', 'return', 'resubmit', 'reject'],
  ['submit', 'defer'],
  ['submit', 'withdraw'],
  ['submit', 'pass', 'withdraw'],
];
const THIS_YEAR: DeclarationAction[][] = [
  [],
  [],
  ['submit'],
  ['submit'],
  ['submit'],
  ['withdraw'],
  ['submit', 'withdraw'],
];

const OPINIONS: Partial<Record<DeclarationAction, string>> = {
  return: '请补充第三方查新报告及近三年经济效益证明',
  reject: '不符合本奖项申报条件（成果完成时间超出规定范围）',
  defer: '知识产权归属存在争议，缓评至下一届次',
  revoke: '公示期异议成立：主要完成人排序与实际贡献不符',
  withdraw: '单位内部调整，申请撤回',
};

interface EditionRow {
  id: number;
  status: string;
  declarationStart: Date | null;
  examinationStart: Date | null;
  reviewStart: Date | null;
  publicityStart: Date | null;
  publicityEnd: Date | null;
}

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
  if (already > 0) return;

  const units = await seedUnits(tx, passwordHash);
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

  let n = 0;
  for (const [edition, count, paths] of [
    [finished, 120, LAST_YEAR],
    [open, 80, THIS_YEAR],
  ] as const) {
    const targets = await tx
      .select({ awardId: editionAwards.awardId, level: editionGrades.gradeLevel })
      .from(editionAwards)
      .innerJoin(editionGrades, eq(editionGrades.editionAwardId, editionAwards.id))
      .where(eq(editionAwards.editionId, edition.id));
    for (let i = 0; i < count; i++, n++) {
      const unit = units[n % units.length]!;
      const target = targets[(n * 7) % targets.length]!;
      // Units without a declarer of their own were entered by staff on their behalf.
      const declarer = declarers.find((d) => d.orgId === unit.id) ?? null;
      await seedOne(tx, edition, n, unit, target, paths[i % paths.length]!, declarer, now);
    }
  }
}

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

type Declarer = { loginName: string; realname: string; id: number } | null;

async function seedOne(
  tx: DbOrTx,
  edition: EditionRow,
  n: number,
  unit: { id: number; regionCode: string | null; organName: string },
  target: { awardId: number; level: number },
  path: DeclarationAction[],
  declarer: Declarer,
  now: Date,
) {
  const steps = walk(path);
  const times = timesOf(edition, path, n, now);
  const status = steps.at(-1)?.to ?? 'draft';
  const submitAt = [...path.keys()].filter((i) => path[i] === 'submit' || path[i] === 'resubmit').pop();
  const [row] = await tx
    .insert(declarations)
    .values({
      editionId: edition.id,
      awardId: target.awardId,
      gradeLevel: target.level,
      projectName: `${TOPICS[n % TOPICS.length]}${SUBJECTS[(n * 3) % SUBJECTS.length]}（${n + 1}）`,
      unitId: unit.id,
      recommendUnit: `${unit.organName.slice(0, 2)}省科学技术协会`,
      discipline: DISCIPLINES[n % DISCIPLINES.length],
      regionCode: unit.regionCode,
      summary: '项目围绕行业关键共性技术难题，形成了具有自主知识产权的成套技术，并在多家单位推广应用。',
      keyData: { 授权发明专利: 3 + (n % 9), 近三年新增产值万元: 1200 + n * 37 },
      status,
      submittedAt: submitAt === undefined ? null : times[submitAt + 1]!,
      createBy: declarer?.loginName ?? 'admin',
      createTime: times[0]!,
      updateTime: times.at(-1)!,
    })
    .returning({ id: declarations.id });
  const declarationId = row!.id;
  await tx.insert(declarationCompleters).values(
    Array.from({ length: 2 + (n % 4) }, (_, i) => ({
      declarationId,
      name: NAMES[(n + i) % NAMES.length]!,
      unit: unit.organName,
      contribution: i === 0 ? '项目总体负责' : '关键技术研发',
      sortNumber: i + 1,
    })),
  );
  const who = (wanted: DeclarationActor) => {
    const actorKind: DeclarationActor = wanted === 'declarer' && !declarer ? 'staff' : wanted;
    if (actorKind === 'declarer' && declarer)
      return { actorKind, actor: declarer.loginName, actorName: declarer.realname, actorUserId: declarer.id };
    if (actorKind === 'examiner')
      return { actorKind, actor: 'auditor', actorName: '王丽娟', actorUserId: null };
    return { actorKind, actor: 'admin', actorName: '系统管理员', actorUserId: null };
  };
  await tx.insert(declarationAudits).values([
    {
      declarationId,
      action: 'create' as const,
      fromStatus: null,
      toStatus: 'draft' as const,
      ...who('declarer'),
      createTime: times[0]!,
    },
    ...steps.map((s, i) => ({
      declarationId,
      action: s.action,
      fromStatus: s.from,
      toStatus: s.to,
      opinion: OPINIONS[s.action] ?? null,
      ...who(s.kind),
      createTime: times[i + 1]!,
    })),
  ]);
}

/** The path through the table from draft; throws if the table does not allow a step. */
function walk(path: DeclarationAction[]) {
  let status: DeclarationStatus = 'draft';
  return path.map((action) => {
    if (action === 'create') throw new Error('create is not a move');
    const move = TRANSITIONS[action];
    if (!move.from.includes(status)) throw new Error(`demo path: ${status} cannot ${action}`);
    const step = { action, from: status, to: move.to, kind: move.who[0]! };
    status = move.to;
    return step;
  });
}

/** Creation and one time per step, each inside the window its action belongs to. */
function timesOf(edition: EditionRow, path: DeclarationAction[], n: number, now: Date): Date[] {
  const start = edition.declarationStart ?? at(now, -7);
  const created = at(start, (n % 5) + 0.1 * (n % 7));
  const examStart = edition.examinationStart ?? at(now, 30);
  const reviewStart = edition.reviewStart ?? at(now, 60);
  const publicity = edition.publicityStart ?? at(now, 90);
  const base: Partial<Record<DeclarationAction, Date>> = {
    submit: at(created, 2),
    withdraw: at(created, 4),
    pass: at(examStart, 3),
    return: at(examStart, 2),
    resubmit: at(examStart, 5),
    reject: at(examStart, 8),
    defer: at(examStart, 8),
    recommend: at(examStart, 12),
    start_review: at(reviewStart, 1),
    to_meeting: at(reviewStart, 25),
    propose: at(reviewStart, 38),
    publicise: at(publicity, 0.1),
    award: at(edition.publicityEnd ?? at(publicity, 10), 0),
    revoke: at(publicity, 6),
  };
  const times = [created];
  for (const action of path) {
    const previous = times.at(-1)!;
    const wanted = base[action] ?? previous;
    // Never before the previous step, never in the future.
    const t = new Date(Math.min(Math.max(wanted.getTime(), previous.getTime() + 3600_000), now.getTime()));
    times.push(t);
  }
  return times;
}
