import type { Normalisation } from '@awards/shared/review';

/**
 * The declaration scores of an edition under every method, and the disagreement
 * flags (docs/domain.md "Reviews and scores"). Pure: the service reads the submitted
 * totals (0..100, Σ score/max × weight) and shows what this answers on the edition's
 * scale; the edition's locked method ranks, the others are shown beside it.
 */
export interface ScoredReview {
  declarationId: number;
  expertId: number;
  /** 0..100 */
  total: number;
}

export interface Thresholds {
  /** On the 0..scale score. */
  range: number;
  sd: number;
}

export interface DeclarationScores {
  declarationId: number;
  reviews: number;
  scores: Record<Normalisation, number>;
  flags: { range: boolean; sd: boolean; outliers: number[] };
}

/** A z-score needs this many reviews of one expert, and some spread. */
export const MIN_REVIEWS_FOR_Z = 3;
const BIAS_ITERATIONS = 500;
const BIAS_TOLERANCE = 1e-7;

export function calibrate(
  reviews: ScoredReview[],
  scale: number,
  thresholds: Thresholds,
  /** The least-squares fit of these reviews, when the caller has it already. */
  bias: ReturnType<typeof biasLeastSquares> = biasLeastSquares(reviews),
): DeclarationScores[] {
  const byDeclaration = groupBy(reviews, (r) => r.declarationId);
  const z = zScores(reviews);
  const toScale = (x: number) => round(clamp(x, 0, 100) * (scale / 100));
  return [...byDeclaration.entries()]
    .sort(([a], [b]) => a - b)
    .map(([declarationId, own]) => {
      const totals = own.map((r) => r.total);
      return {
        declarationId,
        reviews: own.length,
        scores: {
          weighted_mean: toScale(mean(totals)),
          trimmed_mean: toScale(trimmedMean(totals)),
          z_score: toScale(mean(own.map((r) => z.get(key(r)) ?? r.total))),
          bias_ls: toScale(bias.quality.get(declarationId) ?? mean(totals)),
        },
        flags: disagreement(
          own.map((r) => ({ expertId: r.expertId, score: r.total * (scale / 100) })),
          thresholds,
        ),
      };
    });
}

/** The mean without the highest and the lowest, with three or more; the plain mean below that. */
export function trimmedMean(values: number[]): number {
  if (values.length < 3) return mean(values);
  const sorted = [...values].sort((a, b) => a - b);
  return mean(sorted.slice(1, -1));
}

/**
 * Each review's total standardised over its expert's reviews in the edition, then
 * put back on the pool's mean and spread: a harsh and a lenient expert agree where
 * they rank alike. Experts with too few reviews or no spread keep their raw totals.
 */
export function zScores(reviews: ScoredReview[]): Map<string, number> {
  const out = new Map<string, number>();
  const all = reviews.map((r) => r.total);
  const poolMean = mean(all);
  const poolSd = sd(all);
  for (const own of groupBy(reviews, (r) => r.expertId).values()) {
    const totals = own.map((r) => r.total);
    const m = mean(totals);
    const s = sd(totals);
    const usable = own.length >= MIN_REVIEWS_FOR_Z && s > 0 && poolSd > 0;
    for (const r of own) out.set(key(r), usable ? poolMean + (poolSd * (r.total - m)) / s : r.total);
  }
  return out;
}

/**
 * The additive model total = quality(declaration) + bias(expert) + noise, fitted by
 * least squares with Σ bias = 0, by alternating exact updates (block coordinate
 * descent, which converges to the least-squares fit on a connected design).
 */
export function biasLeastSquares(reviews: ScoredReview[]): {
  quality: Map<number, number>;
  bias: Map<number, number>;
} {
  // Dense indices and typed arrays: 50,000 reviews × hundreds of sweeps stay well under a second.
  const declarationIds = [...new Set(reviews.map((r) => r.declarationId))];
  const expertIds = [...new Set(reviews.map((r) => r.expertId))];
  const dIndex = new Map(declarationIds.map((id, i) => [id, i]));
  const eIndex = new Map(expertIds.map((id, i) => [id, i]));
  const n = reviews.length;
  const rd = new Int32Array(n);
  const re = new Int32Array(n);
  const x = new Float64Array(n);
  const dCount = new Float64Array(declarationIds.length);
  const eCount = new Float64Array(expertIds.length);
  reviews.forEach((r, i) => {
    rd[i] = dIndex.get(r.declarationId)!;
    re[i] = eIndex.get(r.expertId)!;
    x[i] = r.total;
    dCount[rd[i]!]! += 1;
    eCount[re[i]!]! += 1;
  });
  const q = new Float64Array(declarationIds.length);
  const b = new Float64Array(expertIds.length);
  const sumD = new Float64Array(declarationIds.length);
  const sumE = new Float64Array(expertIds.length);
  for (let sweep = 0; sweep < BIAS_ITERATIONS; sweep += 1) {
    sumD.fill(0);
    for (let i = 0; i < n; i += 1) sumD[rd[i]!]! += x[i]! - b[re[i]!]!;
    let change = 0;
    for (let d = 0; d < q.length; d += 1) {
      const next = sumD[d]! / dCount[d]!;
      change = Math.max(change, Math.abs(next - q[d]!));
      q[d] = next;
    }
    sumE.fill(0);
    for (let i = 0; i < n; i += 1) sumE[re[i]!]! += x[i]! - q[rd[i]!]!;
    for (let e = 0; e < b.length; e += 1) {
      const next = sumE[e]! / eCount[e]!;
      change = Math.max(change, Math.abs(next - b[e]!));
      b[e] = next;
    }
    if (change < BIAS_TOLERANCE) break;
  }
  // Σ bias = 0: the level belongs to the declarations.
  const shift = b.length ? b.reduce((sum, v) => sum + v, 0) / b.length : 0;
  return {
    quality: new Map(declarationIds.map((id, d) => [id, q[d]! + shift])),
    bias: new Map(expertIds.map((id, e) => [id, b[e]! - shift])),
  };
}

/**
 * Range over its threshold, standard deviation over its threshold, and each expert
 * more than 2 standard deviations from the mean of the co-reviewers (with three or more).
 */
export function disagreement(
  scores: Array<{ expertId: number; score: number }>,
  thresholds: Thresholds,
): DeclarationScores['flags'] {
  const values = scores.map((s) => s.score);
  const range = values.length > 1 ? Math.max(...values) - Math.min(...values) : 0;
  const outliers: number[] = [];
  for (const s of scores) {
    const others = scores.filter((o) => o !== s).map((o) => o.score);
    if (others.length < 3) continue;
    const spread = sd(others);
    if (spread > 0 && Math.abs(s.score - mean(others)) > 2 * spread) outliers.push(s.expertId);
  }
  return {
    range: range > thresholds.range,
    sd: sd(values) > thresholds.sd,
    outliers: outliers.sort((a, b) => a - b),
  };
}

export function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

/** The sample standard deviation (n − 1); 0 below two values. */
export function sd(values: number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

const key = (r: ScoredReview) => `${r.declarationId}:${r.expertId}`;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round = (x: number) => Math.round(x * 100) / 100;

function groupBy<T>(items: T[], by: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const k = by(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
