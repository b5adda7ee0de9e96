import type { MessageRef } from '@awards/shared/i18n';
import { REVIEW_MESSAGES as M } from '@awards/shared/review';
import type { AssignProblem } from './problem';

/**
 * What is short, named, before the solver is asked (docs/domain.md "Infeasible"):
 * counts that make a problem impossible whatever the solver does. Empty when none
 * is found (the solver may still find a combination infeasible).
 */
export function shortages(problem: AssignProblem, excluded: Set<string>): MessageRef[] {
  const problems: MessageRef[] = [];
  const experts = problem.experts.filter((e) => e.maxLoad > 0);
  for (const d of problem.declarations) {
    if (d.need <= 0) continue;
    const organisations = new Set<string>();
    for (const e of experts) if (!excluded.has(pairKey(d.id, e.id))) organisations.add(e.organisation);
    if (organisations.size < d.need)
      problems.push(M.declarationShort({ name: d.name, need: d.need, available: organisations.size }));
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

export const pairKey = (declarationId: number, expertId: number) => `${declarationId}:${expertId}`;
