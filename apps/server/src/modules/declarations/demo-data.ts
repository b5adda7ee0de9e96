import type { FlowStage } from '@awards/shared/awards';
import type { DeclarationAction, DeclarationStatus } from '@awards/shared/declarations';
import { flowRefusal, TRANSITIONS } from './transitions';

// The demo declarations' material (demo.ts): units, names, and the paths through
// the lifecycle with the dates of their steps.

const DAY = 86_400_000;
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

export interface EditionRow {
  id: number;
  status: string;
  declarationStart: Date | null;
  examinationStart: Date | null;
  reviewStart: Date | null;
  publicityStart: Date | null;
  publicityEnd: Date | null;
}

/** Declaring units across provinces, with one declarer for every three. */
export const UNITS: [code: string, name: string, region: string][] = [
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

export const TOPICS = [
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
export const SUBJECTS = [
  '关键技术研究与应用',
  '核心装备研制及产业化',
  '基础理论与方法',
  '系统集成与示范',
  '材料设计与制备',
];
// Codes of the discipline dictionary (db/seed/dictionaries.ts): the demo test checks each one is there.
export const DISCIPLINES = ['materials', 'energy', 'electronics', 'medicine', 'agriculture', 'mechanical'];
export const NAMES = [
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
export const LAST_YEAR: DeclarationAction[][] = [
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
export const THIS_YEAR: DeclarationAction[][] = [
  [],
  [],
  ['submit'],
  ['submit'],
  ['submit'],
  ['withdraw'],
  ['submit', 'withdraw'],
  // Passed the rolling examination: waiting for, or decided by, the recommending unit.
  ['submit', 'pass'],
  ['submit', 'pass'],
  ['submit', 'pass', 'recommend'],
  ['submit', 'pass', 'decline'],
];

export const OPINIONS: Partial<Record<DeclarationAction, string>> = {
  return: '请补充第三方查新报告及近三年经济效益证明',
  reject: '不符合本奖项申报条件（成果完成时间超出规定范围）',
  defer: '知识产权归属存在争议，缓评至下一届次',
  revoke: '公示期异议成立：主要完成人排序与实际贡献不符',
  withdraw: '单位内部调整，申请撤回',
  recommend: '项目技术水平国内领先，应用效益显著，同意推荐',
  decline: '项目与本单位推荐的专业领域不符，不予推荐',
};

/**
 * A path fitted to the award's flow: the stages the flow lacks are skipped, and
 * a declaration that goes on to review is recommended where the flow recommends.
 */
export function fitToFlow(path: DeclarationAction[], flow: readonly FlowStage[]): DeclarationAction[] {
  const skipped: Partial<Record<DeclarationAction, FlowStage>> = {
    recommend: 'recommendation',
    start_review: 'expert_review',
    to_meeting: 'meeting_review',
  };
  const fitted = path.filter((action) => {
    const stage = skipped[action];
    return !stage || flow.includes(stage);
  });
  const reviewAt = fitted.findIndex((a) => a === 'start_review' || a === 'to_meeting');
  if (flow.includes('recommendation') && reviewAt > 0 && fitted[reviewAt - 1] === 'pass')
    fitted.splice(reviewAt, 0, 'recommend');
  return fitted;
}

/**
 * The path through the table from draft, along the award's flow (the demo's
 * editions are finished or declaring: the expert reviews count as done); throws
 * if the table or the flow does not allow a step.
 */
export function walk(path: DeclarationAction[], flow: readonly FlowStage[]) {
  let status: DeclarationStatus = 'draft';
  return path.map((action) => {
    if (action === 'create') throw new Error('create is not a move');
    const move = TRANSITIONS[action];
    if (!move.from.includes(status)) throw new Error(`demo path: ${status} cannot ${action}`);
    if (flowRefusal({ status, flow, expertReviewDone: true }, action))
      throw new Error(`demo path: the flow ${flow.join(',')} does not let ${status} ${action}`);
    const step = { action, from: status, to: move.to, kind: move.who[0]! };
    status = move.to;
    return step;
  });
}

/** Creation and one time per step, each inside the window its action belongs to. */
export function timesOf(edition: EditionRow, path: DeclarationAction[], n: number, now: Date): Date[] {
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
    decline: at(examStart, 12),
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
