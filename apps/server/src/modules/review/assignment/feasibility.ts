import type { MessageRef } from '@awards/shared/i18n';
import { REVIEW_MESSAGES as M } from '@awards/shared/review';
import type { AssignProblem } from './problem';

/**
 * What is short, named, before the solver is asked (docs/domain.md "Infeasible"):
 * counts that make a problem impossible whatever the solver does. Empty when none
 * is found (the solver may still find a combination infeasible).
 *
 * Per declaration, the organisations left once its conflicts are taken out: counted
 * from the pool's totals minus what its own conflicts remove, so the check costs the
 * conflicts, not declarations × experts. Under a cap q (drawn mode) an organisation
 * of n available experts can carry at most min(1, q·n) of a declaration's need.
 */
export function shortages(
  problem: AssignProblem,
  excludedOf: Map<number, Set<number>>,
  cap = 1,
): MessageRef[] {
  const problems: MessageRef[] = [];
  const experts = problem.experts.filter((e) => e.maxLoad > 0);
  const organisationOf = new Map(experts.map((e) => [e.id, e.organisation]));
  const sizes = new Map<string, number>();
  for (const e of experts) sizes.set(e.organisation, (sizes.get(e.organisation) ?? 0) + 1);
  const share = (n: number) => Math.min(1, cap * n);
  let covered = 0;
  for (const n of sizes.values()) covered += share(n);
  for (const d of problem.declarations) {
    if (d.need <= 0) continue;
    const removed = new Map<string, number>();
    for (const id of excludedOf.get(d.id) ?? []) {
      const organisation = organisationOf.get(id);
      if (organisation !== undefined) removed.set(organisation, (removed.get(organisation) ?? 0) + 1);
    }
    let organisations = sizes.size;
    let available = covered;
    for (const [organisation, count] of removed) {
      const size = sizes.get(organisation)!;
      if (count >= size) organisations -= 1;
      available += share(size - count) - share(size);
    }
    if (organisations < d.need)
      problems.push(M.declarationShort({ name: d.name, need: d.need, available: organisations }));
    else if (available + 1e-9 < d.need)
      problems.push(M.capShort({ name: d.name, need: d.need, cap, available: Math.floor(available + 1e-9) }));
  }
  const slots = problem.declarations.reduce((sum, d) => sum + Math.max(0, d.need), 0);
  const capacity = experts.reduce((sum, e) => sum + e.maxLoad, 0);
  if (slots > capacity) {
    const { kind, name } = problem.label;
    const widest = Math.max(1, ...experts.map((e) => e.maxLoad));
    problems.push(
      kind === 'discipline'
        ? M.disciplineShort({ discipline: name, need: Math.ceil(slots / widest), available: experts.length })
        : M.groupShort({ group: name, need: slots, capacity }),
    );
  }
  const minimum = problem.experts.reduce((sum, e) => sum + e.minLoad, 0);
  if (minimum > slots) problems.push(M.minLoadShort({ group: problem.label.name, need: minimum, slots }));
  return problems;
}

/** The excluded pairs by declaration: expert ids per declaration id. */
export function excludedByDeclaration(excluded: AssignProblem['excluded']): Map<number, Set<number>> {
  const map = new Map<number, Set<number>>();
  for (const [d, e] of excluded) {
    const set = map.get(d);
    if (set) set.add(e);
    else map.set(d, new Set([e]));
  }
  return map;
}

export const pairKey = (declarationId: number, expertId: number) => `${declarationId}:${expertId}`;
