import type { QuotaUse, RunoffNeed, Threshold } from '@awards/shared/meeting';

/**
 * The meeting's count (docs/domain.md "Meeting review"), pure: from the current ballots of each
 * declaration to its support per grade, the grade it qualifies for, and the grades within quotas,
 * with the run-offs that settle a quota's edge. No database, no clock: table-driven tests
 * (`counting.test.ts`) pin every rule.
 */

export interface CountGrade {
  level: number;
  name: string;
  quota: number;
  threshold: Threshold;
}

export interface CountItem {
  declarationId: number;
  /** Present members not recused: the denominator of every threshold. */
  denominator: number;
  /** The current choice of each eligible member who voted: a grade level as text, or `none`. */
  choices: readonly string[];
}

/** A run-off round: its grade, its declarations, the places it fills, and its approvals once closed. */
export interface CountRunoff {
  gradeLevel: number;
  declarationIds: readonly number[];
  places: number;
  closed: boolean;
  approvals: Readonly<Record<number, number>>;
}

export interface CountInput {
  /** The award's grades, any order (level 1 is the highest). */
  grades: readonly CountGrade[];
  passDown: boolean;
  items: readonly CountItem[];
  /** The meeting's run-off rounds in the order they were held. */
  runoffs: readonly CountRunoff[];
}

export type CountOutcome = 'graded' | 'none' | 'runoff' | 'pending';

export interface CountRow {
  declarationId: number;
  denominator: number;
  voted: number;
  counts: Record<string, number>;
  support: Record<string, number>;
  qualifiedLevel: number | null;
  proposedLevel: number | null;
  outcome: CountOutcome;
  approvals: number | null;
}

export interface CountResult {
  rows: CountRow[];
  quotas: QuotaUse[];
  /** The run-off the count waits for, or null when every grade is settled. */
  runoff: RunoffNeed | null;
}

/** support/denominator reaches the threshold: ≥ num/den, or > when strict. Exact, in integers. */
export function meets(support: number, denominator: number, t: Threshold): boolean {
  if (denominator <= 0) return false;
  const lhs = support * t.den;
  const rhs = t.num * denominator;
  return t.strict ? lhs > rhs : lhs >= rhs;
}

/** Counts per choice and cumulative support: a vote for a grade supports it and every lower grade. */
export function supportOf(item: CountItem, levels: readonly number[]) {
  const counts: Record<string, number> = { none: 0 };
  for (const level of levels) counts[String(level)] = 0;
  for (const choice of item.choices) if (choice in counts) counts[choice]! += 1;
  const support: Record<string, number> = {};
  for (const level of levels)
    support[String(level)] = levels.filter((l) => l <= level).reduce((sum, l) => sum + counts[String(l)]!, 0);
  return { counts, support };
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

export function count(input: CountInput): CountResult {
  const grades = [...input.grades].sort((a, b) => a.level - b.level);
  const levels = grades.map((g) => g.level);
  const base = input.items.map((item) => {
    const { counts, support } = supportOf(item, levels);
    const qualified = grades.find((g) => meets(support[String(g.level)]!, item.denominator, g.threshold));
    return { item, counts, support, qualifiedLevel: qualified?.level ?? null };
  });
  const assigned = new Map<number, number>();
  const approvals = new Map<number, number>();
  const inRunoff = new Set<number>();
  const quotas: QuotaUse[] = [];
  let runoff: RunoffNeed | null = null;
  let carry = 0;
  let nextRunoff = 0;

  /** Settles `tied` for `places` through the run-offs held in order; false when one is still needed. */
  const settle = (level: number, tied: number[], places: number): boolean => {
    const index = input.runoffs.findIndex(
      (r, i) =>
        i >= nextRunoff && r.gradeLevel === level && r.places === places && sameSet(r.declarationIds, tied),
    );
    const held = index >= 0 ? input.runoffs[index]! : null;
    if (!held?.closed) {
      runoff = { gradeLevel: level, declarationIds: [...tied].sort((a, b) => a - b), places };
      for (const id of tied) inRunoff.add(id);
      return false;
    }
    nextRunoff = index + 1;
    const approved = (id: number) => held.approvals[id] ?? 0;
    for (const id of tied) approvals.set(id, approved(id));
    const sorted = [...tied].sort((a, b) => approved(b) - approved(a) || a - b);
    const edge = approved(sorted[places - 1]!);
    const winners = sorted.filter((id) => approved(id) > edge);
    const atEdge = sorted.filter((id) => approved(id) === edge);
    for (const id of winners) assigned.set(id, level);
    const left = places - winners.length;
    if (atEdge.length <= left) {
      for (const id of atEdge) assigned.set(id, level);
      return true;
    }
    return settle(level, atEdge, left);
  };

  for (const grade of grades) {
    const places = grade.quota + carry;
    if (runoff) {
      quotas.push({ gradeLevel: grade.level, gradeName: grade.name, quota: grade.quota, places, used: 0 });
      continue;
    }
    const key = String(grade.level);
    const candidates = base.filter(
      (b) =>
        !assigned.has(b.item.declarationId) && meets(b.support[key]!, b.item.denominator, grade.threshold),
    );
    let used: number;
    if (candidates.length <= places) {
      for (const c of candidates) assigned.set(c.item.declarationId, grade.level);
      used = candidates.length;
    } else {
      // Ranked by the share of the denominator (recusals make denominators differ), exactly.
      const share = (b: (typeof base)[number]) => [b.support[key]!, b.item.denominator] as const;
      const cmp = (a: (typeof base)[number], b: (typeof base)[number]) => {
        const [sa, da] = share(a);
        const [sb, db] = share(b);
        return sb * da - sa * db;
      };
      const sorted = [...candidates].sort((a, b) => cmp(a, b) || a.item.declarationId - b.item.declarationId);
      const edge = sorted[places - 1]!;
      const above = sorted.filter((b) => cmp(b, edge) < 0);
      const tied = sorted.filter((b) => cmp(b, edge) === 0).map((b) => b.item.declarationId);
      for (const b of above) assigned.set(b.item.declarationId, grade.level);
      const left = places - above.length;
      let settled = true;
      if (tied.length <= left) for (const id of tied) assigned.set(id, grade.level);
      else settled = settle(grade.level, tied, left);
      used = settled ? places : above.length;
    }
    quotas.push({ gradeLevel: grade.level, gradeName: grade.name, quota: grade.quota, places, used });
    carry = input.passDown ? places - used : 0;
  }

  const rows: CountRow[] = base.map((b) => {
    const id = b.item.declarationId;
    const level = assigned.get(id) ?? null;
    const outcome: CountOutcome =
      level !== null ? 'graded' : inRunoff.has(id) ? 'runoff' : runoff ? 'pending' : 'none';
    return {
      declarationId: id,
      denominator: b.item.denominator,
      voted: b.item.choices.length,
      counts: b.counts,
      support: b.support,
      qualifiedLevel: b.qualifiedLevel,
      proposedLevel: level,
      outcome,
      approvals: approvals.get(id) ?? null,
    };
  });
  return { rows, quotas, runoff };
}

/** The current choice of each member on each declaration: the latest row supersedes (ballots in id order). */
export function latestChoices<
  B extends { id: number; declarationId: number; expertId: number; choice: string },
>(ballots: readonly B[]): Map<number, Map<number, B>> {
  const byDeclaration = new Map<number, Map<number, B>>();
  for (const b of [...ballots].sort((x, y) => x.id - y.id)) {
    const members = byDeclaration.get(b.declarationId) ?? new Map<number, B>();
    byDeclaration.set(b.declarationId, members);
    members.set(b.expertId, b);
  }
  return byDeclaration;
}

/** Grades by rank within quotas, for an award decided by scores without a meeting (best first). */
export function gradesByRank(
  ranked: readonly number[],
  grades: readonly { level: number; name: string; quota: number }[],
  passDown: boolean,
): { levels: Map<number, number>; quotas: QuotaUse[] } {
  const levels = new Map<number, number>();
  const quotas: QuotaUse[] = [];
  let next = 0;
  let carry = 0;
  for (const g of [...grades].sort((a, b) => a.level - b.level)) {
    const places = g.quota + carry;
    const take = ranked.slice(next, next + places);
    for (const id of take) levels.set(id, g.level);
    next += take.length;
    quotas.push({ gradeLevel: g.level, gradeName: g.name, quota: g.quota, places, used: take.length });
    carry = passDown ? places - take.length : 0;
  }
  return { levels, quotas };
}
