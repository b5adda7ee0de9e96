import { describe, expect, it } from 'vitest';
import { displayClock } from '../clock';
import { nextFirings } from './cron';

describe('cron expressions', () => {
  it('read their hours on the display clock, whatever zone the process runs in', () => {
    const from = new Date('2026-11-25T00:00:00Z');
    // 02:30 in Shanghai is 18:30 UTC the day before.
    expect(nextFirings('0 30 2 * * ?', from, 2).map((d) => d.toISOString())).toEqual([
      '2026-11-25T18:30:00.000Z',
      '2026-11-26T18:30:00.000Z',
    ]);
    expect(displayClock.format(nextFirings('0 30 2 * * ?', from, 1)[0]!)).toBe('2026-11-26 02:30:00');
  });
});
