import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolvedImports, sourceFiles } from '@awards/web-common/testing/imports';
import { describe, expect, it } from 'vitest';

/**
 * The site's layers, as the portal's (apps/web/src/architecture/boundaries.test.ts), from the bottom:
 * - `config/` (paths, the storage scope) imports nothing of the app;
 * - `lib/` and `i18n/` import only each other and config (the shared client is @awards/web-common);
 * - `components/`, the site's kit, imports only those;
 * - a feature (`features/<m>`, named after the server module `modules/<m>` it calls) imports the
 *   kit and below, never another feature, the shell or app/;
 * - the shell (`shell/`: the public frame, the signed-in area's frame, the calls they make)
 *   imports the kit and below, never a feature or app/;
 * - `app/` (router, guard, the two page registries, the composite home page) and `main.tsx`
 *   may import anything; nothing imports them.
 * Test support (`src/test/`, and files named `test*.ts(x)`) is imported only by tests.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_MODULES = path.resolve(ROOT, '../../server/src/modules');

type Layer = 'config' | 'foundation' | 'kit' | 'feature' | 'shell' | 'root' | 'test';

const LAYER_OF: Record<string, Layer> = {
  config: 'config',
  lib: 'foundation',
  i18n: 'foundation',
  components: 'kit',
  features: 'feature',
  shell: 'shell',
  app: 'root',
  'main.tsx': 'root',
  test: 'test',
  architecture: 'test',
};

const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  config: [],
  foundation: ['config'],
  kit: ['foundation', 'config'],
  feature: ['kit', 'foundation', 'config'],
  shell: ['kit', 'foundation', 'config'],
  root: ['shell', 'feature', 'kit', 'foundation', 'config'],
  test: ['root', 'shell', 'feature', 'kit', 'foundation', 'config'],
};

/** Reaches past the layers, as `file -> target`: none; an entry needs its reason beside it. */
const ALLOWED = new Set<string>([]);

function area(file: string): string {
  const [top, second] = file.split('/');
  return top === 'features' ? `features/${second}` : top!;
}

function layer(file: string): Layer {
  const top = file.split('/')[0]!;
  const found = LAYER_OF[top];
  if (!found) throw new Error(`${file}: src/${top} is in no layer; add it to LAYER_OF`);
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isTestSupport = (file: string) => file.startsWith('test/') || /(^|\/)test[A-Z][^/]*$/.test(file);

/** Why `file` may not import `target`, or null when it may. */
export function breach(file: string, target: string): string | null {
  if (isTestSupport(target) && !isTest(file) && !isTestSupport(file)) return 'test support outside tests';
  if (area(file) === area(target)) return null;
  const from = layer(file);
  const to = layer(target);
  if (to === 'test' && (isTest(file) || isTestSupport(file))) return null;
  if (from === to && from !== 'feature') return null;
  return MAY_IMPORT[from].includes(to) ? null : `${from} imports ${to}`;
}

function breaches(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(ROOT)) {
    for (const target of resolvedImports(ROOT, file))
      if (breach(file, target)) found.push(`${file} -> ${target}`);
  }
  return found;
}

/** The `import('../features/<m>/pages/<Page>').then((m) => m.<Page>)` lines of a registry. */
function registered(registry: string): [string, string][] {
  const source = readFileSync(path.join(ROOT, 'app', registry), 'utf8');
  return [...source.matchAll(/import\('\.\.\/([\w/-]+)'\)\.then\(\(m\) => m\.(\w+)\)/g)].map(
    ([, file, name]) => [file!, name!],
  );
}

describe('site boundaries', () => {
  const found = breaches();

  it('no feature imports another feature, the shell or app/, and each layer imports only those below it', () => {
    expect(found.filter((k) => !ALLOWED.has(k))).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    expect([...ALLOWED].filter((k) => !found.includes(k))).toEqual([]);
  });

  it('names each feature after the server module it calls', () => {
    const serverModules = new Set(readdirSync(SERVER_MODULES));
    const features = readdirSync(path.join(ROOT, 'features'));
    expect(features.length).toBeGreaterThan(2);
    expect(features.filter((f) => !serverModules.has(f))).toEqual([]);
  });

  it("registers each page from its feature's pages folder, under the page's own name", () => {
    const entries = [...registered('publicPages.ts'), ...registered('accountPages.ts')];
    expect(entries.length).toBeGreaterThan(2);
    const wrong = entries.filter(
      ([file, name]) => !new RegExp(`^features/[\\w-]+/pages/${name}$`).test(file),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the layer rule', () => {
  it('refuses a feature reaching into another, the shell into a feature, and test support in a page', () => {
    expect(breach('features/notices/pages/P.tsx', 'features/editions/api/x')).toBe('feature imports feature');
    expect(breach('shell/PublicLayout.tsx', 'features/auth/pages/SignInPage')).toBe('shell imports feature');
    expect(breach('features/notices/pages/P.tsx', 'app/router')).toBe('feature imports root');
    expect(breach('components/X.tsx', 'shell/PublicLayout')).toBe('kit imports shell');
    expect(breach('features/notices/pages/P.tsx', 'test/renderSite')).toBe('test support outside tests');
  });

  it('lets a feature use its own files, the kit and below, and app/ use anything', () => {
    expect(breach('features/notices/pages/P.tsx', 'features/notices/api/list')).toBeNull();
    expect(breach('features/notices/pages/P.tsx', 'components/PageFallback')).toBeNull();
    expect(breach('app/router.tsx', 'features/auth/pages/SignInPage')).toBeNull();
  });
});
