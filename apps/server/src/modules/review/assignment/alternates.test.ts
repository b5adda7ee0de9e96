import { describe, expect, it } from 'vitest';
import { requestMatches, statusOf } from '../avoid';
import { sameOrganisationPairs } from '../replace';
import { rankAlternates } from './alternates';
import type { AssignExpert, AssignProblem } from './problem';

const expert = (id: number, organisation: string, fields: Partial<AssignExpert> = {}): AssignExpert => ({
  id,
  name: `E${id}`,
  organisation,
  discipline: 'energy',
  keywords: [],
  minLoad: 0,
  maxLoad: 2,
  ...fields,
});

const problem = (fields: Partial<AssignProblem> = {}): AssignProblem => ({
  label: { kind: 'group', name: 'G' },
  mode: 'optimal',
  seed: 1,
  declarations: [
    { id: 1, name: 'D1', discipline: 'energy', keywords: [], need: 1 },
    { id: 2, name: 'D2', discipline: 'materials', keywords: [], need: 1 },
  ],
  experts: [
    expert(10, 'a'),
    expert(11, 'b'),
    expert(12, 'c', { discipline: 'materials' }),
    expert(13, 'c'),
    expert(14, 'd', { alternate: true }),
  ],
  excluded: [],
  ...fields,
});

const ids = (alternates: ReturnType<typeof rankAlternates>, declarationId: number) =>
  alternates.find((a) => a.declarationId === declarationId)?.experts.map((e) => e.expertId);

describe('rankAlternates: the next best feasible experts of each declaration', () => {
  it.each([
    {
      name: 'best match first, members before the group alternates, one per organisation',
      p: problem(),
      added: [{ declarationId: 1, expertId: 10 }],
      n: 3,
      // D1 (energy): 11 b and 13 c (60, in the seed's order) — 12 c is the same organisation as
      // 13 and weaker — then 14, the group's alternate.
      d1: [11, 13, 14],
      tie: 2,
    },
    {
      name: 'an expert already on the declaration, or of its organisation, is never an alternate',
      p: problem(),
      added: [{ declarationId: 1, expertId: 13 }],
      n: 5,
      d1: [10, 11, 14],
    },
    {
      name: 'a conflicted pair is excluded',
      p: problem({ excluded: [[1, 11]] }),
      added: [{ declarationId: 1, expertId: 10 }],
      n: 2,
      d1: [13, 14],
    },
    {
      name: 'an expert with no load left after the run is not an alternate',
      p: problem({ experts: [expert(10, 'a', { maxLoad: 1 }), expert(11, 'b', { maxLoad: 1 })] }),
      added: [
        { declarationId: 1, expertId: 10 },
        { declarationId: 2, expertId: 11 },
      ],
      n: 2,
      d1: [],
    },
    {
      name: 'kept pairs count as on the declaration (top-up)',
      p: problem(),
      added: [],
      kept: [{ declarationId: 1, expertId: 11 }],
      n: 2,
      d1: [10, 13],
      tie: 2,
    },
    { name: 'none asked, none ranked', p: problem(), added: [], n: 0, d1: undefined },
  ])('$name', ({ p, added, kept, n, d1, tie }) => {
    const got = ids(rankAlternates(p, added, kept ?? [], n), 1);
    // The first `tie` are equal in match: their order is the seed's, so compared as a set.
    const sorted = (list?: number[]) =>
      list && [...list.slice(0, tie ?? 0).sort((a, b) => a - b), ...list.slice(tie ?? 0)];
    expect(sorted(got)).toEqual(d1);
  });

  it('ranks by match in optimal mode (the materials expert first for D2)', () => {
    expect(ids(rankAlternates(problem(), [], [], 1), 2)).toEqual([12]);
  });

  it('ranks by the seeded draw in drawn mode: the same seed gives the same list, another may not', () => {
    const many = problem({
      mode: 'drawn',
      experts: Array.from({ length: 12 }, (_, i) => expert(20 + i, `o${i}`)),
    });
    const first = rankAlternates(many, [], [], 4);
    expect(rankAlternates(many, [], [], 4)).toEqual(first);
    const seeds = new Set(
      [1, 2, 3, 4, 5].map((seed) => JSON.stringify(ids(rankAlternates({ ...many, seed }, [], [], 4), 1))),
    );
    expect(seeds.size).toBeGreaterThan(1);
  });
});

describe('sameOrganisationPairs: a top-up never puts a second expert of a kept organisation on a declaration', () => {
  it('excludes the other experts of the kept experts’ organisations, on that declaration only', () => {
    expect(sameOrganisationPairs(problem(), [{ declarationId: 1, expertId: 12 }])).toEqual([[1, 13]]);
    expect(sameOrganisationPairs(problem(), [])).toEqual([]);
  });
});

describe('avoidance requests: matching and the status the declarer sees', () => {
  it.each([
    [{ organisation: '北京大学', expertName: null }, { name: '张三', organisation: '北京大学' }, true],
    [
      { organisation: ' 北京 大学 ', expertName: null },
      { name: '张三', organisation: '北京大学（本部）' },
      true,
    ],
    [{ organisation: '北京大学', expertName: '张 三' }, { name: '张三', organisation: '北京大学' }, true],
    [{ organisation: '北京大学', expertName: '李四' }, { name: '张三', organisation: '北京大学' }, false],
    [{ organisation: '清华大学', expertName: '张三' }, { name: '张三', organisation: '北京大学' }, false],
    [{ organisation: '（筹）', expertName: null }, { name: '张三', organisation: '' }, false],
  ])('%o names %o: %s', (request, expert, expected) => {
    expect(requestMatches(request, expert)).toBe(expected);
  });

  it.each([
    [[], 'no_match'],
    [['pending'], 'pending'],
    [['pending', 'dismissed'], 'pending'],
    [['dismissed', 'confirmed'], 'confirmed'],
    [['dismissed', 'dismissed'], 'dismissed'],
  ])('%o → %s', (statuses, expected) => {
    expect(statusOf(statuses)).toBe(expected);
  });
});
