import type { AwardCategory, FlowStage, GradeInput, StandardInput } from '@awards/shared/awards';
import type { EditionStatus, Windows } from '@awards/shared/editions';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  awardGrades,
  awardStandards,
  awards,
  editionAwards,
  editionGrades,
  editionStandards,
  editionStatusHistory,
  editions,
} from '../schema';

/**
 * The demo's awards catalogue and five editions (docs/domain.md): last year's,
 * finished with its full status history, last year's 技术发明奖 (taken to finished by
 * the modules' demos), this year's, open for declaration with windows placed around
 * the day the demo is loaded, a special round of this year in expert review, and the
 * small edition ready to publish. Idempotent: awards and editions already there (by
 * code, by name) are left alone.
 */

interface DemoAward {
  awardCode: string;
  awardName: string;
  category: AwardCategory;
  description: string;
  flow: FlowStage[];
  grades: GradeInput[];
  standards: StandardInput[];
}

const GRADES_3: GradeInput[] = [
  { gradeName: '一等奖', gradeLevel: 2, quota: 3 },
  { gradeName: '二等奖', gradeLevel: 3, quota: 8 },
  { gradeName: '三等奖', gradeLevel: 4, quota: 15 },
];

const DEMO_AWARDS: DemoAward[] = [
  {
    awardCode: 'PROGRESS',
    awardName: '科学技术进步奖',
    category: 'progress',
    description: '授予在应用推广先进科学技术成果、完成重大科技工程中作出突出贡献的单位和个人',
    flow: ['formal_examination', 'recommendation', 'expert_review', 'meeting_review', 'publicity'],
    grades: [{ gradeName: '特等奖', gradeLevel: 1, quota: 1 }, ...GRADES_3],
    standards: [
      { standardName: '技术创新程度', description: '关键技术的创新性与先进性', maxScore: 100, weight: 35 },
      { standardName: '技术经济指标', description: '主要技术经济指标的先进程度', maxScore: 100, weight: 25 },
      {
        standardName: '经济社会效益',
        description: '近三年直接经济效益与社会效益',
        maxScore: 100,
        weight: 30,
      },
      { standardName: '推动行业进步', description: '对行业科技进步的作用', maxScore: 100, weight: 10 },
    ],
  },
  {
    awardCode: 'INVENTION',
    awardName: '技术发明奖',
    category: 'invention',
    description: '授予运用科学技术知识做出产品、工艺、材料及其系统等重大技术发明的个人',
    flow: ['formal_examination', 'expert_review', 'meeting_review', 'publicity'],
    grades: GRADES_3,
    standards: [
      { standardName: '发明的创造性', maxScore: 100, weight: 40 },
      { standardName: '技术先进性', maxScore: 100, weight: 30 },
      { standardName: '应用效果', maxScore: 100, weight: 30 },
    ],
  },
  {
    awardCode: 'NATURAL',
    awardName: '自然科学奖',
    category: 'natural',
    description: '授予在基础研究和应用基础研究中阐明自然现象、特征和规律，做出重大科学发现的个人',
    flow: ['formal_examination', 'expert_review', 'publicity'],
    grades: GRADES_3.slice(0, 2),
    standards: [
      { standardName: '科学发现的原创性', maxScore: 100, weight: 50 },
      { standardName: '学术影响', description: '论文被引用与同行评价', maxScore: 100, weight: 30 },
      { standardName: '研究难度', maxScore: 100, weight: 20 },
    ],
  },
  {
    awardCode: 'YOUTH_TALENT',
    awardName: '青年科技人才奖',
    category: 'talent',
    description: '授予四十周岁以下、在科技创新中取得突出成绩的青年科技工作者',
    flow: ['formal_examination', 'recommendation', 'meeting_review', 'publicity'],
    grades: [{ gradeName: '获奖', gradeLevel: 1, quota: 10 }],
    standards: [
      { standardName: '创新成果', maxScore: 100, weight: 60 },
      { standardName: '发展潜力', maxScore: 100, weight: 40 },
    ],
  },
];

const DAY = 24 * 3600_000;
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

/** Windows one after another from start: 60 days of declaration, then 20, 30, 10 and 10. */
function windowsFrom(start: Date): Windows<Date> {
  return {
    declarationStart: start,
    declarationEnd: at(start, 60),
    examinationStart: at(start, 60),
    examinationEnd: at(start, 80),
    reviewStart: at(start, 80),
    reviewEnd: at(start, 110),
    meetingStart: at(start, 110),
    meetingEnd: at(start, 120),
    publicityStart: at(start, 120),
    publicityEnd: at(start, 130),
  };
}

export async function seedAwardsDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  const created = await tx
    .insert(awards)
    .values(
      DEMO_AWARDS.map(({ grades, standards, ...award }, index) => ({
        ...award,
        sortNumber: index + 1,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: awards.id, awardCode: awards.awardCode });
  for (const row of created) {
    const award = DEMO_AWARDS.find((a) => a.awardCode === row.awardCode)!;
    await tx.insert(awardGrades).values(award.grades.map((g) => ({ awardId: row.id, ...gradeRow(g) })));
    await tx
      .insert(awardStandards)
      .values(award.standards.map((s, i) => ({ awardId: row.id, ...standardRow(s, i) })));
  }
  const ids = await tx
    .select({ id: awards.id, awardCode: awards.awardCode })
    .from(awards)
    .where(
      inArray(
        awards.awardCode,
        DEMO_AWARDS.map((a) => a.awardCode),
      ),
    );
  const awardIds = new Map(ids.map((r) => [r.awardCode, r.id]));

  const lastYear = now.getUTCFullYear() - 1;
  await seedEdition(tx, awardIds, {
    editionName: `${lastYear}年度科学技术奖`,
    year: lastYear,
    status: 'finished',
    windows: windowsFrom(new Date(Date.UTC(lastYear, 2, 1))),
    awardCodes: ['PROGRESS', 'INVENTION', 'NATURAL'],
  });
  // The finished edition with its whole history (docs/domain.md "Demo data (a finished edition)"):
  // created in review with its earlier windows over; the modules' demos take it through the
  // review, the meeting, the results, the publicity and the objections to finished. Created
  // before this year's editions, as it was in life: its deferred declaration is carried into
  // the edition open for declaration, the next one created after it (objections/demo-carry.ts).
  const start = at(now, -FINISHED_DAYS_AGO);
  await seedEdition(tx, awardIds, {
    editionName: FINISHED_EDITION_NAME(lastYear),
    year: lastYear,
    status: 'reviewing',
    windows: {
      declarationStart: start,
      declarationEnd: at(start, 40),
      examinationStart: at(start, 40),
      examinationEnd: at(start, 60),
      reviewStart: at(start, 60),
      reviewEnd: at(start, 90),
      meetingStart: at(start, 90),
      meetingEnd: at(start, 110),
      publicityStart: at(start, 120),
      publicityEnd: at(start, 135),
    },
    awardCodes: ['INVENTION'],
  });
  await seedEdition(tx, awardIds, {
    editionName: `${lastYear + 1}年度科学技术奖`,
    year: lastYear + 1,
    status: 'declaring',
    // Opened a week ago, so declaring is open for another 53 days.
    windows: windowsFrom(at(now, -7)),
    awardCodes: ['PROGRESS', 'INVENTION', 'NATURAL', 'YOUTH_TALENT'],
  });
  // A special round in expert review (issue 16's demo): its review window opened five days ago.
  await seedEdition(tx, awardIds, {
    editionName: REVIEWING_EDITION_NAME(lastYear + 1),
    year: lastYear + 1,
    status: 'reviewing',
    windows: windowsFrom(at(now, -85)),
    awardCodes: ['PROGRESS', 'INVENTION', 'NATURAL'],
  });
  // The small edition ready to publish (docs/domain.md "Demo data (a finished edition)"): 技术发明奖
  // decided by the meeting alone (no expert review), its windows over; the modules' demos hold
  // its meeting and confirm its list, and 公示管理 publishes it.
  await seedEdition(tx, awardIds, {
    editionName: DEMO_PUBLICITY_EDITION,
    year: 2025,
    status: 'reviewing',
    remark: '公示示范：评审已结束，结果已确认，待发布公示',
    windows: {
      declarationStart: at(now, -150),
      declarationEnd: at(now, -120),
      examinationStart: at(now, -120),
      examinationEnd: at(now, -90),
      reviewStart: at(now, -90),
      reviewEnd: at(now, -40),
      meetingStart: at(now, -40),
      meetingEnd: at(now, -30),
      publicityStart: null,
      publicityEnd: null,
    },
    awardCodes: ['INVENTION'],
    flows: { INVENTION: ['formal_examination', 'meeting_review', 'publicity'] },
  });
}

/** How many days before the demo was loaded the finished edition opened for declaration. */
export const FINISHED_DAYS_AGO = 220;

/**
 * The demo's finished edition with its whole history: declarations, examination, expert review,
 * meeting, results, publicity with two objections, awards (found by name by each module's demo).
 */
export const FINISHED_EDITION_NAME = (year: number) => `${year}年度技术发明奖`;

/**
 * The demo's small edition ready to publish: 技术发明奖 without expert review, its meeting held and
 * its list confirmed by the modules' demos; the browser test publishes it (e2e/publicity.e2e.ts).
 */
export const DEMO_PUBLICITY_EDITION = '2025年度科技奖励示范届';

/** The demo's edition in expert review (the declarations', experts' and review's demos find it by name). */
export const REVIEWING_EDITION_NAME = (year: number) => `${year}年度科技创新专项奖`;

interface DemoEdition {
  editionName: string;
  year: number;
  status: EditionStatus;
  windows: Windows<Date>;
  awardCodes: string[];
  remark?: string;
  /** An award's flow in this edition where it differs from the catalogue's. */
  flows?: Record<string, FlowStage[]>;
}

/** The edition's steps to reach its status, each dated at the window that allowed it. */
function historyOf(edition: DemoEdition) {
  const w = edition.windows;
  const steps: [EditionStatus, EditionStatus, Date, string, string][] = [
    ['draft', 'declaring', at(w.declarationStart!, -1), 'admin', '启动申报'],
    ['declaring', 'examining', w.declarationEnd!, 'system', '窗口期结束，自动流转'],
    ['examining', 'reviewing', w.examinationEnd!, 'admin', '形式审查完成'],
    ['reviewing', 'publicity', w.meetingEnd!, 'admin', '评审结果公示'],
    ['publicity', 'finished', w.publicityEnd!, 'system', '窗口期结束，自动流转'],
  ];
  const upTo = steps.findIndex(([, to]) => to === edition.status);
  return steps.slice(0, upTo + 1);
}

async function seedEdition(tx: DbOrTx, awardIds: Map<string, number>, edition: DemoEdition): Promise<void> {
  const [row] = await tx
    .insert(editions)
    .values({
      editionName: edition.editionName,
      year: edition.year,
      status: edition.status,
      remark: edition.remark ?? null,
      ...edition.windows,
      createBy: 'system',
    })
    .onConflictDoNothing()
    .returning({ id: editions.id });
  if (!row) return;
  for (const [index, code] of edition.awardCodes.entries()) {
    const award = DEMO_AWARDS.find((a) => a.awardCode === code)!;
    const awardId = awardIds.get(code);
    if (!awardId) continue;
    const [copy] = await tx
      .insert(editionAwards)
      .values({
        editionId: row.id,
        awardId,
        flow: edition.flows?.[code] ?? award.flow,
        sortNumber: index + 1,
      })
      .returning({ id: editionAwards.id });
    await tx
      .insert(editionGrades)
      .values(award.grades.map((g) => ({ editionAwardId: copy!.id, ...gradeRow(g, true) })));
    await tx
      .insert(editionStandards)
      .values(award.standards.map((s, i) => ({ editionAwardId: copy!.id, ...standardRow(s, i) })));
  }
  const history = historyOf(edition);
  if (history.length > 0)
    await tx.insert(editionStatusHistory).values(
      history.map(([fromStatus, toStatus, createTime, operator, note]) => ({
        editionId: row.id,
        fromStatus,
        toStatus,
        operator,
        note,
        createTime,
      })),
    );
}

function gradeRow(g: GradeInput): { gradeName: string; gradeLevel: number; defaultQuota: number };
function gradeRow(g: GradeInput, edition: true): { gradeName: string; gradeLevel: number; quota: number };
function gradeRow(g: GradeInput, edition?: true) {
  return edition
    ? { gradeName: g.gradeName, gradeLevel: g.gradeLevel, quota: g.quota }
    : { gradeName: g.gradeName, gradeLevel: g.gradeLevel, defaultQuota: g.quota };
}

const standardRow = (s: StandardInput, sortNumber: number) => ({
  standardName: s.standardName,
  description: s.description ?? null,
  maxScore: s.maxScore,
  weight: s.weight,
  sortNumber,
});
