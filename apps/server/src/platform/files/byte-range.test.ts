import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    // header, size, expected
    [undefined, 100, null],
    ['', 100, null],
    ['bytes=0-99', 100, { start: 0, end: 99 }],
    ['bytes=0-', 100, { start: 0, end: 99 }],
    ['bytes=10-19', 100, { start: 10, end: 19 }],
    ['bytes=90-200', 100, { start: 90, end: 99 }],
    ['bytes=99-99', 100, { start: 99, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=150-160', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=-', 100, null],
    ['bytes=20-10', 100, null],
    ['bytes=0-1,5-6', 100, null],
    ['items=0-10', 100, null],
    ['bytes=a-b', 100, null],
    ['bytes=99999999999999999999-', 100, null],
  ])('%s of %i bytes → %j', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });
});
