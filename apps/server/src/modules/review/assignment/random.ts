/**
 * Seeded randomness that depends only on (seed, declaration, expert), never on the
 * order of evaluation: the same pair always draws the same number under one seed, so
 * a run is reproduced from its seed and inputs whatever order the data came in.
 */
export function pairRandom(seed: number, declarationId: number, expertId: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = mix(h ^ Math.imul(declarationId, 0x85ebca6b));
  h = mix(h ^ Math.imul(expertId, 0xc2b2ae35));
  return h / 0x100000000;
}

/** A fresh seed for a run that was given none (stored with the run). */
export function drawSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}

function mix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seeded stream of numbers in [0, 1) (mulberry32): the draw's only source of chance. */
export function seededStream(seed: number): () => number {
  let a = mix(seed ^ 0x2545f491);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
}

/** A flow on a directed graph, in whole units (R units make one). */
export interface UnitFlow {
  from: number[];
  to: number[];
  flow: number[];
}

/**
 * Dependent rounding of a circulation (Gandhi et al. 2006, on flows): while an arc
 * carries a fraction of R, walk the arcs carrying fractions to a cycle (one exists:
 * a node's flow balances, so it never has exactly one fractional arc), and push
 * around it either +α (until an arc reaches a whole number going up) with
 * probability β/(α+β) or −β with probability α/(α+β). The expected change of every
 * arc is zero, so each arc ends whole with probability exactly its fraction; every
 * arc stays between the floor and ceiling of its start, and every node stays
 * balanced. Each push makes at least one arc whole. Mutates `flow`; deterministic
 * for a seed.
 */
export function roundDependent(graph: UnitFlow, R: number, seed: number): void {
  const { from, to, flow } = graph;
  const random = seededStream(seed);
  const fractional = (a: number) => flow[a]! % R !== 0;
  const nodes = Math.max(0, ...from, ...to) + 1;
  const arcsAt: number[][] = Array.from({ length: nodes }, () => []);
  for (let a = 0; a < from.length; a += 1)
    if (fractional(a)) {
      arcsAt[from[a]!]!.push(a);
      arcsAt[to[a]!]!.push(a);
    }
  const cursor = new Int32Array(nodes);
  /** The next fractional arc at a node other than `except` (arcs that became whole are skipped for good). */
  const next = (v: number, except: number) => {
    const list = arcsAt[v]!;
    while (cursor[v]! < list.length && !fractional(list[cursor[v]!]!)) cursor[v]! += 1;
    for (let i = cursor[v]!; i < list.length; i += 1) {
      const a = list[i]!;
      if (a !== except && fractional(a)) return a;
    }
    return -1;
  };
  const position = new Int32Array(nodes).fill(-1);
  const pathNodes: number[] = [];
  const pathArcs: number[] = [];
  let scan = 0;
  for (;;) {
    if (!pathNodes.length) {
      while (scan < from.length && !fractional(scan)) scan += 1;
      if (scan === from.length) return;
      pathNodes.push(from[scan]!);
      position[from[scan]!] = 0;
    }
    const v = pathNodes[pathNodes.length - 1]!;
    const arrived = pathArcs.length ? pathArcs[pathArcs.length - 1]! : -1;
    const a = next(v, arrived);
    if (a < 0) {
      // Only where the walk began (a balanced node has 0 or 2+ fractional arcs): start afresh.
      if (pathArcs.length) throw new Error('dependent rounding: the flow does not balance');
      position[v] = -1;
      pathNodes.length = 0;
      continue;
    }
    const w = from[a] === v ? to[a]! : from[a]!;
    if (position[w]! < 0) {
      position[w] = pathNodes.length;
      pathNodes.push(w);
      pathArcs.push(a);
      continue;
    }
    // A cycle: the path from w's position to v, closed by a.
    const start = position[w]!;
    const cycle = [...pathArcs.slice(start), a];
    const tail = [...pathNodes.slice(start), w];
    let up = Number.POSITIVE_INFINITY;
    let down = Number.POSITIVE_INFINITY;
    const forward = cycle.map((arc, i) => from[arc] === tail[i]);
    cycle.forEach((arc, i) => {
      const f = flow[arc]!;
      const toCeil = R - (f % R);
      const toFloor = f % R;
      up = Math.min(up, forward[i] ? toCeil : toFloor);
      down = Math.min(down, forward[i] ? toFloor : toCeil);
    });
    const delta = Math.floor(random() * (up + down)) < down ? up : -down;
    cycle.forEach((arc, i) => {
      flow[arc] = flow[arc]! + (forward[i] ? delta : -delta);
    });
    for (let i = start + 1; i < pathNodes.length; i += 1) position[pathNodes[i]!] = -1;
    pathNodes.length = start + 1;
    pathArcs.length = start;
  }
}
