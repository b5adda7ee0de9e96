import { hasNul, NUL_MESSAGE } from '@awards/shared/primitives';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Where the first NUL byte sits in a parsed value (a key or a string), as a field path. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    if (hasNul(key)) return [...path, key.replaceAll('\u0000', '')];
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The second line against NUL bytes (issue 11; docs/security.md): the shared text
 * primitive refuses them with the field's message during validation, and this hook,
 * after validation and before any handler, refuses what a schema let through (a
 * free-form map, a route without a body schema) with 内容包含非法字符. PostgreSQL text
 * and jsonb cannot hold U+0000, so such a value would otherwise reach the database
 * and fail there as a 500.
 */
export function registerNulGuard(app: FastifyInstance): void {
  // A callback hook: it awaits nothing, and an async hook costs a promise per request.
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const path = findNul(value);
      if (path) return done(badRequest({ [path.join('.') || part]: NUL_MESSAGE }));
    }
    done();
  });
}
