import { AWARD_MESSAGES, flowProblem, WEIGHT_TOTAL, weightSum } from '@awards/shared/awards';
import {
  EDITION_STATUS_NAMES,
  EDITION_STATUSES,
  EDITION_WINDOW_NAMES,
  type EditionStatus,
  type EditionWindow,
  EDITION_MESSAGES as M,
  type Windows,
  windowProblems,
} from '@awards/shared/editions';
import type { MessageRef } from '@awards/shared/i18n';
import { displayClock } from '../../platform/clock';

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
  /**
   * Declarations in expert review still lacking their submitted reviews (0 once
   * staff closed the review): the review module counts them (EditionsApi).
   */
  reviewsMissing: number;
  /**
   * Leaving publicity: declarations still in publicity, and objections still open (the
   * objections module counts them, EditionsApi); the edition finishes only when both are 0.
   */
  publicityPending?: { declarations: number; objections: number };
}

export type Decision = { allowed: true } | { allowed: false; reason: MessageRef };

/** A precondition: null when met, else why not (a message of EDITION_MESSAGES). */
type Check = (facts: EditionFacts, now: Date) => MessageRef | null;

/** A window's instant as staff read it: in the display zone, to the minute. */
export function formatTime(at: Date): string {
  return displayClock.format(at, 'minute');
}

const windowsInOrder: Check = (facts) => {
  const [problem] = windowProblems(facts.windows);
  return problem ? problem.refusal : null;
};

const hasAwards: Check = (facts) => (facts.awards.length === 0 ? M.noAwards : null);

/** A flow problem (AWARD_MESSAGES) as the refusal words it for one award of the edition. */
const FLOW_REFUSALS: Record<string, (params: { award: string }) => MessageRef> = {
  [AWARD_MESSAGES.flowRequired]: M.awardFlowRequired,
  [AWARD_MESSAGES.flowStage]: M.awardFlowStage,
  [AWARD_MESSAGES.flowDuplicate]: M.awardFlowDuplicate,
  [AWARD_MESSAGES.flowOrder]: M.awardFlowOrder,
  [AWARD_MESSAGES.flowFormal]: M.awardFlowFormal,
  [AWARD_MESSAGES.flowPublicity]: M.awardFlowPublicity,
  [AWARD_MESSAGES.flowReview]: M.awardFlowReview,
};

/** Every award is complete: grades with a quota, standards weighing 100, a valid flow. */
const awardsComplete: Check = (facts) => {
  for (const award of facts.awards) {
    const name = { award: award.awardName };
    if (award.quotas.length === 0) return M.awardNoGrades(name);
    if (award.quotas.reduce((a, b) => a + b, 0) === 0) return M.awardNoQuota(name);
    if (award.weights.length === 0) return M.awardNoStandards(name);
    const sum = weightSum(award.weights.map((weight) => ({ weight })));
    if (sum !== WEIGHT_TOTAL) return M.awardWeightSum({ ...name, sum });
    const flow = flowProblem(award.flow);
    if (flow) return (FLOW_REFUSALS[flow] ?? M.awardFlowStage)(name);
  }
  return null;
};

const windowSet =
  (w: EditionWindow): Check =>
  (facts) =>
    facts.windows[`${w}Start`] && facts.windows[`${w}End`]
      ? null
      : M.windowUnset({ window: EDITION_WINDOW_NAMES[w] });

const windowNotOver =
  (w: EditionWindow): Check =>
  (facts, now) => {
    const at = facts.windows[`${w}End`];
    return at && at <= now ? M.windowClosed({ window: EDITION_WINDOW_NAMES[w], at: formatTime(at) }) : null;
  };

/** The window has closed (or is unset): else the move to the next phase waits. */
const windowOver =
  (w: EditionWindow): Check =>
  (facts, now) => {
    const at = facts.windows[`${w}End`];
    if (!at) return null;
    return at > now ? M[`${w}NotOver`]({ at: formatTime(at) }) : null;
  };

const reviewOrMeetingSet: Check = (facts) =>
  (facts.windows.reviewStart && facts.windows.reviewEnd) ||
  (facts.windows.meetingStart && facts.windows.meetingEnd)
    ? null
    : M.reviewWindowUnset;

const examinationDone: Check = (facts) =>
  facts.awaitingExamination > 0 ? M.awaitingExamination({ count: facts.awaitingExamination }) : null;

const reviewsDone: Check = (facts) =>
  facts.reviewsMissing > 0 ? M.reviewsMissing({ count: facts.reviewsMissing }) : null;

const nothingPending: Check = (facts) => {
  const pending = facts.publicityPending;
  return pending && (pending.declarations > 0 || pending.objections > 0) ? M.publicityPending(pending) : null;
};

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
      windowSet('declaration'),
      windowNotOver('declaration'),
    ],
  },
  declaring: {
    to: 'examining',
    checks: [windowsInOrder, windowOver('declaration'), windowSet('examination')],
  },
  examining: {
    to: 'reviewing',
    checks: [windowsInOrder, windowOver('examination'), reviewOrMeetingSet, examinationDone],
  },
  reviewing: {
    to: 'publicity',
    checks: [
      windowsInOrder,
      windowOver('review'),
      windowOver('meeting'),
      windowSet('publicity'),
      reviewsDone,
    ],
  },
  publicity: {
    to: 'finished',
    checks: [windowsInOrder, windowOver('publicity'), nothingPending],
  },
};

/** The status after this one, or null for finished. */
export const nextStatus = (status: EditionStatus): EditionStatus | null =>
  status === 'finished' ? null : TRANSITIONS[status].to;

/** May an edition with these facts move to target now? */
export function decideTransition(facts: EditionFacts, target: EditionStatus, now: Date): Decision {
  const from = facts.status;
  const name = (s: EditionStatus) => EDITION_STATUS_NAMES[s];
  if (from === 'finished') return refuse(M.finishedNoMove);
  if (target === from) return refuse(M.alreadyIn({ status: name(from) }));
  const move = TRANSITIONS[from];
  if (move.to !== target) {
    const back = EDITION_STATUSES.indexOf(target) < EDITION_STATUSES.indexOf(from);
    const step = { from: name(from), next: name(move.to), target: name(target) };
    return refuse(back ? M.goBack(step) : M.skipAhead(step));
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

const refuse = (reason: MessageRef): Decision => ({ allowed: false, reason });
