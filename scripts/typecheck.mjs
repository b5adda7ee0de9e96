// `npm run typecheck`: the six TypeScript projects, two at a time (this machine has two cores,
// and one tsc uses one), each incremental: what it learnt of the program is kept under
// node_modules/.cache/tsc, so a run after a small change checks again only what that change
// can reach (tsc's own bookkeeping, which a change to a file or a package invalidates).
// TypeScript 7 (the native compiler) checks with several threads by default; here each tsc
// runs on one (--singleThreaded), as the two lanes already fill the two cores: measured on
// apps/server, cold, 19.5 CPU s single-threaded against 48 CPU s with its default checkers
// beside other work, and 73 CPU s with TypeScript 5.9.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The largest first, so the two lanes end about together.
const PROJECTS = ['apps/web', 'apps/server', 'e2e', 'apps/site', 'packages/web-common', 'packages/shared'];
const CACHE = path.join(root, 'node_modules/.cache/tsc');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** One project's check; resolves whether it passed, its output printed whole once done. */
function check(project) {
  const buildInfo = path.join(CACHE, `${project.replace(/\W+/g, '-')}.tsbuildinfo`);
  const args = [
    tsc,
    '-p',
    project,
    '--incremental',
    '--tsBuildInfoFile',
    buildInfo,
    '--pretty',
    '--singleThreaded',
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // Printed as a whole, so two projects' errors do not interleave.
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`typecheck: ${project} has errors`);
      resolve(code === 0);
    });
  });
}

const lanes = Math.max(1, Math.min(2, availableParallelism()));
const queue = [...PROJECTS];
let ok = true;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
  }),
);
process.exit(ok ? 0 : 1);
