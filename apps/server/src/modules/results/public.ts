import type { DbOrTx } from '../../db/client';

/** One entry of a confirmed result list, as publicity and statistics read it. */
export interface ConfirmedEntry {
  listId: number;
  awardId: number;
  version: number;
  contentHash: string;
  declarationId: number;
  projectName: string;
  rank: number;
  score: number | null;
  /** null: no award. */
  gradeLevel: number | null;
  gradeName: string | null;
}

/** A confirmed (current) list of one award, with its entries in rank order. */
export interface ConfirmedList {
  listId: number;
  editionId: number;
  awardId: number;
  version: number;
  method: string;
  contentHash: string;
  confirmedBy: string;
  confirmedTime: Date;
  entries: Omit<ConfirmedEntry, 'listId' | 'awardId' | 'version' | 'contentHash'>[];
}

/** What other modules may use of the results (publicity, statistics). */
export interface ResultsApi {
  /** The entries of every confirmed list of the edition (one list per award), in award and rank order. */
  confirmedEntries(tx: DbOrTx, editionId: number): Promise<ConfirmedEntry[]>;
  /** The confirmed list of each award of the edition, with its entries. */
  confirmedLists(tx: DbOrTx, editionId: number): Promise<ConfirmedList[]>;
  /**
   * Gives each awarded declaration of the edition without a certificate number its number (the
   * awarding calls it inside its transaction); answers how many were given.
   */
  assignCertificates(tx: DbOrTx, editionId: number): Promise<number>;
}
export { resultsApi } from './api';
