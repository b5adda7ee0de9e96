import { flowProblem, WEIGHT_TOTAL, weightSum } from '@awards/shared/awards';
import {
  EDITION_STATUS_NAMES,
  EDITION_STATUSES,
  type EditionStatus,
  type Windows,
  windowProblems,
} from '@awards/shared/editions';

/**
 * The one place that decides whether an edition may change status
 * (docs/domain.md "Transitions"). Pure: the service loads the facts, asks, and
 * writes; the scheduled advance asks the same question.
 */

/** What a decision needs to know about an edition. */
export interface EditionFacts {
  status: EditionStatus;
  windows: Windows<Date>;
  awards: {
    awardName: string;
    quotas: number[];
    weights: number[];
    flow: readonly string[];
  }[];
  /** Declarations of the edition submitted or resubmitted and not yet examined. */
  awaitingExamination: number;
}

export type Decision = { allowed: true } | { allowed: false; reason: string };

/** A precondition: null when met, else why not. */
type Check = (facts: EditionFacts, now: Date) => string | null;

/** Shanghai wall-clock time, minutes: how staff read the windows. */
export function formatTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const windowsInOrder: Check = (facts) => {
  const [problem] = windowProblems(facts.windows);
  return problem ? `时间设置有误：${problem.message}` : null;
};

const hasAwards: Check = (facts) => (facts.awards.length === 0 ? '届次尚未加入任何奖项，不能开始申报' : null);

/** Every award is complete: grades with a quota, standards weighing 100, a valid flow. */
const awardsComplete: Check = (facts) => {
  for (const award of facts.awards) {
    const name = `奖项「${award.awardName}」`;
    if (award.quotas.length === 0) return `${name}尚未设置奖励等级`;
    if (award.quotas.reduce((a, b) => a + b, 0) === 0) return `${name}的名额合计为0`;
    if (award.weights.length === 0) return `${name}尚未设置评分标准`;
    const sum = weightSum(award.weights.map((weight) => ({ weight })));
    if (sum !== WEIGHT_TOTAL) return `${name}的评分标准权重之和为${sum}，须为${WEIGHT_TOTAL}`;
    const flow = flowProblem(award.flow);
    if (flow) return `${name}的评审流程有误：${flow}`;
  }
  return null;
};

const windowSet =
  (start: keyof Windows, end: keyof Windows, name: string): Check =>
  (facts) =>
    facts.windows[start] && facts.windows[end] ? null : `请先设置${name}时间`;

const windowNotOver =
  (end: keyof Windows, name: string): Check =>
  (facts, now) => {
    const at = facts.windows[end];
    return at && at <= now ? `${name}时间已于 ${formatTime(at)} 结束，请先调整${name}时间` : null;
  };

const windowOver =
  (end: keyof Windows, name: string, next: string): Check =>
  (facts, now) => {
    const at = facts.windows[end];
    if (!at) return null;
    return at > now ? `${name}时间尚未结束（截止 ${formatTime(at)}），不能进入${next}` : null;
  };

const reviewOrMeetingSet: Check = (facts) =>
  (facts.windows.reviewStart && facts.windows.reviewEnd) ||
  (facts.windows.meetingStart && facts.windows.meetingEnd)
    ? null
    : '请先设置专家评审或会议评审时间';

const examinationDone: Check = (facts) =>
  facts.awaitingExamination > 0
    ? `尚有 ${facts.awaitingExamination} 份申报等待形式审查，请先审查完毕再进入评审`
    : null;

/**
 * The allowed moves, one step forward each, with their preconditions in the
 * order they are checked (the first unmet one is the reason given).
 */
export const TRANSITIONS: Record<
  Exclude<EditionStatus, 'finished'>,
  { to: EditionStatus; checks: Check[] }
> = {
  draft: {
    to: 'declaring',
    checks: [
      windowsInOrder,
      hasAwards,
      awardsComplete,
      windowSet('declarationStart', 'declarationEnd', '申报'),
      windowNotOver('declarationEnd', '申报'),
    ],
  },
  declaring: {
    to: 'examining',
    checks: [
      windowsInOrder,
      windowOver('declarationEnd', '申报', '形式审查'),
      windowSet('examinationStart', 'examinationEnd', '形式审查'),
    ],
  },
  examining: {
    to: 'reviewing',
    checks: [
      windowsInOrder,
      windowOver('examinationEnd', '形式审查', '评审'),
      reviewOrMeetingSet,
      examinationDone,
    ],
  },
  reviewing: {
    to: 'publicity',
    checks: [
      windowsInOrder,
      windowOver('reviewEnd', '专家评审', '公示'),
      windowOver('meetingEnd', '会议评审', '公示'),
      windowSet('publicityStart', 'publicityEnd', '公示'),
    ],
  },
  publicity: {
    to: 'finished',
    checks: [windowsInOrder, windowOver('publicityEnd', '公示', '结束')],
  },
};

/** The status after this one, or null for finished. */
export const nextStatus = (status: EditionStatus): EditionStatus | null =>
  status === 'finished' ? null : TRANSITIONS[status].to;

/** May an edition with these facts move to target now? */
export function decideTransition(facts: EditionFacts, target: EditionStatus, now: Date): Decision {
  const from = facts.status;
  const name = (s: EditionStatus) => `「${EDITION_STATUS_NAMES[s]}」`;
  if (from === 'finished') return refuse('届次已结束，状态不能再变更');
  if (target === from) return refuse(`届次已处于${name(from)}状态`);
  const move = TRANSITIONS[from];
  if (move.to !== target) {
    const back = EDITION_STATUSES.indexOf(target) < EDITION_STATUSES.indexOf(from);
    return refuse(
      `届次当前为${name(from)}，下一步只能是${name(move.to)}，不能${back ? '退回' : '跳至'}${name(target)}`,
    );
  }
  for (const check of move.checks) {
    const reason = check(facts, now);
    if (reason) return refuse(reason);
  }
  return { allowed: true };
}

/**
 * When the window of the current status closes, for the scheduled advance: the
 * declaration, examination or publicity end, or the later of the review and
 * meeting ends. Null when the status has no window (draft, finished) or it is unset.
 */
export function currentWindowEnd(facts: Pick<EditionFacts, 'status' | 'windows'>): Date | null {
  const w = facts.windows;
  switch (facts.status) {
    case 'declaring':
      return w.declarationEnd;
    case 'examining':
      return w.examinationEnd;
    case 'reviewing': {
      const ends = [w.reviewEnd, w.meetingEnd].filter((d): d is Date => d !== null);
      return ends.length === 0 ? null : new Date(Math.max(...ends.map((d) => d.getTime())));
    }
    case 'publicity':
      return w.publicityEnd;
    default:
      return null;
  }
}

const refuse = (reason: string): Decision => ({ allowed: false, reason });
