import {
  defaultThreshold,
  MORE_THAN_HALF,
  quorumNeeded,
  type Threshold,
  TWO_THIRDS,
  thresholdOf,
} from '@awards/shared/meeting';
import { describe, expect, it } from 'vitest';
import { type CountGrade, type CountRunoff, count, gradesByRank, latestChoices, meets } from './counting';

/** Ballots written as "1:6,none:3": six for grade 1, three for no award. */
const votes = (spec: string): string[] =>
  spec
    ? spec.split(',').flatMap((part) => {
        const [choice, n] = part.split(':');
        return Array.from({ length: Number(n) }, () => choice!);
      })
    : [];

/** An award of three grades (特等, 一等, 二等): top two ≥ 2/3, the third > 1/2 (the defaults). */
const threeGrades = (q1: number, q2: number, q3: number): CountGrade[] => [
  { level: 1, name: '特等奖', quota: q1, threshold: TWO_THIRDS },
  { level: 2, name: '一等奖', quota: q2, threshold: TWO_THIRDS },
  { level: 3, name: '二等奖', quota: q3, threshold: MORE_THAN_HALF },
];

describe('quorum: ⌈quorum × members⌉ in integers', () => {
  it.each([
    [{ num: 2, den: 3 }, 3, 2],
    [{ num: 2, den: 3 }, 9, 6],
    [{ num: 2, den: 3 }, 10, 7],
    [{ num: 2, den: 3 }, 7, 5],
    [{ num: 1, den: 2 }, 5, 3],
    [{ num: 1, den: 2 }, 4, 2],
    [{ num: 3, den: 4 }, 11, 9],
    [{ num: 1, den: 1 }, 6, 6],
  ])('%o of %i members needs %i present', (quorum, members, needed) => {
    expect(quorumNeeded(quorum, members)).toBe(needed);
  });
});

describe('thresholds: ≥ for the top two grades of three or more, > 1/2 for the others', () => {
  it.each<[number, number[], Threshold]>([
    [1, [1, 2, 3], TWO_THIRDS],
    [2, [1, 2, 3], TWO_THIRDS],
    [3, [1, 2, 3], MORE_THAN_HALF],
    [1, [1, 2], MORE_THAN_HALF],
    [2, [1, 2], MORE_THAN_HALF],
    [4, [1, 2, 3, 4], MORE_THAN_HALF],
  ])('grade %i of %o', (level, levels, threshold) => {
    expect(defaultThreshold(level, levels)).toEqual(threshold);
  });
  it('an edition override replaces the default of its level only', () => {
    const overrides = { '3': { num: 3, den: 5, strict: false } };
    expect(thresholdOf(3, [1, 2, 3], overrides)).toEqual(overrides['3']);
    expect(thresholdOf(1, [1, 2, 3], overrides)).toEqual(TWO_THIRDS);
  });
  it.each<[number, number, Threshold, boolean]>([
    [6, 9, TWO_THIRDS, true], // exactly two thirds: ≥ passes
    [5, 9, TWO_THIRDS, false],
    [2, 3, TWO_THIRDS, true],
    [4, 8, MORE_THAN_HALF, false], // exactly half: > fails
    [5, 8, MORE_THAN_HALF, true],
    [1, 0, { num: 0, den: 1, strict: false }, false], // nobody may vote: nothing passes
  ])('%i of %i against %o → %s', (support, denominator, t, passes) => {
    expect(meets(support, denominator, t)).toBe(passes);
  });
});

interface Case {
  name: string;
  grades: CountGrade[];
  passDown?: boolean;
  /** [denominator, ballots] per declaration, ids 1, 2, 3... */
  items: [number, string][];
  runoffs?: CountRunoff[];
  qualified: (number | null)[];
  proposed: (number | null)[];
  outcomes?: string[];
  runoff?: { gradeLevel: number; declarationIds: number[]; places: number } | null;
  used?: number[];
}

const cases: Case[] = [
  {
    name: 'two thirds reached exactly (≥), short by one',
    grades: threeGrades(5, 5, 5),
    items: [
      [9, '1:6,none:3'],
      [9, '1:5,none:4'],
    ],
    qualified: [1, 3],
    proposed: [1, 3],
  },
  {
    name: 'more than half: exactly half fails (>)',
    grades: threeGrades(5, 5, 5),
    items: [
      [8, '3:4,none:4'],
      [8, '3:5,none:3'],
    ],
    qualified: [null, 3],
    proposed: [null, 3],
    outcomes: ['none', 'graded'],
  },
  {
    name: 'recusal out of the denominator: 5 of 7 present and not recused pass, 5 of 9 would not',
    grades: threeGrades(5, 5, 5),
    items: [
      [7, '1:5,none:2'],
      [9, '1:5,none:4'],
    ],
    qualified: [1, 3],
    proposed: [1, 3],
  },
  {
    name: 'cumulative support: a vote for a grade supports every lower one',
    grades: threeGrades(5, 5, 5),
    items: [
      [9, '1:3,2:2,3:1,none:3'], // special 3, first 5 (< 6), second 6 (> 4.5)
      [9, '1:3,2:3,none:3'], // first 6 ≥ 6
      [9, '2:1,3:1,none:7'],
    ],
    qualified: [3, 2, null],
    proposed: [3, 2, null],
  },
  {
    name: 'none supports nothing; members who did not vote count against',
    grades: threeGrades(5, 5, 5),
    items: [
      [9, '3:4,none:5'],
      [9, '3:5'], // four abstained: 5 > 4.5 still passes
      [9, ''],
    ],
    qualified: [null, 3, null],
    proposed: [null, 3, null],
  },
  {
    name: 'quota overflow with strictly higher support: the best takes the grade, the other falls to the next',
    grades: threeGrades(1, 1, 5),
    items: [
      [9, '1:8,none:1'],
      [9, '1:7,none:2'],
    ],
    qualified: [1, 1],
    proposed: [1, 2],
    used: [1, 1, 0],
  },
  {
    name: 'quota overflow tied at the edge: a run-off among the tied, the grades below wait',
    grades: threeGrades(1, 1, 5),
    items: [
      [9, '1:7,none:2'],
      [9, '1:7,none:2'],
      [9, '3:9'],
    ],
    qualified: [1, 1, 3],
    proposed: [null, null, null],
    outcomes: ['runoff', 'runoff', 'pending'],
    runoff: { gradeLevel: 1, declarationIds: [1, 2], places: 1 },
    used: [0, 0, 0],
  },
  {
    name: 'shares, not raw counts, rank at the edge: 6 of 7 is above 7 of 9',
    grades: threeGrades(1, 5, 5),
    items: [
      [9, '1:7,none:2'],
      [7, '1:6,none:1'],
    ],
    qualified: [1, 1],
    proposed: [2, 1],
  },
  {
    name: 'the run-off decides; the loser is considered for the next grade with the support it had',
    grades: threeGrades(1, 1, 5),
    items: [
      [9, '1:7,none:2'],
      [9, '1:7,none:2'],
      [9, '2:6,none:3'],
    ],
    runoffs: [{ gradeLevel: 1, declarationIds: [1, 2], places: 1, closed: true, approvals: { 1: 3, 2: 6 } }],
    qualified: [1, 1, 2],
    proposed: [2, 1, 3],
    // Grade 2 (one place): declarations 1 (7/9) and 3 (6/9): 1 is strictly higher; 3 falls to grade 3.
    outcomes: ['graded', 'graded', 'graded'],
    used: [1, 1, 1],
  },
  {
    name: 'a run-off still open keeps the count waiting',
    grades: threeGrades(1, 1, 5),
    items: [
      [9, '1:7,none:2'],
      [9, '1:7,none:2'],
    ],
    runoffs: [{ gradeLevel: 1, declarationIds: [1, 2], places: 1, closed: false, approvals: {} }],
    qualified: [1, 1],
    proposed: [null, null],
    outcomes: ['runoff', 'runoff'],
    runoff: { gradeLevel: 1, declarationIds: [1, 2], places: 1 },
  },
  {
    name: 'a run-off tied again goes to another run-off among the tied; the second settles it',
    grades: threeGrades(2, 5, 5),
    items: [
      [9, '1:9'],
      [9, '1:7,none:2'],
      [9, '1:7,none:2'],
      [9, '1:7,none:2'],
    ],
    runoffs: [
      { gradeLevel: 1, declarationIds: [2, 3, 4], places: 1, closed: true, approvals: { 2: 4, 3: 4, 4: 1 } },
      { gradeLevel: 1, declarationIds: [2, 3], places: 1, closed: true, approvals: { 2: 2, 3: 7 } },
    ],
    qualified: [1, 1, 1, 1],
    proposed: [1, 2, 1, 2],
  },
  {
    name: 'a run-off tied again without a second run-off asks for one',
    grades: threeGrades(2, 5, 5),
    items: [
      [9, '1:9'],
      [9, '1:7,none:2'],
      [9, '1:7,none:2'],
      [9, '1:7,none:2'],
    ],
    runoffs: [
      { gradeLevel: 1, declarationIds: [2, 3, 4], places: 1, closed: true, approvals: { 2: 4, 3: 4, 4: 1 } },
    ],
    qualified: [1, 1, 1, 1],
    proposed: [1, null, null, null],
    outcomes: ['graded', 'runoff', 'runoff', 'pending'],
    runoff: { gradeLevel: 1, declarationIds: [2, 3], places: 1 },
  },
  {
    name: 'pass-down off: an unused special place is lost, the first grade overflows to a run-off',
    grades: threeGrades(1, 1, 5),
    items: [
      [9, '2:7,none:2'],
      [9, '2:7,none:2'],
    ],
    qualified: [2, 2],
    proposed: [null, null],
    runoff: { gradeLevel: 2, declarationIds: [1, 2], places: 1 },
    used: [0, 0, 0],
  },
  {
    name: 'pass-down on: the unused special place passes to the first grade',
    grades: threeGrades(1, 1, 5),
    passDown: true,
    items: [
      [9, '2:7,none:2'],
      [9, '2:7,none:2'],
    ],
    qualified: [2, 2],
    proposed: [2, 2],
    runoff: null,
    used: [0, 2, 0],
  },
  {
    name: 'everyone recused: the denominator is 0 and nothing passes',
    grades: threeGrades(1, 1, 5),
    items: [[0, '']],
    qualified: [null],
    proposed: [null],
    outcomes: ['none'],
  },
];

describe('count: thresholds, cumulative support, quotas, run-offs and pass-down', () => {
  it.each(cases)('$name', (c) => {
    const result = count({
      grades: c.grades,
      passDown: c.passDown ?? false,
      items: c.items.map(([denominator, spec], i) => ({
        declarationId: i + 1,
        denominator,
        choices: votes(spec),
      })),
      runoffs: c.runoffs ?? [],
    });
    expect(result.rows.map((r) => r.qualifiedLevel)).toEqual(c.qualified);
    expect(result.rows.map((r) => r.proposedLevel)).toEqual(c.proposed);
    if (c.outcomes) expect(result.rows.map((r) => r.outcome)).toEqual(c.outcomes);
    if (c.runoff !== undefined) expect(result.runoff).toEqual(c.runoff);
    if (c.used) expect(result.quotas.map((q) => q.used)).toEqual(c.used);
  });

  it('counts per choice and cumulative support, with the turnout', () => {
    const [row] = count({
      grades: threeGrades(5, 5, 5),
      passDown: false,
      items: [{ declarationId: 7, denominator: 9, choices: votes('1:2,2:3,3:1,none:2') }],
      runoffs: [],
    }).rows;
    expect(row).toMatchObject({
      voted: 8,
      counts: { '1': 2, '2': 3, '3': 1, none: 2 },
      support: { '1': 2, '2': 5, '3': 6 },
    });
  });
});

describe('ballots are insert-only: the latest row of a member supersedes', () => {
  it('keeps one current choice per member and declaration', () => {
    const current = latestChoices([
      { id: 3, declarationId: 1, expertId: 10, choice: '2' },
      { id: 1, declarationId: 1, expertId: 10, choice: '1' },
      { id: 2, declarationId: 1, expertId: 11, choice: 'none' },
      { id: 4, declarationId: 2, expertId: 10, choice: '3' },
    ]);
    expect([...current.get(1)!.values()].map((b) => [b.expertId, b.choice])).toEqual([
      [10, '2'],
      [11, 'none'],
    ]);
    expect(current.get(2)!.get(10)!.choice).toBe('3');
  });
});

describe('grades by rank, for an award decided by scores', () => {
  const grades = [
    { level: 1, name: '一等奖', quota: 1 },
    { level: 2, name: '二等奖', quota: 2 },
  ];
  it.each([
    [
      [5, 6, 7, 8],
      false,
      [
        [5, 1],
        [6, 2],
        [7, 2],
      ],
    ],
    [[5], false, [[5, 1]]],
    [
      [5, 6, 7, 8],
      true,
      [
        [5, 1],
        [6, 2],
        [7, 2],
      ],
    ],
  ] as const)('%o pass-down %s', (ranked, passDown, expected) => {
    expect([...gradesByRank(ranked, grades, passDown).levels]).toEqual(expected);
  });
  it('passes an unused place down only when asked', () => {
    const zeroTop = [{ level: 1, name: '一等奖', quota: 0 }, ...grades.slice(1)];
    expect(gradesByRank([5, 6, 7], zeroTop, false).quotas.map((q) => q.places)).toEqual([0, 2]);
    const few = [{ level: 1, name: '一等奖', quota: 3 }, ...grades.slice(1)];
    expect(gradesByRank([5], few, true).quotas.map((q) => q.places)).toEqual([3, 4]);
  });
});
