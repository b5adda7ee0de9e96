import { describe, expect, it } from 'vitest';
import { type EditionStatus, openingEdition } from './editions';

const e = (editionId: number, status: EditionStatus) => ({ editionId, status });

describe('openingEdition', () => {
  it.each([
    ['none', [], undefined, null],
    ['the newest in review', [e(1, 'reviewing'), e(3, 'reviewing'), e(5, 'declaring')], undefined, 3],
    ['the newest of all when none is in review', [e(1, 'finished'), e(4, 'declaring')], undefined, 4],
    [
      'publicity first for the publicity page',
      [e(2, 'publicity'), e(6, 'reviewing')],
      ['publicity', 'reviewing'],
      2,
    ],
    ['then review', [e(2, 'finished'), e(6, 'reviewing')], ['publicity', 'reviewing'], 6],
    ['then the newest', [e(2, 'finished'), e(7, 'draft')], ['publicity', 'reviewing'], 7],
  ] as const)('%s', (_, editions, stages, expected) => {
    expect(openingEdition(editions, stages)).toBe(expected);
  });
});
