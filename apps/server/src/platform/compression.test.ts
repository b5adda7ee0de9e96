import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, negotiateEncoding, shorterThanMin } from './compression';

describe('shorterThanMin', () => {
  it('counts UTF-8 bytes, not characters: a short text of Chinese can be long enough', () => {
    expect(shorterThanMin('a'.repeat(COMPRESS_MIN_BYTES - 1))).toBe(true);
    expect(shorterThanMin('a'.repeat(COMPRESS_MIN_BYTES))).toBe(false);
    // 342 characters of three bytes each: 1,026 bytes.
    expect(shorterThanMin('张'.repeat(342))).toBe(false);
    expect(shorterThanMin('张'.repeat(341))).toBe(true);
    expect(shorterThanMin('张'.repeat(COMPRESS_MIN_BYTES))).toBe(false);
  });
});

describe('negotiateEncoding', () => {
  it('answers uncompressed without the header, brotli before gzip, nothing refused', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
  });
});
