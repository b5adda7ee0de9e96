import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('holds at most maxEntries, dropping the least recently read first', () => {
    const cache = new BoundedCache<string, number>(3, 60_000);
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i, cache.generation);
    expect(cache.get('a')).toBe(0); // read: now the most recent
    cache.set('d', 3, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([0, 2, 3]);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, i, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('k99')).toBe(99);
  });

  it('reads an entry as absent once maxAgeMs has passed since it was stored, read or not', () => {
    let now = 1_000;
    const cache = new BoundedCache<string, string>(10, 500, () => now);
    cache.set('x', 'value', cache.generation);
    now += 499;
    expect(cache.get('x')).toBe('value');
    now += 1;
    expect(cache.get('x')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing a load read before a clear', () => {
    const cache = new BoundedCache<string, string>(10, 500);
    const generation = cache.generation;
    cache.clear(); // a change announced while the load was reading
    cache.set('x', 'stale', generation);
    expect(cache.get('x')).toBeUndefined();
    cache.set('x', 'fresh', cache.generation);
    expect(cache.get('x')).toBe('fresh');
  });

  it('stores nothing with either bound at zero', () => {
    for (const cache of [new BoundedCache<string, number>(0, 500), new BoundedCache<string, number>(10, 0)]) {
      expect(cache.enabled).toBe(false);
      cache.set('x', 1, cache.generation);
      expect(cache.get('x')).toBeUndefined();
    }
  });
});
