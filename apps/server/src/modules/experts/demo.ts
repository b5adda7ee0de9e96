import type { ExpertStatus } from '@awards/shared/experts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankBranches, banks, editionExperts, editions, experts, users } from '../../db/schema';
import {
  DEMO_PUBLICITY_EDITION,
  FINISHED_EDITION_NAME,
  REVIEWING_EDITION_NAME,
} from '../../db/seed/demo-awards';

/**
 * The demo's expert pool (docs/domain.md "Experts"): thirty experts across
 * disciplines and provinces, most approved, four pending audit, one rejected,
 * one blacklisted, one in the recycle bin; the first twelve approved ones in the
 * pool of the edition open for declaration. Idempotent: experts are known by
 * ID number; what exists is left alone. The module's `seedDemo`.
 */

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高'];
const GIVEN = ['建华', '晓明', '志刚', '丽萍', '海燕', '国强', '文博', '思远', '秀英', '振宇'];
const PLACES = [
  {
    regionCode: '110000',
    prefix: '110108',
    organisations: ['清华大学', '中国科学院计算技术研究所', '北京理工大学'],
  },
  {
    regionCode: '310000',
    prefix: '310104',
    organisations: ['上海交通大学', '同济大学', '中国科学院上海硅酸盐研究所'],
  },
  {
    regionCode: '440000',
    prefix: '440106',
    organisations: ['华南理工大学', '中山大学', '南方电网科学研究院'],
  },
  { regionCode: '510000', prefix: '510107', organisations: ['四川大学', '电子科技大学', '西南交通大学'] },
  { regionCode: '320000', prefix: '320102', organisations: ['南京大学', '东南大学', '江苏省农业科学院'] },
  { regionCode: '420000', prefix: '420111', organisations: ['武汉大学', '华中科技大学', '长江科学院'] },
];
const DISCIPLINES = [
  'computer',
  'materials',
  'electrical',
  'civil',
  'energy',
  'medicine',
  'agriculture',
  'mechanical',
];
/** Research keywords by discipline (two sets each, alternating), matched by assignment. */
const KEYWORDS: Record<string, string[][]> = {
  computer: [
    ['人工智能', '机器学习', '故障诊断'],
    ['工业软件', '数字孪生'],
  ],
  materials: [
    ['高温合金', '增材制造', '材料设计'],
    ['钙钛矿', '薄膜材料', '光伏'],
  ],
  electrical: [
    ['智能电网', '调度优化', '电力电子'],
    ['特高压', '储能'],
  ],
  civil: [
    ['桥梁工程', '结构健康监测'],
    ['隧道工程', '岩土'],
  ],
  energy: [
    ['固态电池', '储能', '电解质'],
    ['氢能', '燃料电池', '储能'],
  ],
  medicine: [
    ['肿瘤早筛', '液体活检', '精准医疗'],
    ['医学影像', '人工智能'],
  ],
  agriculture: [
    ['作物育种', '基因编辑'],
    ['智慧农业', '遥感'],
  ],
  mechanical: [
    ['数控机床', '可靠性', '故障诊断'],
    ['机器人', '精密制造'],
  ],
};

const TITLES = ['教授', '研究员', '教授级高级工程师', '副教授', '高级工程师'];
const BANKS = ['中国工商银行', '中国建设银行', '中国银行', '招商银行'];

const EXPERT_COUNT = 30;
const POOL_SIZE = 12;

/** The check character of an 18-digit resident ID (GB 11643), so demo numbers look real. */
function idCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return '10X98765432'[sum % 11]!;
}

interface DemoExpert {
  expertName: string;
  sex: 1 | 2;
  organisation: string;
  title: string;
  discipline: string;
  regionCode: string;
  phone: string;
  email: string;
  idNumber: string;
  bankName: string;
  bankAccount: string;
  keywords: string[];
  status: ExpertStatus;
  blacklisted: boolean;
  deleted: boolean;
}

/** Thirty experts, the same on every run. */
export function demoExperts(): DemoExpert[] {
  return Array.from({ length: EXPERT_COUNT }, (_, i) => {
    const place = PLACES[i % PLACES.length]!;
    const given = GIVEN[(i * 3) % GIVEN.length]!;
    const sex: 1 | 2 = ['丽萍', '海燕', '秀英'].includes(given) ? 2 : 1;
    const birth = `19${60 + (i % 30)}${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}`;
    const first17 = `${place.prefix}${birth}${String(100 + i).slice(-3)}`;
    const n = String(i + 1).padStart(2, '0');
    return {
      // The first is the demo `expert` account's record: the account's name (db/seed/demo.ts).
      expertName: i === 0 ? '张明华' : `${SURNAMES[i % SURNAMES.length]}${given}`,
      sex,
      organisation: place.organisations[i % place.organisations.length]!,
      title: TITLES[i % TITLES.length]!,
      discipline: DISCIPLINES[i % DISCIPLINES.length]!,
      regionCode: place.regionCode,
      phone: `1370217${String(1000 + i).slice(-4)}`,
      email: `expert${n}@demo-experts.example.org`,
      idNumber: first17 + idCheckChar(first17),
      bankName: BANKS[i % BANKS.length]!,
      bankAccount: `62220${String(20_000_000_000 + i * 7919)}`,
      keywords: KEYWORDS[DISCIPLINES[i % DISCIPLINES.length]!]![Math.floor(i / DISCIPLINES.length) % 2]!,
      status: i >= 24 && i < 28 ? 'pending' : i === 28 ? 'rejected' : 'approved',
      blacklisted: i === 20,
      deleted: i === 29,
    };
  });
}

export async function seedExpertsDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  const list = demoExperts();
  // The demo's expert accounts: 张明华 (expert) is the first expert's sign-in, expert2 the fifth's (energy).
  const accounts = await tx
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, ['expert', 'expert2']));
  const accountOf = (i: number) =>
    accounts.find((a) => a.loginName === (i === 0 ? 'expert' : i === EXPERT2_INDEX ? 'expert2' : ''))?.id ??
    null;
  await tx
    .insert(experts)
    .values(
      list.map(({ deleted, ...e }, i) => ({
        ...e,
        userId: accountOf(i),
        auditBy: e.status === 'pending' ? null : 'system',
        auditTime: e.status === 'pending' ? null : now,
        auditOpinion: e.status === 'rejected' ? '近五年无相关领域科研成果，暂不符合入库条件' : null,
        blacklistReason: e.blacklisted ? '上届评审中未按规定申请回避' : null,
        blacklistBy: e.blacklisted ? 'system' : null,
        blacklistTime: e.blacklisted ? now : null,
        delFlag: deleted ? 1 : 0,
        deletedAt: deleted ? now : null,
        createBy: 'system',
      })),
    )
    // An ID number (or account) already in the pool: that expert is left as it is.
    .onConflictDoNothing();

  await chooseBranches(tx);
  await pushIntoOpenEdition(tx);
  await pushIntoReviewingEdition(tx, now);
  await pushAvailablePool(tx, FINISHED_EDITION_NAME(now.getUTCFullYear() - 1), 7, now);
  await pushAvailablePool(tx, DEMO_PUBLICITY_EDITION, 5, now);
}

/**
 * A past edition's pool, every expert available, answered five days before its review began:
 * the finished edition (docs/domain.md "Demo data (a finished edition)") had seven, the demo
 * experts among them (its review group and its meeting); the small edition ready to publish
 * (2025年度科技奖励示范届) had five, the demo expert among them (its award's meeting, without expert
 * review, takes its members from it).
 */
async function pushAvailablePool(tx: DbOrTx, editionName: string, size: number, now: Date): Promise<void> {
  const [edition] = await tx
    .select({ id: editions.id, reviewStart: editions.reviewStart })
    .from(editions)
    .where(eq(editions.editionName, editionName));
  if (!edition) return;
  const eligible = await eligibleDemoExperts(tx, size);
  if (eligible.length === 0) return;
  const answered = new Date((edition.reviewStart ?? now).getTime() - 5 * 86_400_000);
  await tx
    .insert(editionExperts)
    .values(
      eligible.map((e) => ({
        editionId: edition.id,
        expertId: e.id,
        pushBy: 'admin',
        pushTime: answered,
        availability: 'available' as const,
        availabilityTime: answered,
      })),
    )
    .onConflictDoNothing();
}

/** Each demo expert's honoraria branch from the maintained list: the first of their bank's (banks seed). */
async function chooseBranches(tx: DbOrTx): Promise<void> {
  for (const bankName of BANKS) {
    const [branch] = await tx
      .select({ id: bankBranches.id })
      .from(bankBranches)
      .innerJoin(banks, eq(banks.id, bankBranches.bankId))
      .where(eq(banks.bankName, bankName))
      .orderBy(bankBranches.id)
      .limit(1);
    if (!branch) continue;
    await tx
      .update(experts)
      .set({ bankBranchId: branch.id })
      .where(
        and(
          eq(experts.bankName, bankName),
          isNull(experts.bankBranchId),
          inArray(
            experts.idNumber,
            demoExperts().map((e) => e.idNumber),
          ),
        ),
      );
  }
}

/** The demo expert2's record: 陈... of an energy discipline, in the reviewing edition's pool. */
const EXPERT2_INDEX = 4;
const REVIEW_POOL_SIZE = 18;

/**
 * The edition in expert review gets a pool of eighteen (the demo experts and expert2 among
 * them), each having said whether they are available: all available but one, who is away.
 */
async function pushIntoReviewingEdition(tx: DbOrTx, now: Date): Promise<void> {
  const [reviewing] = await tx
    .select({ id: editions.id })
    .from(editions)
    // By name: other demo editions are in review too (publicity's), and a second seeding must
    // find this one, not the newest.
    .where(
      and(
        eq(editions.editionName, REVIEWING_EDITION_NAME(now.getUTCFullYear())),
        eq(editions.status, 'reviewing'),
      ),
    );
  if (!reviewing) return;
  const eligible = await eligibleDemoExperts(tx, REVIEW_POOL_SIZE);
  const away = eligible[eligible.length - 2]?.id;
  await tx
    .insert(editionExperts)
    .values(
      eligible.map((e) => ({
        editionId: reviewing.id,
        expertId: e.id,
        pushBy: 'system',
        availability: e.id === away ? ('unavailable' as const) : ('available' as const),
        unavailableReason: e.id === away ? '评审期间在国外访问交流' : null,
        availabilityTime: now,
      })),
    )
    .onConflictDoNothing();
}

function eligibleDemoExperts(tx: DbOrTx, limit: number) {
  return tx
    .select({ id: experts.id })
    .from(experts)
    .where(
      and(
        inArray(
          experts.idNumber,
          demoExperts().map((e) => e.idNumber),
        ),
        eq(experts.status, 'approved'),
        eq(experts.blacklisted, false),
        eq(experts.delFlag, 0),
      ),
    )
    .orderBy(experts.id)
    .limit(limit);
}

/** The first approved, not blacklisted, live demo experts go into the pool of the edition open for declaration. */
async function pushIntoOpenEdition(tx: DbOrTx): Promise<void> {
  const [open] = await tx.select({ id: editions.id }).from(editions).where(eq(editions.status, 'declaring'));
  if (!open) return;
  const eligible = await eligibleDemoExperts(tx, POOL_SIZE);
  if (eligible.length === 0) return;
  await tx
    .insert(editionExperts)
    .values(eligible.map((e) => ({ editionId: open.id, expertId: e.id, pushBy: 'system' })))
    .onConflictDoNothing();
}
