import type { DbOrTx } from '../../db/client';
import type { editions } from '../../db/schema';

export type EditionRow = typeof editions.$inferSelect;

/** What other modules may do with editions (the experts' pools, the declarations' windows). */
export interface EditionsApi {
  /**
   * The edition's row, locked FOR UPDATE for the rest of the caller's
   * transaction, so its status cannot change meanwhile; 404
   * (EDITION_MESSAGES.notFound) when absent.
   */
  lock(tx: DbOrTx, editionId: number): Promise<EditionRow>;

  /**
   * The review module counts the declarations of an edition still lacking their
   * submitted reviews (0 once staff closed the review); an edition in review
   * cannot move on while the count is above 0. Called once, at build.
   */
  answerReviewsMissing(answer: ReviewsMissing): void;

  /**
   * Publicity publishes a list (inside its transaction `tx`): the edition's publicity window
   * becomes the list's period and an edition in review moves to publicity, recorded in its
   * history with `note` as `actor` (the transition table's rules; 505 with the reason).
   */
  enterPublicity(
    tx: DbOrTx,
    actor: { loginName: string },
    editionId: number,
    period: { start: Date; end: Date },
    note: string,
  ): Promise<void>;

  /**
   * The objections module counts the edition's open objections; an edition in publicity
   * cannot finish while any is open (or any declaration is still in publicity). Called once, at build.
   */
  answerObjectionsOpen(answer: ObjectionsOpen): void;

  /**
   * Moves the edition publicity → finished inside the caller's transaction, through the same
   * decision as the staff call (505 with its reason: window not over, declarations in
   * publicity, objections open).
   */
  finish(tx: DbOrTx, editionId: number, operator: string, note: string | null): Promise<void>;
}

/** Open objections of an edition, inside the edition's row lock. */
export type ObjectionsOpen = (tx: DbOrTx, editionId: number) => Promise<number>;

/** Declarations of the edition in expert review still lacking reviews, inside the edition's row lock. */
export type ReviewsMissing = (tx: DbOrTx, editionId: number) => Promise<number>;

/** The editions' API inside a demo seed's transaction (a later module's `seedDemo`). */
export { demoEditions } from './demo-api';
/** A window's instant as the refusals name it: China Standard Time, "YYYY-MM-DD HH:mm". */
export { formatTime } from './transitions';
