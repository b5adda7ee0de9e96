// What the portal's first screens cost to load: follows Vite's manifest from index.html
// to the chunks the login route and the home route need (their static imports, all the
// way down) and prints the gzip size of their JavaScript and CSS. The login page has a
// budget of 250 KB of gzipped JavaScript; the script fails when it is exceeded.
// Run: node bench/bundle.mjs [--build]   (--build runs `vite build` first)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const LOGIN_JS_BUDGET = 250 * 1024;

/** The lazily loaded modules each route renders, beside the entry (see apps/web/src/app/router.tsx). */
const ROUTES = {
  'login (/_login/login)': ['src/layouts/UserLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'],
  'home (/_dashboard/Monitor)': [
    'src/layouts/GlobalLayout.tsx',
    'src/app/MenuRoutes.tsx',
    'src/features/dashboard/pages/MonitorPage.tsx',
  ],
};

if (process.argv.includes('--build') || !existsSync(manifestFile)) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** Every chunk a set of manifest keys loads before it runs: the keys and their static imports. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest (renamed or no longer lazy?)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]);
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function measure(keys) {
  const chunks = closure(['index.html', ...keys]);
  const js = new Set(chunks.map((chunk) => chunk.file));
  const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { jsFiles: js.size, js: sum(js), cssFiles: css.size, css: sum(css) };
}

const rows = Object.entries(ROUTES).map(([route, keys]) => ({ route, ...measure(keys) }));
console.log('route                       | JS files | JS gzip   | CSS files | CSS gzip');
console.log('----------------------------|----------|-----------|-----------|---------');
for (const r of rows) {
  console.log(
    `${r.route.padEnd(28)}| ${String(r.jsFiles).padStart(8)} | ${kb(r.js).padStart(9)} | ${String(r.cssFiles).padStart(9)} | ${kb(r.css).padStart(8)}`,
  );
}
const login = rows[0];
if (login.js > LOGIN_JS_BUDGET) {
  console.error(
    `\nThe login page needs ${kb(login.js)} of JavaScript: over the ${kb(LOGIN_JS_BUDGET)} budget.`,
  );
  process.exit(1);
}
console.log(`\nLogin page JavaScript within the ${kb(LOGIN_JS_BUDGET)} budget.`);
