import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

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
