import { REVIEW_MESSAGES } from '@awards/shared/review';
import fc from 'fast-check';
import loadHighs from 'highs';
import { describe, expect, it } from 'vitest';
import { matchOf } from './match';
import type { AssignDeclaration, AssignExpert, AssignOutcome, AssignProblem } from './problem';
import { pairRandom, roundDependent } from './random';
import { quickMatch, SOLVER_VERSION, solveAssignment } from './solve';

const DISCIPLINES = ['energy', 'materials', 'medicine'];

function instance(size: { d: number; e: number; k: number; orgs: number; conflicts: number }, seed = 1) {
  const declarations: AssignDeclaration[] = Array.from({ length: size.d }, (_, i) => ({
    id: i + 1,
    name: `D${i + 1}`,
    discipline: DISCIPLINES[i % 3]!,
    keywords: [`k${i % 5}`],
    need: size.k,
  }));
  const experts: AssignExpert[] = Array.from({ length: size.e }, (_, i) => ({
    id: 100 + i,
    name: `E${i}`,
    organisation: `org${i % size.orgs}`,
    discipline: DISCIPLINES[(i * 2) % 3]!,
    keywords: [`k${i % 7}`],
    minLoad: 0,
    maxLoad: Math.ceil((size.d * size.k) / size.e) + 1,
  }));
  const excluded: Array<[number, number]> = [];
  for (let i = 0; i < size.conflicts; i += 1)
    excluded.push([1 + ((i * 7) % size.d), 100 + ((i * 13) % size.e)]);
  const problem: AssignProblem = {
    label: { kind: 'group', name: 'G' },
    mode: 'optimal',
    seed,
    declarations,
    experts,
    excluded,
  };
  return problem;
}

/** Every rule a proposal must keep, checked from the outside. */
function expectValid(problem: AssignProblem, outcome: AssignOutcome) {
  if (outcome.status !== 'optimal') throw new Error(`expected a solution, got ${outcome.problems.join()}`);
  const excluded = new Set(problem.excluded.map(([d, e]) => `${d}:${e}`));
  const perDeclaration = new Map<number, number>();
  const load = new Map<number, number>();
  const organisations = new Set<string>();
  const organisationOf = new Map(problem.experts.map((e) => [e.id, e.organisation]));
  for (const p of outcome.pairs) {
    expect(excluded.has(`${p.declarationId}:${p.expertId}`)).toBe(false);
    perDeclaration.set(p.declarationId, (perDeclaration.get(p.declarationId) ?? 0) + 1);
    load.set(p.expertId, (load.get(p.expertId) ?? 0) + 1);
    const key = `${p.declarationId}|${organisationOf.get(p.expertId)}`;
    expect(organisations.has(key)).toBe(false);
    organisations.add(key);
  }
  for (const d of problem.declarations) expect(perDeclaration.get(d.id) ?? 0).toBe(d.need);
  for (const e of problem.experts) {
    expect(load.get(e.id) ?? 0).toBeGreaterThanOrEqual(e.minLoad);
    expect(load.get(e.id) ?? 0).toBeLessThanOrEqual(e.maxLoad);
  }
}

describe('the assignment solver (HiGHS)', () => {
  it('names its version, to be stored with each run', () => {
    expect(SOLVER_VERSION).toMatch(/^highs \d+\.\d+\.\d+$/);
  });

  it('assigns exactly k experts, within loads, without conflicts or two of one organisation', async () => {
    const problem = instance({ d: 30, e: 20, k: 3, orgs: 8, conflicts: 25 });
    expectValid(problem, await solveAssignment(problem));
  });

  it('finds the optimum a brute force finds on small instances', async () => {
    // 3 declarations × 5 experts × 2: every combination is enumerable (10^3).
    const problem = instance({ d: 3, e: 5, k: 2, orgs: 4, conflicts: 2 });
    problem.experts = problem.experts.map((e) => ({ ...e, maxLoad: 2 }));
    const outcome = await solveAssignment(problem);
    expectValid(problem, outcome);
    expect(outcome.status === 'optimal' && outcome.objective).toBe(bruteForce(problem));
  });

  it('reproduces a run: the same seed and inputs give the same pairs, whatever order the data came in', async () => {
    const problem = instance({ d: 40, e: 25, k: 3, orgs: 10, conflicts: 30 }, 7);
    const shuffled = { ...problem, experts: [...problem.experts].reverse() };
    expect(await solveAssignment(shuffled)).toEqual(await solveAssignment(problem));
  });

  it('draws (抽取) differently under different seeds, always within the rules', async () => {
    const drawn = (seed: number) => ({
      ...instance({ d: 30, e: 30, k: 3, orgs: 15, conflicts: 10 }),
      mode: 'drawn' as const,
      seed,
    });
    const a = await solveAssignment(drawn(1));
    const b = await solveAssignment(drawn(2));
    expectValid(drawn(1), a);
    expectValid(drawn(2), b);
    expect(a).not.toEqual(b);
    expect(await solveAssignment(drawn(1))).toEqual(a);
  });

  it('names what is short instead of solving an impossible instance', async () => {
    const problem = instance({ d: 10, e: 6, k: 4, orgs: 3, conflicts: 0 });
    const outcome = await solveAssignment(problem);
    expect(outcome.status).toBe('infeasible');
    expect(outcome.status === 'infeasible' && outcome.problems[0]).toBe(
      REVIEW_MESSAGES.declarationShort({ name: 'D1', need: 4, available: 3 }),
    );
    const discipline = {
      ...instance({ d: 15, e: 9, k: 1, orgs: 9, conflicts: 0 }),
      label: { kind: 'discipline' as const, name: '能源' },
    };
    discipline.experts = discipline.experts.map((e) => ({ ...e, maxLoad: 1 }));
    const short = await solveAssignment(discipline);
    expect(short.status === 'infeasible' && short.problems).toEqual([
      REVIEW_MESSAGES.disciplineShort({ discipline: '能源', need: 15, available: 9 }),
    ]);
  });

  it('ranks candidates by the same number it explains: quickMatch equals matchOf (property)', () => {
    const words = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 4 });
    const discipline = fc.option(fc.constantFrom(...DISCIPLINES), { nil: null });
    fc.assert(
      fc.property(discipline, words, discipline, words, (dd, dw, ed, ew) => {
        const d: AssignDeclaration = { id: 1, name: 'D', discipline: dd, keywords: dw, need: 1 };
        const e: AssignExpert = {
          id: 2,
          name: 'E',
          organisation: 'o',
          discipline: ed,
          keywords: ew,
          minLoad: 0,
          maxLoad: 1,
        };
        expect(quickMatch(dd, [...new Set(dw)], e, new Set(ew))).toBe(matchOf(d, e).match);
      }),
      { numRuns: 300, seed: 16 },
    );
  });

  it('prices candidates in: the answer is the optimum over every candidate, as one full integer program finds it', async () => {
    // k = 2 and 40 candidates each: the model starts with 3 per declaration, the rest enter by pricing.
    for (const seed of [3, 4, 5]) {
      const problem = {
        ...instance({ d: 24, e: 40, k: 2, orgs: 25, conflicts: 30 }, seed),
        candidatesPerDeclaration: 40,
      };
      problem.experts = problem.experts.map((e, i) => ({ ...e, minLoad: i % 4 === 0 ? 1 : 0, maxLoad: 3 }));
      const outcome = await solveAssignment(problem);
      expectValid(problem, outcome);
      expect(outcome.status === 'optimal' && pairsOf(outcome)).toEqual(await fullProgram(problem));
    }
  });

  it('splits where the candidate graph splits, with the same answer as the whole', async () => {
    // Two disciplines, each declaration's candidates all of its own: two independent pieces.
    const problem = instance({ d: 30, e: 24, k: 3, orgs: 12, conflicts: 10 }, 9);
    problem.declarations = problem.declarations.map((d, i) => ({ ...d, discipline: i % 2 ? 'a' : 'b' }));
    problem.experts = problem.experts.map((e, i) => ({ ...e, discipline: i % 2 ? 'a' : 'b', maxLoad: 6 }));
    const split = { ...problem, candidatesPerDeclaration: 12 };
    const outcome = await solveAssignment(split);
    expectValid(split, outcome);
    expect(outcome.status === 'optimal' && pairsOf(outcome)).toEqual(await fullProgram(split));
  });

  it('reports an expert who must review but has no candidate as infeasible, with nothing proposed', async () => {
    const problem = instance({ d: 4, e: 6, k: 1, orgs: 6, conflicts: 0 });
    problem.experts = problem.experts.map((e) => ({ ...e, minLoad: 0, maxLoad: 4 }));
    problem.experts[0] = { ...problem.experts[0]!, minLoad: 1 };
    problem.excluded = problem.declarations.map((d) => [d.id, problem.experts[0]!.id]);
    const outcome = await solveAssignment(problem);
    expect(outcome).toEqual({
      status: 'infeasible',
      problems: [REVIEW_MESSAGES.solverInfeasible({ status: 'infeasible' })],
    });
  });

  it('draws (抽取) with each pair at most q likely, every draw within the rules (many seeds)', async () => {
    const q = 0.5;
    const base = {
      ...instance({ d: 8, e: 10, k: 2, orgs: 10, conflicts: 6 }),
      mode: 'drawn' as const,
      pairCap: q,
    };
    base.experts = base.experts.map((e) => ({ ...e, minLoad: 1, maxLoad: 3 }));
    const runs = 240;
    const seen = new Map<string, number>();
    for (let seed = 0; seed < runs; seed += 1) {
      const problem = { ...base, seed };
      const outcome = await solveAssignment(problem);
      expectValid(problem, outcome);
      for (const key of pairsOf(outcome)) seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    // The binomial's standard deviation at q over 240 runs is 0.032: four of them is the slack.
    const highest = Math.max(...seen.values()) / runs;
    expect(highest).toBeLessThanOrEqual(q + 0.13);
    // And the draw spreads: far more pairs than one assignment's 16 are ever drawn.
    expect(seen.size).toBeGreaterThan(32);
    // Under q = 1 there is nothing to draw: the optimum, whatever the seed's rounding.
    const optimal = await solveAssignment({ ...base, mode: 'optimal', seed: 5 });
    expect(await solveAssignment({ ...base, pairCap: 1, seed: 5 })).toEqual({
      ...optimal,
      pairs:
        optimal.status === 'optimal'
          ? optimal.pairs.map((p) => ({ ...p, why: [REVIEW_MESSAGES.whyDrawn, ...p.why] }))
          : [],
    });
  });

  it('names a cap too low for a declaration before drawing', async () => {
    const problem = {
      ...instance({ d: 1, e: 3, k: 2, orgs: 3, conflicts: 0 }),
      mode: 'drawn' as const,
      pairCap: 0.5,
    };
    expect(await solveAssignment(problem)).toEqual({
      status: 'infeasible',
      problems: [REVIEW_MESSAGES.capShort({ name: 'D1', need: 2, cap: 0.5, available: 1 })],
    });
  });

  it('rounds a fractional flow so that each arc is whole with the probability of its fraction', () => {
    // hub 0 → rows 1..3 (one unit each) → columns 4..6 → hub: a doubly stochastic 3 × 3 in hundredths.
    const x = [
      [50, 30, 20],
      [25, 45, 30],
      [25, 25, 50],
    ];
    const runs = 3000;
    const whole = x.map((row) => row.map(() => 0));
    for (let seed = 0; seed < runs; seed += 1) {
      const from: number[] = [];
      const to: number[] = [];
      const flow: number[] = [];
      x.forEach((row, i) => {
        row.forEach((units, j) => {
          from.push(1 + i);
          to.push(4 + j);
          flow.push(units);
        });
        from.push(4 + i);
        to.push(0);
        flow.push(100);
      });
      roundDependent({ from, to, flow }, 100, seed);
      // Whole, and still a permutation: each row and column exactly one.
      expect(flow.every((f) => f === 0 || f === 100)).toBe(true);
      for (let i = 0; i < 3; i += 1) {
        expect([0, 1, 2].reduce((sum, j) => sum + flow[4 * i + j]!, 0)).toBe(100);
        expect([0, 1, 2].reduce((sum, r) => sum + flow[4 * r + i]!, 0)).toBe(100);
      }
      x.forEach((row, i) => {
        row.forEach((_, j) => {
          if (flow[4 * i + j] === 100) whole[i]![j]! += 1;
        });
      });
    }
    // Each frequency within 0.035 of its fraction (about four standard deviations at 3,000 runs).
    x.forEach((row, i) => {
      row.forEach((units, j) => {
        expect(Math.abs(whole[i]![j]! / runs - units / 100)).toBeLessThan(0.035);
      });
    });
  });

  it('keeps every rule on random instances, optimal or drawn, and reports infeasible ones rather than half-solving', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          d: fc.integer({ min: 1, max: 12 }),
          e: fc.integer({ min: 1, max: 12 }),
          k: fc.integer({ min: 1, max: 4 }),
          orgs: fc.integer({ min: 1, max: 6 }),
          conflicts: fc.integer({ min: 0, max: 20 }),
          seed: fc.integer({ min: 0, max: 1000 }),
          minLoad: fc.integer({ min: 0, max: 2 }),
          drawn: fc.option(fc.constantFrom(0.34, 0.5, 0.75, 1), { nil: undefined }),
        }),
        async ({ seed, minLoad, drawn, ...size }) => {
          const problem: AssignProblem = {
            ...instance(size, seed),
            ...(drawn !== undefined && { mode: 'drawn', pairCap: drawn }),
          };
          problem.experts = problem.experts.map((e) => ({ ...e, minLoad: Math.min(minLoad, e.maxLoad) }));
          const outcome = await solveAssignment(problem);
          if (outcome.status === 'optimal') expectValid(problem, outcome);
          else expect(outcome.problems.length).toBeGreaterThan(0);
          expect(await solveAssignment(problem)).toEqual(outcome);
        },
      ),
      { numRuns: 120, seed: 16 },
    );
  });
});

function bruteForce(problem: AssignProblem): number {
  const experts = problem.experts;
  const excluded = new Set(problem.excluded.map(([d, e]) => `${d}:${e}`));
  const score = (d: AssignDeclaration, e: AssignExpert) =>
    (d.discipline === e.discipline ? 60 : 0) +
    (d.keywords[0] === e.keywords[0] ? 40 / (d.keywords[0] ? 1 : 2) : 0);
  const pairsOf = (d: AssignDeclaration) => {
    const out: AssignExpert[][] = [];
    for (let i = 0; i < experts.length; i += 1)
      for (let j = i + 1; j < experts.length; j += 1) {
        const [a, b] = [experts[i]!, experts[j]!];
        if (a.organisation === b.organisation) continue;
        if (excluded.has(`${d.id}:${a.id}`) || excluded.has(`${d.id}:${b.id}`)) continue;
        out.push([a, b]);
      }
    return out;
  };
  let best = -1;
  const walk = (i: number, load: Map<number, number>, total: number) => {
    if (i === problem.declarations.length) {
      best = Math.max(best, total);
      return;
    }
    const d = problem.declarations[i]!;
    for (const pair of pairsOf(d)) {
      if (pair.some((e) => (load.get(e.id) ?? 0) >= e.maxLoad)) continue;
      const next = new Map(load);
      for (const e of pair) next.set(e.id, (next.get(e.id) ?? 0) + 1);
      walk(i + 1, next, total + score(d, pair[0]!) + score(d, pair[1]!));
    }
  };
  walk(0, new Map(), 0);
  return best;
}

const pairsOf = (outcome: AssignOutcome) =>
  outcome.status === 'optimal' ? outcome.pairs.map((p) => `${p.declarationId}:${p.expertId}`) : [];

/**
 * The reference: every non-conflicted pair a binary variable with the solver's own
 * weight (match + the seeded tie-break), every organisation row written out, solved
 * as one integer program by HiGHS's branch and bound. The optimum is unique (the
 * tie-break), so the pairs must be the same.
 */
async function fullProgram(problem: AssignProblem): Promise<string[]> {
  const highs = await loadHighs();
  const excluded = new Set(problem.excluded.map(([d, e]) => `${d}:${e}`));
  const columns: { d: AssignDeclaration; e: AssignExpert; weight: number }[] = [];
  for (const d of problem.declarations)
    for (const e of problem.experts)
      if (!excluded.has(`${d.id}:${e.id}`))
        columns.push({ d, e, weight: matchOf(d, e).match + 1e-3 * pairRandom(problem.seed, d.id, e.id) });
  const rows: { lower: number; upper: number; cols: number[] }[] = [];
  for (const d of problem.declarations) {
    rows.push({ lower: d.need, upper: d.need, cols: columns.flatMap((c, j) => (c.d === d ? [j] : [])) });
    for (const o of new Set(problem.experts.map((e) => e.organisation)))
      rows.push({
        lower: 0,
        upper: 1,
        cols: columns.flatMap((c, j) => (c.d === d && c.e.organisation === o ? [j] : [])),
      });
  }
  for (const e of problem.experts)
    rows.push({
      lower: e.minLoad,
      upper: e.maxLoad,
      cols: columns.flatMap((c, j) => (c.e === e ? [j] : [])),
    });
  const n = columns.length;
  return highs.withModel(
    {
      numCols: n,
      numRows: 0,
      sense: highs.constants.objectiveSense.maximize,
      colCost: Float64Array.from(columns, (c) => c.weight),
      colLower: new Float64Array(n),
      colUpper: new Float64Array(n).fill(1),
      rowLower: [],
      rowUpper: [],
      matrix: {
        format: 'csc',
        numRows: 0,
        numCols: n,
        starts: new Int32Array(n + 1),
        indices: new Int32Array(0),
        values: new Float64Array(0),
      },
      integrality: new Int32Array(n).fill(1) as never,
    },
    (m) => {
      m.options.set({ output_flag: false, mip_rel_gap: 0, mip_abs_gap: 0 });
      for (const row of rows)
        m.addRow(row.lower, row.upper, { indices: row.cols, values: row.cols.map(() => 1) });
      m.run();
      const values = m.getSolution().colValue;
      return columns
        .filter((_, j) => values[j]! > 0.5)
        .sort((a, b) => a.d.id - b.d.id || a.e.id - b.e.id)
        .map((c) => `${c.d.id}:${c.e.id}`);
    },
  );
}
