import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteTemplates, scratchRoot } from './pglite-template';

/**
 * Vitest's global setup, once per project and run: migrating and seeding happen here
 * once (or not at all, for a PGlite template kept from an earlier run), and each test
 * file gets a copy (src/test/database.ts). What the files need is handed over with
 * `provide`/`inject`.
 */

export interface TestDatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** Migrated only: a PGlite data folder, or a PostgreSQL database name. */
  bare: string;
  /** Migrated and seeded with the reference data (administrator password: ADMIN_PASSWORD). */
  seeded: string;
  /** A folder of this run for the files' PGlite copies, removed when the run ends. */
  workDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

const RUN_PREFIX = 'awards-test-run-';
/** A run's folder untouched this long belongs to a run that was killed: its copies go. */
const ABANDONED_MS = 3600_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  removeAbandonedRuns();
  const workDir = mkdtempSync(path.join(scratchRoot(), RUN_PREFIX));
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
    const { createPostgresTemplates } = await import('./postgres-template');
    const templates = await createPostgresTemplates(adminUrl);
    const { bare, seeded } = templates;
    project.provide('testDatabaseTemplates', { kind: 'postgres', bare, seeded, workDir });
    return async () => {
      await templates.drop();
      removeWorkDir();
    };
  }
  const templates = await pgliteTemplates();
  project.provide('testDatabaseTemplates', { kind: 'pglite', ...templates, workDir });
  return async () => removeWorkDir();
}

function removeAbandonedRuns(): void {
  const root = scratchRoot();
  for (const name of readdirSync(root)) {
    if (!name.startsWith(RUN_PREFIX)) continue;
    const folder = path.join(root, name);
    // Every file of a live run adds and removes its copy here, which touches the folder.
    const touched = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - touched > ABANDONED_MS) rmSync(folder, { recursive: true, force: true });
  }
}
