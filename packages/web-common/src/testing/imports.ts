import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// How the front ends' boundary tests (apps/web and apps/site, src/architecture) read imports: the
// same reading as the server's (apps/server/src/architecture/imports.ts). Test support: Node only.

/** Every import specifier of a TypeScript file: static, type-only, re-exports and import(). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.push(m[1]!);
  return found;
}

/** The .ts/.tsx files under a folder, as paths relative to `root` ('/'-separated). */
export function sourceFiles(root: string, folder = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, folder))) {
    const rel = folder ? `${folder}/${name}` : name;
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...sourceFiles(root, rel));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Relative imports of a file resolved against `root`, without a .ts/.tsx/.js extension; packages are skipped. */
export function resolvedImports(root: string, file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return importsOf(source)
    .filter((s) => s.startsWith('.'))
    .map((s) =>
      path.posix.normalize(path.posix.join(path.posix.dirname(file), s)).replace(/\.(tsx?|js)$/, ''),
    );
}
