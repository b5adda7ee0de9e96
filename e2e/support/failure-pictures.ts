import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';

// A setup file of the browser tests: when a test fails, every page it opened through
// newPage (session.ts) and had not closed is pictured under e2e/.artifacts/failed/, so a
// failure on a loaded machine can be read after the fact.

const ARTIFACTS = path.resolve(import.meta.dirname, '../.artifacts/failed');
// On the worker's global object: this setup file is evaluated afresh for every file of the
// worker (vitest.config.ts, isolate: false), while session.ts, which calls `remember`, is
// loaded once; a set of the module's own would not be the one the next file's pages go in.
const worker = globalThis as { e2eOpenPages?: Set<Page> };
worker.e2eOpenPages ??= new Set<Page>();
const open = worker.e2eOpenPages;

export function remember(page: Page): void {
  open.add(page);
  page.once('close', () => open.delete(page));
}

afterEach(async ({ task }) => {
  const pages = [...open];
  open.clear();
  if (task.result?.state !== 'fail') return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  await Promise.all(
    pages.map((page, index) =>
      page.screenshot({ path: path.join(ARTIFACTS, `${name}-${index + 1}.png`) }).catch(() => undefined),
    ),
  );
});
