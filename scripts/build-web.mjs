// Builds the two front ends, the staff portal (apps/web) and the public site (apps/site), each
// when its sources (or the packages it is built from) are newer than its last build. Used by
// `npm start` and by the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Unit tests and their helpers are not part of the bundle: editing one needs no rebuild.
const NOT_BUILT = /^(node_modules|dist|test)$|\.test\.[cm]?[jt]sx?$/;

/** The packages both front ends are built from. */
const SHARED_INPUTS = ['packages/shared/src', 'packages/web-common/src', 'packages/web-common/vite'];

/** The front ends: where each lives, what it is called in messages. */
export const FRONT_ENDS = [
  { workspace: 'apps/web', name: 'the portal', extra: ['vite.plugins.ts', 'boot'] },
  { workspace: 'apps/site', name: 'the public site', extra: [] },
];

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

/** Whether a front end must be built: anything it is built from is newer than its last build. */
function isStale({ workspace, extra }) {
  const dir = path.join(root, workspace);
  const built = path.join(dir, 'dist/index.html');
  const inputs = ['src', 'index.html', 'vite.config.ts', 'package.json', ...extra].map((f) =>
    path.join(dir, f),
  );
  inputs.push(...SHARED_INPUTS.map((f) => path.join(root, f)));
  const newestSource = Math.max(...inputs.filter(existsSync).map(newestMtime));
  return !existsSync(built) || statSync(built).mtimeMs < newestSource;
}

/**
 * Both front ends, built where their sources changed. Two stale builds run side by side: a
 * Vite build spends much of its time in one thread (Rollup), so on two cores the pair takes
 * about as long as the longer one. Synchronous, so `npm start` and the test setup stay simple.
 */
export function ensureWebBuilt() {
  const stale = FRONT_ENDS.filter(isStale);
  if (stale.length === 0) return;
  console.log(`Building ${stale.map((f) => `${f.name} (${f.workspace})`).join(' and ')}...`);
  // Each build in the background, then `wait` on each: the shell fails when either fails.
  const script = `${stale.map((f) => `npm run build -w ${f.workspace} & p${f.workspace.replace(/\W/g, '')}=$!`).join('\n')}
status=0
${stale.map((f) => `wait $p${f.workspace.replace(/\W/g, '')} || { echo "The build of ${f.name} failed" >&2; status=1; }`).join('\n')}
exit $status`;
  const build = spawnSync('bash', ['-c', script], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The build of ${stale.map((f) => f.name).join(' or ')} failed`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuilt();
