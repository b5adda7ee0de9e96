import { describe, expect, it } from 'vitest';
import { formatBytes, splitDuration } from './units';

describe('server-monitor units', () => {
  it('formats bytes in 1024 steps', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(8 * 1024 ** 3)).toBe('8.0 GB');
    expect(formatBytes(null)).toBe('—');
  });
  it('splits seconds into days, hours and minutes', () => {
    expect(splitDuration(90_061)).toEqual({ d: 1, h: 1, m: 1 });
  });
});
