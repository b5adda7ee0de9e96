import { FLOW_STAGE_NAMES, type FlowStage } from '@awards/shared/awards';
import {
  DECLARATION_ACTION_NAMES,
  DECLARATION_STATUS_NAMES,
  DECLARATION_STATUSES,
  type DeclarationAction,
  type DeclarationActor,
  type DeclarationStatus,
  EDITABLE_DECLARATION_STATUSES,
  FINAL_DECLARATION_STATUSES,
  DECLARATION_MESSAGES as M,
} from '@awards/shared/declarations';
import { EDITION_STATUS_NAMES, type EditionStatus } from '@awards/shared/editions';
import type { MessageRef } from '@awards/shared/i18n';
import { formatTime } from '../editions/public';

/**
 * The one place that decides whether a declaration may change status
 * (docs/domain.md "Declarations: the state machine"). Pure: the services load
 * the facts under the declaration's row lock, ask, and write the new status with
 * its audit row in the same transaction.
 */

/** What a decision needs to know. */
export interface DeclarationFacts {
  status: DeclarationStatus;
  edition: {
    status: EditionStatus;
    declarationStart: Date | null;
    declarationEnd: Date | null;
    examinationEnd: Date | null;
  };
  /** The unit's extension of the declaration window in this edition, if any. */
  extensionUntil: Date | null;
  /**
   * The path the declaration's award takes in this edition (`edition_awards.flow`):
   * the stages after the formal examination follow it (`flowRefusal`).
   */
  flow: readonly FlowStage[];
  /**
   * In expert review: the review is done (every required review submitted, or
   * staff closed the edition's review). The review module answers; false elsewhere.
   */
  expertReviewDone: boolean;
}

export type TransitionDecision =
  | { allowed: true; to: DeclarationStatus }
  | { allowed: false; reason: MessageRef };

/** A precondition: null when met, else why not (a message of DECLARATION_MESSAGES). */
type Check = (facts: DeclarationFacts, now: Date) => MessageRef | null;

interface Move {
  from: readonly DeclarationStatus[];
  to: DeclarationStatus;
  who: readonly DeclarationActor[];
  /** The opinion (or reason) is required: every examination decision but pass, withdrawal, revocation. */
  opinion: boolean;
  checks: Check[];
}

const editionIn =
  (allowed: EditionStatus[], refusal: (params: { status: string }) => MessageRef): Check =>
  (facts) =>
    allowed.includes(facts.edition.status)
      ? null
      : refusal({ status: EDITION_STATUS_NAMES[facts.edition.status] });

/**
 * The declaration window is open now, or the unit's extension still runs. A
 * draft is written and submitted here; a returned declaration may also be
 * corrected while the edition is in formal examination, up to the examination
 * window's end (the correction is part of the examination).
 */
export function editingProblem(facts: DeclarationFacts, now: Date): MessageRef | null {
  const { edition, extensionUntil, status } = facts;
  if (extensionUntil && now < extensionUntil && ['declaring', 'examining'].includes(edition.status))
    return null;
  if (status === 'returned' && edition.status === 'examining') {
    const end = edition.examinationEnd;
    return end && end <= now ? M.examinationClosed({ at: formatTime(end) }) : null;
  }
  if (edition.status !== 'declaring')
    return M.outsideWindow({ status: EDITION_STATUS_NAMES[edition.status] });
  const { declarationStart: start, declarationEnd: end } = edition;
  if (start && now < start) return M.windowNotOpen({ at: formatTime(start) });
  if (end && end <= now) return M.windowClosed({ at: formatTime(end) });
  return null;
}

const insideWindow: Check = (facts, now) => editingProblem(facts, now);

/**
 * Rolling formal examination (docs/domain.md): examiners pass or return submitted
 * declarations as they arrive, from the opening of the declaration until the
 * examination closes. The examination queue filters on the same list.
 */
export const EXAMINATION_EDITION_STATUSES: EditionStatus[] = ['declaring', 'examining'];
const examining = editionIn(EXAMINATION_EDITION_STATUSES, M.editionNotInExamine);
const notFinished: Check = (facts) => (facts.edition.status === 'finished' ? M.editionFinished : null);

/**
 * The recommendation window (decision, docs/site.md "Recommending units"): editions have no
 * window of their own for it. A recommending unit recommends a declaration once it has
 * passed the formal examination, as the examination runs: while the edition is declaring
 * (rolling examination) or examining, up to the examination window's end. The review
 * starts from what has been recommended by then.
 */
export function recommendationProblem(facts: DeclarationFacts, now: Date): MessageRef | null {
  const { edition } = facts;
  if (!EXAMINATION_EDITION_STATUSES.includes(edition.status))
    return M.editionNotInRecommend({ status: EDITION_STATUS_NAMES[edition.status] });
  const end = edition.examinationEnd;
  if (edition.status === 'examining' && end && end <= now)
    return M.recommendationClosed({ at: formatTime(end) });
  return null;
}
const recommending: Check[] = [recommendationProblem];
const RECOMMENDER: DeclarationActor[] = ['recommender', 'staff'];

const NON_FINAL = DECLARATION_STATUSES.filter((s) => !FINAL_DECLARATION_STATUSES.includes(s));
const EXAMINABLE: DeclarationStatus[] = ['submitted', 'resubmitted'];
const DECIDER: DeclarationActor[] = ['examiner'];
const UNIT: DeclarationActor[] = ['declarer', 'staff'];

/**
 * Every move of DOMAIN.md's diagram and of docs/domain.md "From scores to awards"
 * (not_award, reopen_result, carry_over). The meeting, results and publicity
 * modules take the later moves through the lifecycle's `move`.
 */
export const TRANSITIONS: Record<Exclude<DeclarationAction, 'create'>, Move> = {
  submit: { from: ['draft'], to: 'submitted', who: UNIT, opinion: false, checks: [insideWindow] },
  resubmit: { from: ['returned'], to: 'resubmitted', who: UNIT, opinion: false, checks: [insideWindow] },
  pass: { from: EXAMINABLE, to: 'passed', who: DECIDER, opinion: false, checks: [examining] },
  return: { from: EXAMINABLE, to: 'returned', who: DECIDER, opinion: true, checks: [examining] },
  reject: { from: EXAMINABLE, to: 'not_accepted', who: DECIDER, opinion: true, checks: [examining] },
  defer: { from: EXAMINABLE, to: 'deferred', who: DECIDER, opinion: true, checks: [examining] },
  // The recommending unit named on the declaration (or staff on its behalf, from a paper letter).
  recommend: { from: ['passed'], to: 'recommended', who: RECOMMENDER, opinion: true, checks: recommending },
  decline: { from: ['passed'], to: 'not_recommended', who: RECOMMENDER, opinion: true, checks: recommending },
  start_review: {
    from: ['passed', 'recommended'],
    to: 'expert_review',
    who: ['staff'],
    opinion: false,
    checks: [editionIn(['reviewing'], M.editionNotInStartReview)],
  },
  to_meeting: {
    from: ['passed', 'recommended', 'expert_review'],
    to: 'meeting_review',
    who: ['staff'],
    opinion: false,
    checks: [editionIn(['reviewing'], M.editionNotInToMeeting)],
  },
  propose: {
    from: ['expert_review', 'meeting_review'],
    to: 'proposed',
    who: ['staff'],
    opinion: false,
    checks: [editionIn(['reviewing'], M.editionNotInPropose)],
  },
  // A confirmed result list (results module): the declarations it gives no grade.
  not_award: {
    from: ['expert_review', 'meeting_review'],
    to: 'not_awarded',
    who: ['staff'],
    opinion: false,
    checks: [editionIn(['reviewing'], M.editionNotInResult)],
  },
  // A confirmed list reopened by a recorded decision (its reason and document number as the
  // opinion): the graded and the ungraded go back to the meeting, which may vote again on both.
  reopen_result: {
    from: ['proposed', 'not_awarded'],
    to: 'meeting_review',
    who: ['staff'],
    opinion: true,
    checks: [editionIn(['reviewing'], M.editionNotInResult)],
  },
  publicise: {
    from: ['proposed'],
    to: 'publicity',
    who: ['staff'],
    opinion: false,
    checks: [editionIn(['publicity'], M.editionNotInPublicise)],
  },
  award: {
    from: ['publicity'],
    to: 'awarded',
    who: ['staff'],
    opinion: false,
    checks: [editionIn(['publicity', 'finished'], M.editionNotInAward)],
  },
  revoke: {
    from: ['publicity'],
    to: 'revoked',
    who: ['staff'],
    opinion: true,
    checks: [editionIn(['publicity'], M.editionNotInRevoke)],
  },
  // A deferred (缓评) declaration copied as a draft into the next edition of its award (the copy names it).
  carry_over: { from: ['deferred'], to: 'carried_over', who: ['staff'], opinion: false, checks: [] },
  withdraw: { from: NON_FINAL, to: 'withdrawn', who: UNIT, opinion: true, checks: [notFinished] },
};

/**
 * The award's flow decides the path after the formal examination (docs/domain.md
 * "The award's flow"): a stage not in the flow is skipped, one in it cannot be.
 * Null when the flow lets this declaration take the action, else why not. Pure,
 * and asked after the table's own from/who checks.
 */
export function flowRefusal(
  facts: Pick<DeclarationFacts, 'status' | 'flow' | 'expertReviewDone'>,
  action: Exclude<DeclarationAction, 'create'>,
): MessageRef | null {
  const has = (stage: FlowStage) => facts.flow.includes(stage);
  const name = DECLARATION_ACTION_NAMES[action];
  const notInFlow = (stage: FlowStage) => M.stageNotInFlow({ stage: FLOW_STAGE_NAMES[stage], action: name });
  const first = (stage: FlowStage) => M.stageFirst({ stage: FLOW_STAGE_NAMES[stage], action: name });
  // Recommended, where the flow recommends: a passed declaration has not been yet.
  const unrecommended = has('recommendation') && facts.status === 'passed';
  switch (action) {
    case 'recommend':
    case 'decline':
      return has('recommendation') ? null : notInFlow('recommendation');
    case 'start_review':
      if (!has('expert_review')) return notInFlow('expert_review');
      return unrecommended ? first('recommendation') : null;
    case 'to_meeting':
      if (!has('meeting_review')) return notInFlow('meeting_review');
      if (has('expert_review')) {
        if (facts.status !== 'expert_review') return first('expert_review');
        return facts.expertReviewDone ? null : M.expertReviewNotDone({ action: name });
      }
      if (facts.status === 'expert_review') return notInFlow('expert_review');
      return unrecommended ? first('recommendation') : null;
    case 'propose':
    case 'not_award':
      if (has('meeting_review')) return facts.status === 'meeting_review' ? null : first('meeting_review');
      return facts.expertReviewDone ? null : M.expertReviewNotDone({ action: name });
    case 'reopen_result':
      // Back to the meeting that proposed the grades; an award decided without one has no stage to reopen.
      return has('meeting_review') ? null : notInFlow('meeting_review');
    default:
      return null;
  }
}

const WRONG_ACTOR: Record<DeclarationActor, (params: { action: string }) => MessageRef> = {
  declarer: M.wrongActorDeclarer,
  examiner: M.wrongActorExaminer,
  staff: M.wrongActorStaff,
  recommender: M.wrongActorRecommender,
};

/** May this actor take this action on a declaration with these facts now? */
export function decideTransition(
  facts: DeclarationFacts,
  action: Exclude<DeclarationAction, 'create'>,
  actor: DeclarationActor,
  opinion: string | null | undefined,
  now: Date,
): TransitionDecision {
  const move = TRANSITIONS[action];
  const name = DECLARATION_ACTION_NAMES[action];
  const status = DECLARATION_STATUS_NAMES[facts.status];
  // A final status is left only by a move that names it (a reopened result list).
  if (FINAL_DECLARATION_STATUSES.includes(facts.status) && !move.from.includes(facts.status))
    return refuse(M.finalStatus({ status }));
  if (!move.from.includes(facts.status)) return refuse(M.wrongStatus({ status, action: name }));
  if (!move.who.includes(actor)) return refuse(WRONG_ACTOR[actor]({ action: name }));
  if (move.opinion && !opinion?.trim()) return refuse(M.opinionRequired({ action: name }));
  for (const check of move.checks) {
    const reason = check(facts, now);
    if (reason) return refuse(reason);
  }
  const path = flowRefusal(facts, action);
  if (path) return refuse(path);
  return { allowed: true, to: move.to };
}

/** May the content (fields, completers, attachments) be changed now? Null when yes. */
export function contentEditProblem(facts: DeclarationFacts, now: Date): MessageRef | null {
  if (!EDITABLE_DECLARATION_STATUSES.includes(facts.status))
    return M.notEditable({ status: DECLARATION_STATUS_NAMES[facts.status] });
  return editingProblem(facts, now);
}

const refuse = (reason: MessageRef): TransitionDecision => ({ allowed: false, reason });
