import { describe, expect, it } from 'vitest';
import { keywordsOf, matchOf } from './match';
import type { AssignDeclaration, AssignExpert } from './problem';

const declaration = (fields: Partial<AssignDeclaration>): AssignDeclaration => ({
  id: 1,
  name: '储能',
  discipline: 'energy',
  keywords: [],
  need: 1,
  ...fields,
});
const expert = (fields: Partial<AssignExpert>): AssignExpert => ({
  id: 1,
  name: '专家',
  organisation: 'a',
  discipline: 'energy',
  keywords: [],
  minLoad: 0,
  maxLoad: 5,
  alternate: false,
  ...fields,
});

describe('keywordsOf', () => {
  it('splits a declaration’s text on the usual separators, else on whitespace, and normalises case and spaces', () => {
    expect(keywordsOf('储能，锂电池; Machine  Learning、储能')).toEqual([
      '储能',
      '锂电池',
      'machine learning',
    ]);
    expect(keywordsOf(' 储能  电池 ')).toEqual(['储能', '电池']);
    expect(keywordsOf(['  Solid State ', 'solid state', '', 3])).toEqual(['solid state']);
    expect(keywordsOf(undefined)).toEqual([]);
    expect(keywordsOf(42)).toEqual([]);
  });
});

describe('matchOf', () => {
  it('is 60 for the same discipline plus 40 × the Jaccard overlap of the keywords', () => {
    const d = declaration({ keywords: keywordsOf('储能, 锂电池, 固态电解质') });
    const e = expert({ keywords: keywordsOf(['锂电池', ' 固态电解质', '氢能']) });
    // shared 2, union 4: 40 × 0.5 = 20.
    expect(matchOf(d, e).match).toBe(80);
    expect(matchOf(d, expert({ discipline: 'materials', keywords: e.keywords })).match).toBe(20);
    expect(matchOf(d, expert({ discipline: 'materials' })).match).toBe(0);
    expect(matchOf(d, expert({ keywords: keywordsOf(['储能', '锂电池', '固态电解质']) })).match).toBe(100);
    expect(matchOf(d, e).why).toHaveLength(2);
  });
});
