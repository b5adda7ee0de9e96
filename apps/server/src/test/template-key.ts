import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A fingerprint of everything a template database is made from, so a template kept
 * between runs is used only while it is still what migrating and seeding would make:
 * the migrations, every source file the seed, the database client and the template builder reach (followed
 * through their relative and `@awards/shared/*` imports, type-only ones included, which
 * costs at most a needless rebuild), the lockfile (PGlite, drizzle, the region data
 * and argon2 versions) and the Node version.
 */

const SERVER = path.resolve(import.meta.dirname, '../..');
const ROOT = path.resolve(SERVER, '../..');
const SHARED_SRC = path.join(ROOT, 'packages/shared/src');
const ENTRIES = ['src/db/client.ts', 'src/db/seed/reference.ts', 'src/test/pglite-template.ts'].map((f) =>
  path.join(SERVER, f),
);
const MIGRATIONS = path.join(SERVER, 'src/db/migrations');

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(process.version);
  hash.update(readFileSync(path.join(ROOT, 'package-lock.json')));
  for (const file of [...filesUnder(MIGRATIONS), ...sourceGraph(ENTRIES)].sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The source files reachable from `entries` through imports inside the repository. */
export function sourceGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] as string);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return [...seen];
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@awards/shared/')) base = path.join(SHARED_SRC, specifier.slice(15));
  else return null; // a package: covered by the lockfile
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}
