import { describe, expect, it } from 'vitest';
import { greetingFor, IDLE_PHRASES, idlePhrase } from './greeting';

describe('greetingFor', () => {
  it('follows the hour boundaries of spec 000 §1', () => {
    expect([0, 8, 9, 11, 12, 13, 14, 19, 20, 23].map(greetingFor)).toEqual([
      'morning',
      'morning',
      'forenoon',
      'forenoon',
      'noon',
      'noon',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});

describe('idlePhrase', () => {
  it('draws every phrase over the range of the random source, and no other', () => {
    const drawn = [0, 0.24, 0.25, 0.5, 0.74, 0.75, 0.999999].map((r) => idlePhrase(() => r));
    expect(new Set(drawn)).toEqual(new Set(IDLE_PHRASES));
    expect(idlePhrase(() => 1)).toBe(IDLE_PHRASES.at(-1));
  });
});
