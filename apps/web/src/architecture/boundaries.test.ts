import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolvedImports, sourceFiles } from '@awards/web-common/testing/imports';
import { describe, expect, it } from 'vitest';

/**
 * The portal's layers (docs/conventions.md, "A portal feature"), from the bottom:
 * - `config/` (environment, paths) imports nothing of the app;
 * - `lib/` and `i18n/` (http client, storage, helpers, translations) import only each other and config;
 * - `components/`, the kit of shared widgets, and `api/`, the lookups several features read
 *   under one cache key each, import only those (and each other);
 * - a feature (`features/<m>`, named after the server module `modules/<m>` it serves) imports
 *   the kit and below, never another feature, the shell or app/;
 * - the shell (`shell/`: the layouts, header, menus, drawers and the calls they make) imports
 *   the kit and below, never a feature or app/;
 * - `app/` (router, guard, providers, page registry) and `main.tsx` put it all together and
 *   may import anything; nothing imports them.
 * Test support (`src/test/`, and files named `test*.ts(x)`) is imported only by tests, so
 * it never reaches a bundle; tests otherwise obey the rules of the folder they test.
 */

// import.meta.dirname: under jsdom, import.meta.url is not a file URL.
const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_MODULES = path.resolve(ROOT, '../../server/src/modules');

type Layer = 'config' | 'foundation' | 'kit' | 'feature' | 'shell' | 'root' | 'test';

const LAYER_OF: Record<string, Layer> = {
  config: 'config',
  lib: 'foundation',
  i18n: 'foundation',
  components: 'kit',
  // Lookups features and the kit share, one cache key each (the organisation tree's options).
  api: 'kit',
  features: 'feature',
  shell: 'shell',
  app: 'root',
  'main.tsx': 'root',
  test: 'test',
  architecture: 'test',
};

/** What each layer may import besides itself (a feature: besides its own folder). */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  config: [],
  foundation: ['config'],
  kit: ['foundation', 'config'],
  feature: ['kit', 'foundation', 'config'],
  shell: ['kit', 'foundation', 'config'],
  root: ['shell', 'feature', 'kit', 'foundation', 'config'],
  test: ['root', 'shell', 'feature', 'kit', 'foundation', 'config'],
};

/**
 * Reaches past the layers that are allowed anyway, as `file -> target`: none. An entry may only be
 * added with the reason it cannot be avoided written beside it, and the test fails once it is unused.
 */
const ALLOWED = new Set<string>([]);

/**
 * Page-registry keys (`<feature>/<PageName>`) whose page lives in another feature: the keys are
 * stored in the menus table, so they stay when a page moves (src/app/pageRegistry.ts).
 */
const KEYS_STORED_APART: Record<string, string> = {
  'layouts/LayoutListPage': 'features/themes/pages/LayoutListPage',
  'review-groups/ReviewGroupListPage': 'features/review/pages/ReviewGroupListPage',
};

/** `features/users/pages/X.tsx` → `features/users`; `shell/header/Y.tsx` → `shell`. */
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
function breach(file: string, target: string): string | null {
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
    for (const target of resolvedImports(ROOT, file)) {
      if (breach(file, target)) found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

describe('portal boundaries', () => {
  const found = breaches();

  it('no feature imports another feature, the shell or app/, and each layer imports only those below it', () => {
    expect(found.filter((k) => !ALLOWED.has(k))).toEqual([]);
  });

  it('lists no exception that is no longer needed (the allow-list only shrinks)', () => {
    expect([...ALLOWED].filter((k) => !found.includes(k))).toEqual([]);
  });

  it('names each feature after the server module it serves', () => {
    const serverModules = new Set(readdirSync(SERVER_MODULES));
    const features = readdirSync(path.join(ROOT, 'features'));
    expect(features.length).toBeGreaterThan(20);
    expect(features.filter((f) => !serverModules.has(f))).toEqual([]);
  });

  it("registers each page under its own feature's name, but for keys already stored in menus", () => {
    const registry = readFileSync(path.join(ROOT, 'app/pageRegistry.ts'), 'utf8');
    const entries = [
      ...registry.matchAll(/'([\w-]+\/\w+)': lazyPage\(\s*\(\) => import\('\.\.\/([\w/-]+)'\)/g),
    ];
    expect(entries.length).toBeGreaterThan(30);
    const apart = entries
      .filter(([, key, page]) => page !== `features/${key!.replace('/', '/pages/')}`)
      .map(([, key, page]) => [key, page]);
    expect(Object.fromEntries(apart)).toEqual(KEYS_STORED_APART);
  });
});

describe('the layer rule', () => {
  it('refuses a feature reaching into another, the shell into a feature, and test support in a page', () => {
    expect(breach('features/posts/pages/P.tsx', 'features/users/api/x')).toBe('feature imports feature');
    expect(breach('shell/header/H.tsx', 'features/auth/api/logout')).toBe('shell imports feature');
    expect(breach('features/posts/pages/P.tsx', 'app/lazyPage')).toBe('feature imports root');
    expect(breach('components/X.tsx', 'shell/menuIcons')).toBe('kit imports shell');
    expect(breach('features/posts/pages/P.tsx', 'test/renderWithProviders')).toBe(
      'test support outside tests',
    );
    expect(breach('features/posts/pages/P.tsx', 'features/posts/testPosts')).toBe(
      'test support outside tests',
    );
  });

  it('lets a feature use its own files, the kit and below, and tests use test support', () => {
    expect(breach('features/posts/pages/P.tsx', 'features/posts/api/page')).toBeNull();
    expect(breach('features/posts/pages/P.tsx', 'components/DataTable/DataTable')).toBeNull();
    expect(breach('lib/http.ts', 'i18n/index')).toBeNull();
    expect(breach('features/posts/pages/P.test.tsx', 'test/renderWithProviders')).toBeNull();
    expect(breach('app/router.tsx', 'features/auth/pages/LoginPage')).toBeNull();
  });
});
