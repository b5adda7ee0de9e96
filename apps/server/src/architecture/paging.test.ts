import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './imports';

/**
 * Every paged list answers through `pagedQuery` (src/platform/paging.ts), so that every
 * count is capped (docs/conventions.md, "Paged lists"): a module that builds its page
 * with `toPage` and a count of its own would count 100,000 rows again (issue 18).
 */

const ROOT = new URL('..', import.meta.url).pathname;

/** Pages made without a count at all: the list may only shrink. */
const ALLOWED = new Set(['modules/dictionaries/items.ts']); // no parent: an empty page

describe('paged lists', () => {
  it('are built by pagedQuery, never by toPage with a count of their own', () => {
    const offending = sourceFiles(ROOT, 'modules')
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => /\btoPage\(/.test(readFileSync(path.join(ROOT, file), 'utf8')))
      .filter((file) => !ALLOWED.has(file));
    expect(offending).toEqual([]);
  });
});
