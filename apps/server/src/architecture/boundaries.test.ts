import { describe, expect, it } from 'vitest';
import { cycles, resolvedImports, sourceFiles } from './imports';

/**
 * The server's module boundaries (docs/conventions.md, "Module boundaries"):
 * - a module imports another module only through its `public.ts`;
 * - `platform/` and `db/` import no module (they are what modules are built on);
 * - modules import each other without cycles, type-only imports included.
 * Shared test support lives in `src/test/`, so tests obey the same rules.
 * The wiring root (`src/modules.ts`, `src/app.ts`) is the one place that sees
 * every module's descriptor.
 */

const ROOT = new URL('..', import.meta.url).pathname;

/** Today's exceptions, each a reach past a public file: the list may only shrink. */
const ALLOWED = new Set<string>([]);

/** Today's module cycles, to be broken: the list may only shrink. */
const ALLOWED_CYCLES: string[][] = [];

interface Edge {
  file: string;
  target: string;
  from: string;
  to: string;
}

/** Every import from one module, or from platform/ or db/, into a module. */
function crossings(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(ROOT)) {
    const [top, mod] = file.split('/');
    if (file === 'modules.ts' || file === 'app.ts') continue;
    for (const target of resolvedImports(ROOT, file)) {
      const [targetTop, targetModule] = target.split('/');
      if (targetTop !== 'modules' || !targetModule) continue;
      const from = top === 'modules' ? mod! : top!;
      if (from === targetModule) continue;
      edges.push({ file, target, from, to: targetModule });
    }
  }
  return edges;
}

const isPublic = (edge: Edge) => edge.target === `modules/${edge.to}/public`;
const key = (edge: Edge) => `${edge.file} -> ${edge.target}`;

describe('module boundaries', () => {
  const edges = crossings();

  it('a module reaches another only through its public file, and platform/ and db/ reach none', () => {
    const offending = edges
      .filter((e) => !(e.file.startsWith('modules/') && isPublic(e)))
      .map(key)
      .filter((k) => !ALLOWED.has(k));
    expect(offending).toEqual([]);
  });

  it('lists no exception that is no longer needed (the allow-list only shrinks)', () => {
    const present = new Set(edges.map(key));
    expect([...ALLOWED].filter((k) => !present.has(k))).toEqual([]);
  });

  it('has no import cycle between modules, type-only imports included', () => {
    const graph = new Map<string, Set<string>>();
    for (const e of edges.filter((e) => e.file.startsWith('modules/'))) {
      if (!graph.has(e.from)) graph.set(e.from, new Set());
      graph.get(e.from)!.add(e.to);
    }
    expect(cycles(graph)).toEqual(ALLOWED_CYCLES);
  });
});

describe('the cycle finder', () => {
  it('finds a cycle through three modules and none in a chain', () => {
    const graph = (pairs: [string, string][]) => {
      const g = new Map<string, Set<string>>();
      for (const [a, b] of pairs) g.set(a, new Set([...(g.get(a) ?? []), b]));
      return g;
    };
    expect(
      cycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
        ]),
      ),
    ).toEqual([]);
  });
});
