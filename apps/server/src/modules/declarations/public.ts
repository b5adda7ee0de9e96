import type {
  DeclarationAdd,
  DeclarationDetail,
  DeclarationFilter,
  DeclarationStatus,
  DeclarationUpdate,
  DeclarationView,
} from '@awards/shared/declarations';
import type { EditionStatus } from '@awards/shared/editions';
import type { MessageRef } from '@awards/shared/i18n';
import type { Page, PageRequest } from '@awards/shared/paging';
import type { RecommendUnitOption } from '@awards/shared/recommender';
import type { DbOrTx } from '../../db/client';
import type { Caller, UnitCaller } from './caller';
import type { DeclarationMove, ExpertReviewDone } from './record';

/**
 * The declaration lifecycle, as other modules use it (examination, declarer, and
 * the review, results and publicity modules to come). Build on this, never on
 * the module's other files.
 *
 * Every method takes a `Caller`: the signed-in user and the capacity they act in
 * (`asStaff`, `asExaminer`, `asDeclarer`). The visibility rule is applied inside
 * each method, never by the route:
 * - staff see the declarations of the units inside their role's data scope;
 * - examiners see every declaration (the formal examination is federation-wide);
 * - declarers see their own unit's only.
 * A declaration outside the caller's sight answers 404 exactly as an absent one
 * (`DECLARATION_MESSAGES.notFound`; the declarer API's generic 404 for another
 * unit's). The capacity is also the actor kind the transition table checks and
 * the audit trail records (`transitions.ts`, docs/domain.md "the state machine").
 *
 * Errors are the platform's AppErrors: 404 as above, 505 (`ruleViolation`) when
 * the state machine or an editing window refuses, 400 for content that does not
 * fit the edition. A refused call writes nothing.
 */
export interface DeclarationsApi extends DeclarationLifecycle {
  /**
   * One declaration as the print-friendly HTML page staff print (the same view), for a
   * caller who sees it (a declarer: their unit's); 404 outside the caller's visibility.
   */
  formHtml(caller: Caller, declarationId: number): Promise<string>;

  /**
   * The review module tells the lifecycle whether a declaration's expert review
   * is done (its rule: every required review submitted, or the review closed);
   * `to_meeting` and `propose` out of expert review ask it. Called once, at build.
   */
  answerExpertReviewDone(answer: ExpertReviewDone): void;
}

/** The lifecycle's calls (DeclarationService): what DeclarationsApi offers besides the printable form. */
export interface DeclarationLifecycle {
  /**
   * The recommending units a declaration may name (live organisations of type recommender), by
   * their order and name: the one list of both forms' pickers (the site's declarer, the portal's
   * staff), and the only ids `add`/`update` accept as `recommendUnitId` (400 otherwise).
   */
  recommendUnits(): Promise<RecommendUnitOption[]>;

  /**
   * A page of the declarations the caller sees, filtered by `query` (every
   * filter on an indexed column). Throws nothing of its own.
   */
  page(caller: Caller, query: DeclarationQuery): Promise<Page<DeclarationView>>;

  /**
   * One declaration with its completers, attachments and whole audit trail.
   * 404 when absent or outside the caller's sight. Inside `tx` when given.
   */
  readDetail(caller: Caller, declarationId: number, tx?: DbOrTx): Promise<DeclarationDetail>;

  /** The visibility rule for one declaration: resolves when the caller sees it, else 404. */
  requireVisible(caller: Caller, declarationId: number, tx?: DbOrTx): Promise<void>;

  /**
   * Asks the transition table, without writing, whether the caller may take
   * `action` on the declaration now. Locks the row FOR UPDATE, so inside the
   * caller's transaction (`at.tx`) the answer holds until it commits: lock in id
   * order to batch. An absent or unseen declaration is a refusal with
   * `declaration: null` (never a throw), so a batch can list every refusal.
   */
  decide(
    caller: Caller,
    declarationId: number,
    action: DeclarationMove,
    opinion?: string | null,
    at?: LifecycleAt,
  ): Promise<MoveDecision>;

  /**
   * Takes `action` on the declaration: locks the row, applies the visibility
   * rule (404), asks the transition table (505 with its reason: wrong status,
   * wrong capacity, missing opinion, edition or window refusing) and writes the
   * new status with one audit row carrying the opinion. The only way a status
   * changes. Inside `at.tx` when given (compose several moves, notify after
   * commit), else in its own transaction.
   */
  move(
    caller: Caller,
    declarationId: number,
    action: DeclarationMove,
    opinion?: string | null,
    at?: LifecycleAt,
  ): Promise<Moved>;

  /**
   * carry_over (缓评转入下一届): copies a deferred declaration as a draft into the next edition
   * of its award open for declaration (content, completers, attachments; the copy's
   * `carried_from_id` names it) and moves it to carried_over, in one transaction (`at.tx`
   * when given). 404 outside the caller's sight; 505 when the table refuses or no next
   * edition is open for declaration.
   */
  carryOver(
    caller: Caller,
    declarationId: number,
    at?: LifecycleAt,
  ): Promise<{ newDeclarationId: number; editionId: number }>;

  /**
   * A new draft for a unit the caller may act for (404 otherwise), inside the
   * declaration window or the unit's extension (505), with an award of the
   * edition and one of its grades (400) and attachments the caller uploaded
   * (400). Audited as created.
   */
  add(caller: UnitCaller, input: DeclarationAdd): Promise<DeclarationDetail>;

  /** Replaces the content of a draft or returned declaration, inside its editing window (404, 505, 400 as add). */
  update(caller: UnitCaller, input: DeclarationUpdate): Promise<DeclarationDetail>;

  /** Deletes a draft with its trail (404; 505 once submitted: withdraw it instead). */
  remove(caller: UnitCaller, declarationId: number): Promise<{ count: number }>;

  /** Submits a draft, or resubmits a returned declaration (a `move`, 404 / 505 as move). */
  submit(caller: UnitCaller, declarationId: number): Promise<DeclarationDetail>;

  /** Withdraws from any non-final status, the reason kept in the trail (a `move`). */
  withdraw(caller: UnitCaller, declarationId: number, reason: string): Promise<DeclarationDetail>;
}

/** A list's filters: the staff list's, and what another module's queue needs. */
export interface DeclarationQuery extends DeclarationFilter, PageRequest {
  /** Only these statuses (and `status` too, when both are given). */
  statuses?: readonly DeclarationStatus[];
  /** Only declarations of editions in these statuses. */
  editionStatuses?: readonly EditionStatus[];
  /** `newest` (the default): newest first; `submission`: oldest submission first, a work queue's order. */
  order?: 'newest' | 'submission';
}

/** Where a lifecycle call runs: in the caller's transaction (else its own), at an instant (else now). */
export interface LifecycleAt {
  tx?: DbOrTx;
  now?: Date;
}

/** A declaration as the lifecycle names it. */
export interface DeclarationRef {
  declarationId: number;
  editionId: number;
  unitId: number;
  projectName: string;
  status: DeclarationStatus;
  /** When it was (last) submitted: what a notice to the unit cites. */
  submittedAt: Date | null;
}

/** What a move did. */
export interface Moved extends Omit<DeclarationRef, 'status'> {
  from: DeclarationStatus;
  to: DeclarationStatus;
}

export type MoveDecision =
  | { allowed: true; declaration: DeclarationRef; to: DeclarationStatus }
  | { allowed: false; declaration: DeclarationRef | null; reason: MessageRef };

export {
  asDeclarer,
  asExaminer,
  asRecommender,
  asStaff,
  type Caller,
  type SignedInUser,
  type UnitCaller,
} from './caller';
/** The lifecycle inside a demo seed's transaction (another module's `seedDemo`). */
export { demoLifecycle } from './demo-lifecycle';
export type { DeclarationMove, ExpertReviewDone } from './record';
/** The edition statuses in which the formal examination decides (rolling: from the opening of declaration). */
export { EXAMINATION_EDITION_STATUSES } from './transitions';
