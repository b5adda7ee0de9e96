/** Spec 000 §9: a lazily loaded chunk that has not arrived after 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec 000 §8: the code of a stylesheet chunk that failed. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export type ChunkFailure = 'missing' | 'timeout' | 'error';

/** A script or style chunk that could not be loaded (a new release removed it, or the network failed). */
export class ChunkLoadError extends Error {
  readonly type: ChunkFailure;
  readonly code: string | undefined;

  constructor(type: ChunkFailure, options: { cause?: unknown; code?: string } = {}) {
    super('Loading chunk failed', { cause: options.cause });
    this.name = 'ChunkLoadError';
    this.type = type;
    this.code = options.code;
  }
}

/** How the browser words a failed dynamic import (Chromium, Firefox, Safari) or a failed preload. */
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && FAILED_IMPORT.test(error.message);
}

function classify(cause: unknown): ChunkLoadError {
  if (cause instanceof ChunkLoadError) return cause;
  const message = cause instanceof Error ? cause.message : String(cause);
  const css = /CSS/i.test(message);
  // A 404 for the file (an old tab after a release) reads as 'Failed to fetch'.
  const type: ChunkFailure = /fetch|404/i.test(message) ? 'missing' : 'error';
  return new ChunkLoadError(type, { cause, code: css ? CSS_CHUNK_LOAD_FAILED : undefined });
}

/** Wraps a dynamic import so a failure or a 120 s wait becomes a ChunkLoadError. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (cause: unknown) => {
          clearTimeout(timer);
          reject(isChunkLoadError(cause) || cause instanceof TypeError ? classify(cause) : cause);
        },
      );
    });
}
