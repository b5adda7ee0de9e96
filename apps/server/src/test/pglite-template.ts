import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statfsSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD } from './credentials';
import { templateKey } from './template-key';

/**
 * PGlite template databases for the tests, kept between runs: a migrated one (`bare`)
 * and a migrated and seeded one (`seeded`), each a data folder as `openDatabase({
 * dataDir })` lays it out. A test file opens a copy of one (a file copy, about a third
 * of a second, against ~6 s for PGlite's initdb plus migrating and seeding).
 *
 * They live in memory (/dev/shm) where the system has room, as do the copies (each
 * test file's copy is ~45 MB, which a busy disk takes seconds to write); otherwise
 * under the temporary folder. Their folder is named by `templateKey()`, so a change
 * to a migration, to the seed or to a package is a new key and a rebuild. Runs that
 * start together may both build; the first to rename its finished folder into place
 * wins, the other's is thrown away, and nobody reads a half-built one.
 */

/** Where templates and copies go: a RAM file system with a few GB free, else the temporary folder. */
export function scratchRoot(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // No /dev/shm (not Linux).
  }
  return tmpdir();
}

const CACHE = path.join(scratchRoot(), 'awards-test-templates');
/** Templates of other keys unused this long are removed (another branch's run may use its own). */
const STALE_MS = 24 * 3600_000;

/**
 * A test database holds a few hundred rows: 128 MB of shared buffers and 100 connections'
 * worth of shared memory only cost PGlite's start, which every test file pays (one start
 * measured 440-500 ms of CPU with initdb's settings, 270-330 ms with these). Later lines of
 * postgresql.conf win, so these follow initdb's.
 */
const SMALL_SERVER =
  '\n# Test templates (src/test/pglite-template.ts)\nshared_buffers = 8MB\nmax_connections = 5\n';

export interface TemplateFolders {
  bare: string;
  seeded: string;
}

export async function pgliteTemplates(): Promise<TemplateFolders> {
  mkdirSync(CACHE, { recursive: true });
  const key = templateKey();
  const folder = path.join(CACHE, key);
  if (!existsSync(folder)) await build(folder);
  const now = new Date();
  utimesSync(folder, now, now);
  removeStale(key);
  return { bare: path.join(folder, 'bare'), seeded: path.join(folder, 'seeded') };
}

async function build(target: string): Promise<void> {
  // Loaded only to build: a run that finds its template skips loading the database code.
  const { migrateDatabase, openDatabase } = await import('../db/client');
  const { seedReference } = await import('../db/seed/reference');
  const staging = mkdtempSync(path.join(CACHE, '.building-'));
  try {
    const bare = path.join(staging, 'bare');
    const seeded = path.join(staging, 'seeded');
    const migrated = await openDatabase({ dataDir: bare });
    await migrateDatabase(migrated);
    await migrated.close();
    appendFileSync(path.join(bare, 'pgdata/postgresql.conf'), SMALL_SERVER);
    cpSync(bare, seeded, { recursive: true });
    const toSeed = await openDatabase({ dataDir: seeded });
    await seedReference(toSeed.db, { adminPassword: ADMIN_PASSWORD });
    await toSeed.close();
    renameInto(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function renameInto(staging: string, target: string): void {
  try {
    // renameSync is atomic: readers see the whole folder or none.
    renameSync(staging, target);
  } catch (error) {
    // Another run put the same template in place first: use theirs.
    if (!existsSync(target)) throw error;
  }
}

function removeStale(current: string): void {
  for (const name of readdirSync(CACHE)) {
    if (name === current) continue;
    const folder = path.join(CACHE, name);
    const used = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - used > STALE_MS) rmSync(folder, { recursive: true, force: true });
  }
}

/** A private copy of a template in `parent` (removed with it); open it with `openDatabase({ dataDir })`. */
export function copyTemplate(template: string, parent: string): string {
  const dataDir = mkdtempSync(path.join(parent, 'pglite-'));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
