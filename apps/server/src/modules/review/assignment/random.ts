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
