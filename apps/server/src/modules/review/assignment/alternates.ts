import type { DeclarationAlternates } from '@awards/shared/review';
import { pairKey } from './feasibility';
import { matchOf } from './match';
import type { AssignExpert, AssignProblem } from './problem';
import { pairRandom } from './random';

interface Pair {
  declarationId: number;
  expertId: number;
}

/**
 * The alternates of each declaration after a run (docs/domain.md "Alternates"): the
 * best feasible experts not assigned to it, computed from the solved problem without
 * touching the solver. Feasible: no excluded pair (a confirmed conflict), not of an
 * organisation already on the declaration, and load left after the run. Best: the
 * group's members before its alternates, then by match (optimal mode) or by the run's
 * seeded draw (drawn mode), ties broken by the seed; one per organisation, so that
 * two alternates can both step in. `added` are the run's new pairs, `kept` the current
 * ones it keeps.
 */
export function rankAlternates(
  problem: AssignProblem,
  added: readonly Pair[],
  kept: readonly Pair[],
  perDeclaration: number,
): DeclarationAlternates[] {
  if (perDeclaration <= 0) return [];
  const excluded = new Set(problem.excluded.map(([d, e]) => pairKey(d, e)));
  const used = new Map<number, number>();
  for (const p of added) used.set(p.expertId, (used.get(p.expertId) ?? 0) + 1);
  const byId = new Map(problem.experts.map((e) => [e.id, e]));
  const onDeclaration = new Map<number, number[]>();
  for (const p of [...added, ...kept])
    onDeclaration.set(p.declarationId, [...(onDeclaration.get(p.declarationId) ?? []), p.expertId]);
  const free = problem.experts.filter((e) => e.maxLoad - (used.get(e.id) ?? 0) > 0);
  return problem.declarations.map((d) => {
    const taken = onDeclaration.get(d.id) ?? [];
    const organisations = new Set(
      taken.map((id) => byId.get(id)?.organisation).filter((o): o is string => Boolean(o)),
    );
    const ranked = free
      .filter((e) => !taken.includes(e.id) && !excluded.has(pairKey(d.id, e.id)))
      .filter((e) => !organisations.has(e.organisation))
      .map((e) => ({ e, match: matchOf(d, e).match, noise: pairRandom(problem.seed, d.id, e.id) }))
      .sort(
        (a, b) =>
          rank(a.e) - rank(b.e) ||
          (problem.mode === 'drawn' ? 0 : b.match - a.match) ||
          b.noise - a.noise ||
          a.e.id - b.e.id,
      );
    const experts: DeclarationAlternates['experts'] = [];
    const seen = new Set<string>();
    for (const c of ranked) {
      if (experts.length >= perDeclaration) break;
      if (seen.has(c.e.organisation)) continue;
      seen.add(c.e.organisation);
      experts.push({ expertId: c.e.id, match: c.match });
    }
    return { declarationId: d.id, experts };
  });
}

/** Members first: an alternate of the group only where no member fits (as in the solve). */
const rank = (e: AssignExpert) => (e.alternate ? 1 : 0);
