import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  CSS_CHUNK_LOAD_FAILED,
  isChunkLoadError,
  withChunkTimeout,
} from './chunkLoad';

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('fails with a ChunkLoadError of type timeout after 120 s', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    const result = load().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk failed', type: 'timeout' });
  });

  it('turns a failed dynamic import into a ChunkLoadError, marking stylesheet failures', async () => {
    const missing = withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    await expect(missing()).rejects.toMatchObject({ type: 'missing', code: undefined });
    const css = withChunkTimeout(() => Promise.reject(new Error('Unable to preload CSS for /assets/x.css')));
    await expect(css()).rejects.toMatchObject({ name: 'ChunkLoadError', code: CSS_CHUNK_LOAD_FAILED });
  });

  it('leaves other errors alone, and resolves what loads', async () => {
    await expect(withChunkTimeout(() => Promise.reject(new RangeError('x')))()).rejects.toBeInstanceOf(
      RangeError,
    );
    await expect(withChunkTimeout(() => Promise.resolve(5))()).resolves.toBe(5);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
