import { maskMiddle } from '@awards/shared/experts';
import { describe, expect, it } from 'vitest';

describe('maskMiddle', () => {
  it('keeps the first 3 and last 4 characters of a long value', () => {
    expect(maskMiddle('110108198001010012')).toBe('110***********0012');
    expect(maskMiddle('6222020000000001')).toBe('622*********0001');
  });

  it('never shows the whole of a short value', () => {
    expect(maskMiddle('E1234567')).toBe('E12*4567');
    expect(maskMiddle('A123456')).toBe('***3456');
    expect(maskMiddle('1234')).toBe('****');
    expect(maskMiddle('')).toBe('');
    expect(maskMiddle(null)).toBeNull();
  });
});
