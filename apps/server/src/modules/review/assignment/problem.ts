import type { MessageRef } from '@awards/shared/i18n';

/**
 * The assignment problem of one review group, as the solver sees it: plain data,
 * sorted by id, with no database in sight (docs/domain.md "Assignment").
 */
export interface AssignDeclaration {
  id: number;
  name: string;
  discipline: string | null;
  keywords: string[];
  /** Experts still to assign (k, minus the current ones in top-up mode). */
  need: number;
}

export interface AssignExpert {
  id: number;
  name: string;
  /** Normalised organisation: at most one expert of one organisation per declaration. */
  organisation: string;
  discipline: string | null;
  keywords: string[];
  minLoad: number;
  maxLoad: number;
  /** An alternate of the group: used only where members cannot fill the slots. */
  alternate?: boolean;
}

export interface AssignProblem {
  /** Names the group (or its discipline) in messages about what is short. */
  label: { kind: 'group' | 'discipline'; name: string };
  mode: 'optimal' | 'drawn';
  seed: number;
  declarations: AssignDeclaration[];
  experts: AssignExpert[];
  /** Pairs that must not be assigned: confirmed conflicts, and in top-up mode the current pairs. */
  excluded: Array<[declarationId: number, expertId: number]>;
  /**
   * Drawn mode: the cap q on each pair's probability (0 < q ≤ 1, two decimals at most;
   * DEFAULT_PAIR_CAP when absent). Ignored in optimal mode.
   */
  pairCap?: number;
  /** Candidates kept per declaration, best first (all when fewer). */
  candidatesPerDeclaration?: number;
}

export interface ProposedPair {
  declarationId: number;
  expertId: number;
  match: number;
  why: MessageRef[];
}

export type AssignOutcome =
  | { status: 'optimal'; pairs: ProposedPair[]; objective: number }
  | { status: 'infeasible'; problems: MessageRef[] };

export const DEFAULT_CANDIDATES = 40;
/** Drawn mode's cap on each pair's probability when the run names none. */
export const DEFAULT_PAIR_CAP = 0.5;
