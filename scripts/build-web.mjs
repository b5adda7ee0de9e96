// Builds the portal when its sources (or the shared package) are newer than the
// last build. Used by `npm start` and by the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

// Unit tests and their helpers are not part of the bundle: editing one needs no rebuild.
const NOT_BUILT = /^(node_modules|dist|test)$|\.test\.[cm]?[jt]sx?$/;

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (NOT_BUILT.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function ensureWebBuilt() {
  const inputs = ['src', 'index.html', 'vite.config.ts', 'vite.plugins.ts', 'package.json'].map((f) =>
    path.join(web, f),
  );
  inputs.push(path.join(root, 'packages/shared/src'));
  const newestSource = Math.max(...inputs.filter(existsSync).map(newestMtime));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return;
  console.log('Building the portal (apps/web)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The portal build failed');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuilt();
