import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REVIEW_MESSAGES as M } from '@awards/shared/review';
import loadHighs, { type Highs, type ModelData } from 'highs';
import { excludedByDeclaration, shortages } from './feasibility';
import { matchOf } from './match';
import {
  type AssignDeclaration,
  type AssignExpert,
  type AssignOutcome,
  type AssignProblem,
  DEFAULT_CANDIDATES,
  DEFAULT_PAIR_CAP,
  type ProposedPair,
} from './problem';
import { pairRandom, roundDependent } from './random';

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
/** The seeded tie-break's scale: below the smallest step of a match (0.01). */
const NOISE = 1e-3;
/** Reduced cost above which a candidate left out of the model enters it (pricing). */
const PRICE_TOLERANCE = 1e-7;

/** A candidate pair; its match is explained (matchOf) only if it is chosen. */
interface Candidate {
  d: number;
  e: number;
  weight: number;
  declaration: AssignDeclaration;
  expert: AssignExpert;
}

/** One connected piece of the candidate graph: declarations (with their candidates, best first) and experts. */
interface Part {
  lists: Candidate[][];
  needs: number[];
  experts: AssignExpert[];
}

/** A candidate with the value the LP gave it (1 in an integral answer, a fraction ≤ q in a drawn one). */
interface Valued {
  c: Candidate;
  value: number;
}

export async function solveAssignment(problem: AssignProblem): Promise<AssignOutcome> {
  const excludedOf = excludedByDeclaration(problem.excluded);
  const drawn = problem.mode === 'drawn';
  const cap = drawn ? (problem.pairCap ?? DEFAULT_PAIR_CAP) : 1;
  const problems = shortages(problem, excludedOf, cap);
  if (problems.length) return { status: 'infeasible', problems };
  if (!problem.declarations.some((d) => d.need > 0)) return { status: 'optimal', pairs: [], objective: 0 };
  const api = await solver();
  const { declarations, lists, experts } = candidatesOf(problem, excludedOf, cap);
  const parts = partsOf(declarations, lists, experts);
  if (!parts) return { status: 'infeasible', problems: [M.solverInfeasible({ status: 'infeasible' })] };
  const chosen: Candidate[] = [];
  for (const part of parts) {
    let valued = solvePart(api, part, cap, false);
    if (valued === 'fractional' && !drawn) valued = solvePart(api, part, 1, true);
    if (typeof valued === 'string')
      return { status: 'infeasible', problems: [M.solverInfeasible({ status: 'infeasible' })] };
    if (!drawn) {
      for (const v of valued) if (v.value >= 0.5) chosen.push(v.c);
      continue;
    }
    const drawnPairs = drawFrom(part, valued, cap, problem.seed);
    if (!drawnPairs) return { status: 'infeasible', problems: [M.solverInfeasible({ status: 'rounding' })] };
    chosen.push(...drawnPairs);
  }
  return outcomeOf(chosen, drawn);
}

/**
 * The candidates of each declaration (with need > 0, by id): the best by weight,
 * widened until need + 1 organisations are among them (docs/domain.md "Candidates").
 *
 * An index by discipline and keyword finds the experts with a positive match without
 * scoring every pair: any of them outranks every expert without one (whose weight is
 * the tie-break noise, below 0.01) and every alternate. Where they are enough for the
 * cut, the cut is exactly the full scan's; otherwise the declaration is scanned in full.
 * The match is explained (`why`) only for the pairs chosen.
 */
function candidatesOf(problem: AssignProblem, excludedOf: Map<number, Set<number>>, cap: number) {
  const drawnWidth =
    cap < 1 ? Math.ceil((problem.declarations.reduce((m, d) => Math.max(m, d.need), 0) + 1) / cap) : 0;
  const limit = Math.max(problem.candidatesPerDeclaration ?? DEFAULT_CANDIDATES, drawnWidth);
  const experts = problem.experts.filter((e) => e.maxLoad > 0).sort((a, b) => a.id - b.id);
  const keywordSets = experts.map((e) => new Set(e.keywords));
  const byDiscipline = new Map<string, number[]>();
  const byKeyword = new Map<string, number[]>();
  const post = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  experts.forEach((e, i) => {
    if (e.alternate) return;
    if (e.discipline) post(byDiscipline, e.discipline, i);
    for (const w of keywordSets[i]!) post(byKeyword, w, i);
  });
  const stamp = new Int32Array(experts.length).fill(-1);
  // Scratch space reused by every declaration: the experts touched and their weights.
  const touched = new Int32Array(experts.length);
  const reachedList = new Int32Array(experts.length);
  const shared = new Int32Array(experts.length);
  const weights = new Float64Array(experts.length);
  const scratch = new Float64Array(experts.length);
  const declarations = problem.declarations.filter((d) => d.need > 0).sort((a, b) => a.id - b.id);
  const lists = declarations.map((d, di) => {
    const excluded = excludedOf.get(d.id);
    const words = [...new Set(d.keywords)];
    const score = (i: number): Scored => {
      const e = experts[i]!;
      const match = quickMatch(d.discipline, words, e, keywordSets[i]!);
      const base = match + NOISE * pairRandom(problem.seed, d.id, e.id);
      return { e, weight: e.alternate ? base - ALTERNATE_PENALTY : base, match };
    };
    // Shared keywords counted along the postings (no set lookups), then every expert of the
    // discipline or with a shared keyword scored by the same formula as quickMatch.
    let reached = 0;
    const reach = (i: number) => {
      if (stamp[i] === di) return;
      stamp[i] = di;
      shared[i] = 0;
      reachedList[reached] = i;
      reached += 1;
    };
    for (const w of words)
      for (const i of byKeyword.get(w) ?? []) {
        reach(i);
        shared[i] = shared[i]! + 1;
      }
    if (d.discipline) for (const i of byDiscipline.get(d.discipline) ?? []) reach(i);
    let count = 0;
    for (let r = 0; r < reached; r += 1) {
      const i = reachedList[r]!;
      const e = experts[i]!;
      if (excluded?.has(e.id)) continue;
      const match = matchFrom(
        !!d.discipline && d.discipline === e.discipline,
        shared[i]!,
        words.length,
        keywordSets[i]!.size,
      );
      if (match <= 0) continue;
      touched[count] = i;
      weights[count] = match + NOISE * pairRandom(problem.seed, d.id, e.id);
      count += 1;
    }
    const ranked = (whole: boolean) => head(touched, weights, scratch, count, whole ? count : limit, experts);
    let kept =
      count >= limit
        ? (cut(ranked(false), d.need, limit, true) ?? cut(ranked(true), d.need, limit, true))
        : null;
    if (!kept) {
      const all: Scored[] = [];
      experts.forEach((e, i) => {
        if (!excluded?.has(e.id)) all.push(score(i));
      });
      kept = cut(all.sort(byWeight), d.need, limit, false)!;
    }
    return kept.map(({ e, weight }) => ({ d: d.id, e: e.id, weight, declaration: d, expert: e }));
  });
  return { declarations, lists, experts };
}

/**
 * The best `limit` of the touched experts (more on a tie), in order: the threshold is
 * found by a native sort of the weights, so only the few above it are sorted by the
 * comparator.
 */
function head(
  touched: Int32Array,
  weights: Float64Array,
  scratch: Float64Array,
  count: number,
  limit: number,
  experts: AssignExpert[],
): Scored[] {
  const sorted = scratch.subarray(0, count);
  sorted.set(weights.subarray(0, count));
  sorted.sort();
  const threshold = sorted[count - limit]!;
  const top: Scored[] = [];
  for (let i = 0; i < count; i += 1)
    if (weights[i]! >= threshold) top.push({ e: experts[touched[i]!]!, weight: weights[i]!, match: 0 });
  return top.sort(byWeight);
}

interface Scored {
  e: AssignExpert;
  weight: number;
  match: number;
}

const byWeight = (a: Scored, b: Scored) => b.weight - a.weight || a.e.id - b.e.id;

/**
 * The first `limit` of a sorted list, widened along the order until need + 1
 * organisations are among them. `partial`: the list is only the head of the full
 * order, so null where the cut would reach past it.
 */
function cut(sorted: Scored[], need: number, limit: number, partial: boolean): Scored[] | null {
  if (sorted.length <= limit && !partial) return sorted;
  if (sorted.length < limit) return null;
  const kept = sorted.slice(0, limit);
  const organisations = new Set(kept.map((c) => c.e.organisation));
  for (let i = limit; i < sorted.length && organisations.size < need + 1; i += 1) {
    const c = sorted[i]!;
    if (organisations.has(c.e.organisation)) continue;
    organisations.add(c.e.organisation);
    kept.push(c);
  }
  if (partial && organisations.size < need + 1) return null;
  return kept;
}

/** matchOf's number without its explanation (the same formula, tested against it). */
export function quickMatch(
  discipline: string | null,
  words: string[],
  e: AssignExpert,
  expertWords: Set<string>,
): number {
  let shared = 0;
  if (expertWords.size) for (const w of words) if (expertWords.has(w)) shared += 1;
  return matchFrom(
    discipline !== null && discipline === e.discipline,
    shared,
    words.length,
    expertWords.size,
  );
}

/** The match from its parts: 60 for the discipline, 40 × the keywords' Jaccard overlap, to 0.01. */
function matchFrom(sameDiscipline: boolean, shared: number, words: number, expertWords: number): number {
  let match = sameDiscipline ? 60 : 0;
  if (shared) match += (40 * shared) / (words + expertWords - shared);
  return Math.round(match * 100) / 100;
}

/**
 * Splits the problem where the candidate graph splits (declarations and experts
 * joined by candidate pairs): the pieces share no constraint, so the optimum of the
 * whole is the optimum of each, and each is a smaller model. Pieces in the order of
 * their first declaration. Null when an expert with a minimum load has no candidate
 * at all (no model can give them work).
 */
function partsOf(declarations: AssignProblem['declarations'], lists: Candidate[][], experts: AssignExpert[]) {
  const D = declarations.length;
  const indexOf = new Map(experts.map((e, i) => [e.id, D + i]));
  const parent = new Int32Array(D + experts.length).map((_, i) => i);
  const find = (x: number) => {
    let r = x;
    while (parent[r] !== r) r = parent[r]!;
    while (parent[x] !== r) {
      const next = parent[x]!;
      parent[x] = r;
      x = next;
    }
    return r;
  };
  lists.forEach((list, i) => {
    for (const c of list) {
      const a = find(i);
      const b = find(indexOf.get(c.e)!);
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    }
  });
  const parts = new Map<number, Part>();
  declarations.forEach((d, i) => {
    const root = find(i);
    const part = parts.get(root) ?? { lists: [], needs: [], experts: [] };
    parts.set(root, part);
    part.lists.push(lists[i]!);
    part.needs.push(d.need);
  });
  for (const i of indexOf.values()) {
    const part = parts.get(find(i));
    const expert = experts[i - D]!;
    if (part) part.experts.push(expert);
    else if (expert.minLoad > 0) return null;
  }
  return [...parts.values()];
}

/**
 * Solves one part with HiGHS: a column per candidate pair (0 ≤ x ≤ cap), a row per
 * declaration (= need) and per expert (min..max load), and the one-per-organisation
 * rows added lazily: solve without them, add a row for each (declaration,
 * organisation) the answer breaks, and solve again from the previous basis (few are
 * ever binding). Candidates enter by pricing: the model starts with each
 * declaration's best few, and a left-out candidate whose reduced cost under the
 * current duals is positive is added, until none is (the LP optimum over all the
 * candidates, reached with a fraction of the columns). Every step is deterministic,
 * so the run is reproducible. The matrix stays a network (each organisation row
 * touches a column at most once), so with cap 1 the vertices are integral. Null when
 * HiGHS finds no solution, or (cap 1, LP) a fractional one.
 */
function solvePart(api: Highs, part: Part, cap: number, integral: boolean): Valued[] | Failure {
  const D = part.lists.length;
  const expertRow = new Map(part.experts.map((e, i) => [e.id, D + i]));
  const organisationOf = new Map(part.experts.map((e) => [e.id, e.organisation]));
  const all = part.lists.flat();
  const declarationRow = new Int32Array(all.length);
  const expertRowOf = new Int32Array(all.length);
  const active = new Uint8Array(all.length);
  let j = 0;
  part.lists.forEach((list, i) => {
    const width = integral ? list.length : initialWidth(part.needs[i]!, cap);
    list.forEach((c, k) => {
      declarationRow[j] = i;
      expertRowOf[j] = expertRow.get(c.e)!;
      if (k < width) active[j] = 1;
      j += 1;
    });
  });
  // Each column's (declaration, organisation) key, built once and only once a row needs it.
  const keys: (string | undefined)[] = new Array(all.length);
  const keyAt = (k: number) => {
    keys[k] ??= keyOf(all[k]!);
    return keys[k];
  };
  const keyOf = (c: Candidate) => `${c.d}|${organisationOf.get(c.e)}`;
  const organisationRow = new Map<string, number>();
  let rows = D + part.experts.length;
  const columns: number[] = [];
  const entriesOf = (k: number) => {
    const entries = [declarationRow[k]!, expertRowOf[k]!];
    const row = organisationRow.size ? organisationRow.get(keyAt(k)) : undefined;
    if (row !== undefined) entries.push(row);
    return entries;
  };
  const block = (ks: number[]) => {
    const starts = new Int32Array(ks.length + 1);
    const indices: number[] = [];
    ks.forEach((k, i) => {
      starts[i] = indices.length;
      indices.push(...entriesOf(k));
    });
    starts[ks.length] = indices.length;
    return {
      cost: Float64Array.from(ks, (k) => all[k]!.weight),
      lower: new Float64Array(ks.length),
      upper: new Float64Array(ks.length).fill(cap),
      matrix: {
        format: 'csc' as const,
        numRows: rows,
        numCols: ks.length,
        starts,
        indices: Int32Array.from(indices),
        values: new Float64Array(indices.length).fill(1),
      },
    };
  };
  for (let k = 0; k < all.length; k += 1) if (active[k]) columns.push(k);
  const first = block(columns);
  const rowLower = [...part.needs, ...part.experts.map((e) => e.minLoad)];
  const rowUpper = [...part.needs, ...part.experts.map((e) => e.maxLoad)];
  const n = columns.length;
  const model: ModelData = {
    numCols: n,
    numRows: rows,
    sense: api.constants.objectiveSense.maximize,
    colCost: first.cost,
    colLower: first.lower,
    colUpper: first.upper,
    rowLower,
    rowUpper,
    matrix: first.matrix,
    ...(integral && { integrality: new Int32Array(n).fill(1) as unknown as ModelData['integrality'] }),
  };
  return api.withModel(model, (m): Valued[] | Failure => {
    m.options.set({
      output_flag: false,
      presolve: 'off',
      random_seed: 0,
      ...(integral ? {} : { solver: 'simplex' }),
    });
    /** Each model column: the candidate's index in `all`, or -1 for an artificial one. */
    const slots = [...columns];
    const addColumns = (ks: number[]) => {
      for (const k of ks) active[k] = 1;
      columns.push(...ks);
      slots.push(...ks);
      m.addCols(block(ks));
    };
    if (!integral) {
      // Artificial columns at a prohibitive cost keep every restricted model feasible,
      // so that duals always exist to price with; any left in the answer means infeasible.
      const artificial: { row: number; upper: number }[] = [];
      part.needs.forEach((need, i) => {
        artificial.push({ row: i, upper: need });
      });
      part.experts.forEach((e, i) => {
        if (e.minLoad > 0) artificial.push({ row: D + i, upper: e.minLoad });
      });
      m.addCols({
        cost: new Float64Array(artificial.length).fill(-ARTIFICIAL_COST),
        lower: new Float64Array(artificial.length),
        upper: Float64Array.from(artificial, (a) => a.upper),
        matrix: {
          format: 'csc',
          numRows: rows,
          numCols: artificial.length,
          starts: Int32Array.from({ length: artificial.length + 1 }, (_, i) => i),
          indices: Int32Array.from(artificial, (a) => a.row),
          values: new Float64Array(artificial.length).fill(1),
        },
      });
      for (const _ of artificial) slots.push(-1);
    }
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      m.run();
      if (m.getModelStatus() !== api.constants.modelStatus.optimal) return 'infeasible';
      const solution = m.getSolution();
      if (!integral) {
        const dual = solution.rowDual;
        const entering: number[] = [];
        for (let k = 0; k < all.length; k += 1) {
          if (active[k]) continue;
          const c = all[k]!;
          let reduced = c.weight - dual[declarationRow[k]!]! - dual[expertRowOf[k]!]!;
          const row = organisationRow.size ? organisationRow.get(keyAt(k)) : undefined;
          if (row !== undefined) reduced -= dual[row]!;
          if (reduced > PRICE_TOLERANCE) entering.push(k);
        }
        if (entering.length) {
          addColumns(entering);
          continue;
        }
      }
      const values = solution.colValue;
      const valued: Valued[] = [];
      const sums = new Map<string, number>();
      for (let i = 0; i < slots.length; i += 1) {
        const v = values[i]!;
        if (v <= 1e-9) continue;
        if (slots[i]! < 0) return 'infeasible';
        if (cap >= 1 && v > 0.01 && v < 0.99) return 'fractional';
        const c = all[slots[i]!]!;
        valued.push({ c, value: v });
        const key = keyAt(slots[i]!);
        sums.set(key, (sums.get(key) ?? 0) + v);
      }
      const broken = [...sums]
        .filter(([, sum]) => sum > 1 + 1e-6)
        .map(([key]) => key)
        .sort();
      if (!broken.length) return valued;
      for (const key of broken) {
        const cols: number[] = [];
        slots.forEach((k, i) => {
          if (k >= 0 && keyAt(k) === key) cols.push(i);
        });
        m.addRow(0, 1, { indices: cols, values: cols.map(() => 1) });
        organisationRow.set(key, rows);
        rows += 1;
      }
    }
    return 'fractional';
  });
}

type Failure = 'infeasible' | 'fractional';

/** The cost of an artificial unit: above any gain a chain of alternates could make. */
const ARTIFICIAL_COST = 1e5;
const MAX_ROUNDS = 60;

/** Candidates each declaration starts the model with: one more than it needs (1/q times that under a cap). */
const initialWidth = (need: number, cap: number) => Math.ceil((need + 1) / cap);

function outcomeOf(chosen: Candidate[], drawn: boolean): AssignOutcome {
  chosen.sort((a, b) => a.d - b.d || a.e - b.e);
  const pairs: ProposedPair[] = chosen.map((c) => {
    const { match, why } = matchOf(c.declaration, c.expert);
    return { declarationId: c.d, expertId: c.e, match, why: drawn ? [M.whyDrawn, ...why] : why };
  });
  const objective = pairs.reduce((sum, p) => sum + p.match, 0);
  return { status: 'optimal', pairs, objective: Math.round(objective * 100) / 100 };
}

/**
 * Drawn mode's sample (docs/domain.md "Drawn"): the fractional optimum x (each pair
 * ≤ q) as a flow in units of 1/R — hub → declaration (need) → (declaration,
 * organisation) → expert → hub — rounded by dependent rounding, which keeps every
 * pair's probability equal to its x and every arc within the floor and ceiling of
 * its flow: exactly need per declaration, at most one per organisation, loads within
 * bounds. Null when the LP's values are not on the 1/R grid (never for a vertex).
 */
function drawFrom(part: Part, valued: Valued[], cap: number, seed: number): Candidate[] | null {
  const R = gridOf(cap);
  const organisationOf = new Map(part.experts.map((e) => [e.id, e.organisation]));
  const HUB = 0;
  const nodes = new Map<string, number>([['hub', HUB]]);
  const node = (key: string) => {
    const id = nodes.get(key) ?? nodes.size;
    nodes.set(key, id);
    return id;
  };
  const from: number[] = [];
  const to: number[] = [];
  const flow: number[] = [];
  const arcOf = new Map<string, number>();
  const add = (a: number, b: number, units: number) => {
    const key = `${a}>${b}`;
    const arc = arcOf.get(key);
    if (arc !== undefined) {
      flow[arc] = flow[arc]! + units;
      return arc;
    }
    arcOf.set(key, from.length);
    from.push(a);
    to.push(b);
    flow.push(units);
    return from.length - 1;
  };
  const pairArc: number[] = [];
  for (const { c, value } of valued) {
    const units = Math.round(value * R);
    if (Math.abs(value * R - units) > 1e-6) return null;
    const d = node(`d${c.d}`);
    const o = node(`o${c.d}|${organisationOf.get(c.e)}`);
    const e = node(`e${c.e}`);
    add(d, o, units);
    pairArc.push(add(o, e, units));
    add(e, HUB, units);
  }
  // The flow must balance exactly, and sit inside the integral bounds it is rounded within.
  const need = new Map<number, number>();
  for (const { c } of valued) need.set(c.d, 0);
  valued.forEach(({ c }, i) => {
    need.set(c.d, need.get(c.d)! + flow[pairArc[i]!]!);
  });
  for (let i = 0; i < part.lists.length; i += 1) {
    const d = part.lists[i]![0]?.d;
    if (d !== undefined && (need.get(d) ?? 0) !== part.needs[i]! * R) return null;
  }
  for (const e of part.experts) {
    const arc = arcOf.get(`${nodes.get(`e${e.id}`)}>${HUB}`);
    const load = arc === undefined ? 0 : flow[arc]!;
    if (load < e.minLoad * R || load > e.maxLoad * R) return null;
  }
  roundDependent({ from, to, flow }, R, seed);
  return valued.filter((_, i) => flow[pairArc[i]!] === R).map((v) => v.c);
}

/** The smallest R with q·R whole (q has two decimals at most, so R ≤ 100). */
function gridOf(cap: number): number {
  for (let R = 1; R <= 1000; R += 1) if (Math.abs(cap * R - Math.round(cap * R)) < 1e-9) return R;
  return 1000;
}
