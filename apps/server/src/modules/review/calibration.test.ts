import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  biasLeastSquares,
  calibrate,
  disagreement,
  mean,
  type ScoredReview,
  sd,
  trimmedMean,
  zScores,
} from './calibration';

const loose = { range: 1000, sd: 1000 };

describe('trimmed mean', () => {
  it.each([
    [[], 0],
    [[80], 80],
    [[60, 90], 75],
    [[10, 80, 90], 80],
    [[0, 70, 80, 100], 75],
    [[50, 50, 50, 50, 50], 50],
  ])('%j → %d', (values, expected) => {
    expect(trimmedMean(values)).toBe(expected);
  });
});

describe('disagreement flags', () => {
  const s = (...scores: number[]) => scores.map((score, i) => ({ expertId: i + 1, score }));
  it.each([
    { scores: s(70, 72, 74), range: false, sd: false, outliers: [] },
    { scores: s(40, 72, 74), range: true, sd: true, outliers: [] },
    { scores: s(70, 71, 72, 73, 20), range: true, sd: true, outliers: [5] },
    { scores: s(70, 70, 70, 70, 69), range: false, sd: false, outliers: [] },
  ])('$scores.length scores: range $range, sd $sd, outliers $outliers', ({ scores, ...expected }) => {
    expect(disagreement(scores, { range: 30, sd: 12 })).toEqual(expected);
  });
});

describe('calibration', () => {
  it('gives the weighted mean on the scale, and every method for each declaration', () => {
    const reviews: ScoredReview[] = [
      { declarationId: 1, expertId: 1, total: 80 },
      { declarationId: 1, expertId: 2, total: 60 },
      { declarationId: 2, expertId: 1, total: 90 },
    ];
    const [first, second] = calibrate(reviews, 10, loose);
    expect(first!.scores.weighted_mean).toBe(7);
    expect(second!.scores.weighted_mean).toBe(9);
    expect(Object.keys(first!.scores).sort()).toEqual([
      'bias_ls',
      'trimmed_mean',
      'weighted_mean',
      'z_score',
    ]);
  });

  it('recovers the qualities and biases of a noise-free additive design exactly', () => {
    const quality = [50, 60, 70, 80];
    const bias = [-10, 0, 10];
    const reviews: ScoredReview[] = [];
    quality.forEach((q, d) => {
      bias.forEach((b, e) => {
        reviews.push({ declarationId: d + 1, expertId: e + 1, total: q + b });
      });
    });
    const fit = biasLeastSquares(reviews);
    quality.forEach((q, d) => {
      expect(fit.quality.get(d + 1)).toBeCloseTo(q, 6);
    });
    bias.forEach((b, e) => {
      expect(fit.bias.get(e + 1)).toBeCloseTo(b, 6);
    });
  });

  it('corrects a harsh expert: with bias least squares a harshly reviewed declaration is not penalised', () => {
    // Declarations 1 and 2 are equal; expert 3 (harsh, −20) reviews only declaration 2.
    const reviews: ScoredReview[] = [
      { declarationId: 1, expertId: 1, total: 80 },
      { declarationId: 1, expertId: 2, total: 80 },
      { declarationId: 2, expertId: 1, total: 80 },
      { declarationId: 2, expertId: 3, total: 60 },
      { declarationId: 3, expertId: 2, total: 70 },
      { declarationId: 3, expertId: 3, total: 50 },
    ];
    const rows = calibrate(reviews, 100, loose);
    expect(rows[1]!.scores.weighted_mean).toBeLessThan(rows[0]!.scores.weighted_mean);
    expect(rows[1]!.scores.bias_ls).toBeCloseTo(rows[0]!.scores.bias_ls, 1);
  });

  it('standardises per expert, leaving experts with fewer than three reviews raw', () => {
    const reviews: ScoredReview[] = [
      ...[60, 70, 80].map((total, i) => ({ declarationId: i + 1, expertId: 1, total })),
      { declarationId: 1, expertId: 2, total: 42 },
    ];
    const z = zScores(reviews);
    expect(z.get('1:2')).toBe(42);
    const pool = reviews.map((r) => r.total);
    expect(z.get('1:1')).toBeCloseTo(mean(pool) - sd(pool), 6);
  });

  it('keeps every score within the scale and the trimmed mean between min and max (property)', () => {
    const review = fc.record({
      declarationId: fc.integer({ min: 1, max: 8 }),
      expertId: fc.integer({ min: 1, max: 6 }),
      total: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(review, { selector: (r) => `${r.declarationId}:${r.expertId}`, maxLength: 40 }),
        fc.integer({ min: 10, max: 1000 }),
        (reviews, scale) => {
          for (const row of calibrate(reviews, scale, loose)) {
            const own = reviews
              .filter((r) => r.declarationId === row.declarationId)
              .map((r) => (r.total * scale) / 100);
            for (const value of Object.values(row.scores)) {
              expect(value).toBeGreaterThanOrEqual(0);
              expect(value).toBeLessThanOrEqual(scale);
            }
            expect(row.scores.trimmed_mean).toBeGreaterThanOrEqual(Math.min(...own) - 0.01);
            expect(row.scores.trimmed_mean).toBeLessThanOrEqual(Math.max(...own) + 0.01);
          }
        },
      ),
      { numRuns: 200, seed: 16 },
    );
  });

  it('calibrates 50,000 scores without blowing up (bench/review-assignment.mjs times it)', () => {
    const reviews: ScoredReview[] = [];
    for (let d = 1; d <= 10_000; d += 1)
      for (let j = 0; j < 5; j += 1)
        reviews.push({
          declarationId: d,
          expertId: 1 + ((d * 7 + j * 101) % 2000),
          total: (d * 37 + j * 11) % 101,
        });
    const started = process.cpuUsage();
    const rows = calibrate(reviews, 100, { range: 30, sd: 12 });
    expect(rows).toHaveLength(10_000);
    // The figure on an idle machine is in bench/README.md (under 1 s); this bound only catches a
    // blow-up (a quadratic step would take minutes). CPU time, not wall time: beside the other
    // tests on two cores the wall time was 5.4 s at load 12 (2026-11-30).
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(15_000);
  });
});
