import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REVIEW_MESSAGES as M } from '@awards/shared/review';
import loadHighs, { type Highs, type ModelData } from 'highs';
import { pairKey, shortages } from './feasibility';
import { matchOf } from './match';
import {
  type AssignExpert,
  type AssignOutcome,
  type AssignProblem,
  DEFAULT_CANDIDATES,
  type ProposedPair,
} from './problem';
import { pairRandom } from './random';

/**
 * Solves one group's assignment with HiGHS (docs/domain.md "Assignment"): a
 * variable per candidate pair, k per declaration, loads within bounds, one expert
 * per organisation per declaration. The matrix is a network, so the LP has integral
 * vertices: simplex answers 0/1, and integrality is declared only as a fallback.
 */

/** `highs <version>`, as stored with every run: read from the installed package (its exports hide package.json). */
export const SOLVER_VERSION = `highs ${installedVersion()}`;

function installedVersion(): string {
  const entry = createRequire(import.meta.url).resolve('highs');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

let highs: Promise<Highs> | null = null;
const solver = () => {
  highs ??= loadHighs();
  return highs;
};

/** Loads the WebAssembly module now (it loads once per process, on first use otherwise). */
export async function loadSolver(): Promise<void> {
  await solver();
}

/** Above any match (0..100) plus noise: an alternate is chosen only where no member can be. */
const ALTERNATE_PENALTY = 1000;

interface Candidate {
  d: number;
  e: number;
  weight: number;
  match: number;
  why: ProposedPair['why'];
}

export async function solveAssignment(problem: AssignProblem): Promise<AssignOutcome> {
  const excluded = new Set(problem.excluded.map(([d, e]) => pairKey(d, e)));
  const problems = shortages(problem, excluded);
  if (problems.length) return { status: 'infeasible', problems };
  const declarations = problem.declarations.filter((d) => d.need > 0);
  if (!declarations.length) return { status: 'optimal', pairs: [], objective: 0 };
  const api = await solver();
  const candidates = candidatesOf(problem);
  const first = run(api, problem, candidates, false);
  const outcome = first ?? run(api, problem, candidates, true);
  return outcome ?? { status: 'infeasible', problems: [M.solverInfeasible({ status: 'infeasible' })] };
}

/**
 * The best candidates of each declaration by weight, widened until k organisations are
 * among them. The match is computed as a number for every pair (keyword sets built once)
 * and explained (`why`) only for the candidates kept: this loop meets every pair.
 */
function candidatesOf(problem: AssignProblem): Candidate[][] {
  const limit = problem.candidatesPerDeclaration ?? DEFAULT_CANDIDATES;
  const excludedOf = new Map<number, Set<number>>();
  for (const [d, e] of problem.excluded) {
    const set = excludedOf.get(d);
    if (set) set.add(e);
    else excludedOf.set(d, new Set([e]));
  }
  const experts = problem.experts.filter((e) => e.maxLoad > 0);
  const keywordSets = experts.map((e) => new Set(e.keywords));
  const byExpert = new Map(problem.experts.map((e) => [e.id, e]));
  return problem.declarations
    .filter((d) => d.need > 0)
    .map((d) => {
      const excluded = excludedOf.get(d.id);
      const words = [...new Set(d.keywords)];
      const all: { e: AssignExpert; weight: number }[] = [];
      experts.forEach((e, i) => {
        if (excluded?.has(e.id)) return;
        const match = quickMatch(d.discipline, words, e, keywordSets[i]!);
        const noise = pairRandom(problem.seed, d.id, e.id);
        // Optimal: the match decides, the seeded noise only breaks ties. Drawn: the noise decides.
        const base = problem.mode === 'drawn' ? 1 + 100 * noise : match + 1e-3 * noise;
        all.push({ e, weight: e.alternate ? base - ALTERNATE_PENALTY : base });
      });
      all.sort((a, b) => b.weight - a.weight || a.e.id - b.e.id);
      let kept = all;
      if (all.length > limit) {
        kept = all.slice(0, limit);
        const organisations = new Set(kept.map((c) => c.e.organisation));
        for (const c of all.slice(limit)) {
          if (organisations.size >= d.need + 1) break;
          if (organisations.has(c.e.organisation)) continue;
          organisations.add(c.e.organisation);
          kept.push(c);
        }
      }
      return kept.map(({ e, weight }) => {
        const { match, why } = matchOf(d, byExpert.get(e.id)!);
        return { d: d.id, e: e.id, weight, match, why: problem.mode === 'drawn' ? [M.whyDrawn] : why };
      });
    });
}

/** matchOf's number without its explanation (the same formula, tested against it). */
export function quickMatch(
  discipline: string | null,
  words: string[],
  e: AssignExpert,
  expertWords: Set<string>,
): number {
  let match = discipline && discipline === e.discipline ? 60 : 0;
  if (words.length && expertWords.size) {
    let shared = 0;
    for (const w of words) if (expertWords.has(w)) shared += 1;
    if (shared) match += (40 * shared) / (words.length + expertWords.size - shared);
  }
  return Math.round(match * 100) / 100;
}

/**
 * The one-per-organisation rows are added lazily: solve without them, add a row for
 * each (declaration, organisation) the answer breaks, and solve again from the
 * previous basis. Few are ever binding, so the model stays near the size of the plain
 * flow; every round is deterministic, so the run stays reproducible. Each added row
 * touches a column at most once (one organisation per expert), so the matrix stays a
 * network and the vertices integral. Null when HiGHS finds no solution, or (LP) a
 * fractional one.
 */
function run(
  api: Highs,
  problem: AssignProblem,
  lists: Candidate[][],
  integral: boolean,
): AssignOutcome | null {
  const declarations = problem.declarations.filter((d) => d.need > 0);
  const experts = problem.experts;
  const expertRow = new Map(experts.map((e, i) => [e.id, declarations.length + i]));
  const organisationOf = new Map(experts.map((e) => [e.id, e.organisation]));
  const columns = lists.flat();
  const n = columns.length;
  const rowLower: number[] = [];
  const rowUpper: number[] = [];
  for (const d of declarations) {
    rowLower.push(d.need);
    rowUpper.push(d.need);
  }
  for (const e of experts) {
    rowLower.push(e.minLoad);
    rowUpper.push(e.maxLoad);
  }
  const starts = new Int32Array(n + 1);
  const indices = new Int32Array(2 * n);
  const cost = new Float64Array(n);
  const columnsOf = new Map<string, number[]>();
  let j = 0;
  lists.forEach((list, i) => {
    for (const c of list) {
      starts[j] = 2 * j;
      indices[2 * j] = i;
      indices[2 * j + 1] = expertRow.get(c.e)!;
      cost[j] = c.weight;
      const key = `${c.d}|${organisationOf.get(c.e)}`;
      const same = columnsOf.get(key);
      if (same) same.push(j);
      else columnsOf.set(key, [j]);
      j += 1;
    }
  });
  starts[n] = 2 * n;
  const model: ModelData = {
    numCols: n,
    numRows: rowLower.length,
    sense: api.constants.objectiveSense.maximize,
    colCost: cost,
    colLower: new Float64Array(n),
    colUpper: new Float64Array(n).fill(1),
    rowLower,
    rowUpper,
    matrix: {
      format: 'csc',
      numRows: rowLower.length,
      numCols: n,
      starts,
      indices,
      values: new Float64Array(2 * n).fill(1),
    },
    ...(integral && { integrality: new Int32Array(n).fill(1) as unknown as ModelData['integrality'] }),
  };
  return api.withModel(model, (m) => {
    m.options.set({
      output_flag: false,
      presolve: 'off',
      random_seed: 0,
      ...(integral ? {} : { solver: 'simplex' }),
    });
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      m.run();
      if (m.getModelStatus() !== api.constants.modelStatus.optimal) return null;
      const values = m.getSolution().colValue;
      const chosen: Candidate[] = [];
      for (let k = 0; k < n; k += 1) {
        const v = values[k]!;
        if (v > 0.01 && v < 0.99) return null;
        if (v >= 0.5) chosen.push(columns[k]!);
      }
      const broken = brokenOrganisations(chosen, organisationOf);
      if (!broken.length) return outcomeOf(chosen);
      for (const key of broken) {
        const cols = columnsOf.get(key)!;
        m.addRow(0, 1, { indices: cols, values: cols.map(() => 1) });
      }
    }
    return null;
  });
}

const MAX_ROUNDS = 30;

function outcomeOf(chosen: Candidate[]): AssignOutcome {
  chosen.sort((a, b) => a.d - b.d || a.e - b.e);
  const pairs = chosen.map((c) => ({ declarationId: c.d, expertId: c.e, match: c.match, why: c.why }));
  const objective = chosen.reduce((sum, c) => sum + c.match, 0);
  return { status: 'optimal', pairs, objective: Math.round(objective * 100) / 100 };
}

/** The (declaration, organisation) keys holding two or more chosen experts, in a stable order. */
function brokenOrganisations(chosen: Candidate[], organisationOf: Map<number, string>): string[] {
  const seen = new Set<string>();
  const broken = new Set<string>();
  for (const c of chosen) {
    const key = `${c.d}|${organisationOf.get(c.e)}`;
    if (seen.has(key)) broken.add(key);
    seen.add(key);
  }
  return [...broken].sort();
}
