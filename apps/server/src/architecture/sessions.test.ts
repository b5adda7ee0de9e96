import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './imports';

/**
 * Sessions are ended through the session store (platform/auth/sessions.ts) only: it tells
 * the caches of every instance and closes the push sockets at once (docs/security.md). A
 * module writing the table itself left a session signed out from the account centre
 * working for up to the cache's maximum age (CI-12).
 */

const ROOT = new URL('..', import.meta.url).pathname;

/** Writers besides the store, each with its reason. */
const ALLOWED = new Set([
  // Ends sessions already past their expiry (refused by the store and its cache alone) and
  // deletes long-ended ones: nothing live changes.
  'modules/online/expire-sessions-job.ts',
]);

describe('the sessions table', () => {
  it('is written by the session store only', () => {
    const offending = sourceFiles(ROOT, 'modules')
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) =>
        /\.(update|delete|insert)\(sessions\)/.test(readFileSync(path.join(ROOT, file), 'utf8')),
      )
      .filter((file) => !ALLOWED.has(file));
    expect(offending).toEqual([]);
  });
});
