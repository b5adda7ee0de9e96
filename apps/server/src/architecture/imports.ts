import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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

/** The .ts/.tsx files under a folder, as paths relative to `root`. */
export function sourceFiles(root: string, folder = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, folder))) {
    const rel = path.join(folder, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...sourceFiles(root, rel));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Relative imports of a file resolved against `root` (without extension); packages are skipped. */
export function resolvedImports(root: string, file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return importsOf(source)
    .filter((s) => s.startsWith('.'))
    .map((s) => path.normalize(path.join(path.dirname(file), s)).replace(/\.(tsx?|js)$/, ''));
}

/** The strongly connected groups of more than one node (import cycles) of a directed graph. */
export function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}
