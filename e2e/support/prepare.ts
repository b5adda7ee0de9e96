// What the browser tests need before their first file, made by `npm test` (scripts/test.mjs)
// while the steps before them run, instead of at the start of the browser step with the
// machine's cores otherwise idle: the front ends built if their sources changed, and the run's
// demo data (server-pool.ts's template) in the folder given, which the caller hands to the
// browser step as E2E_DEMO_TEMPLATE and removes after it.
//
//   node --import tsx e2e/support/prepare.ts <folder>   (prints the template's path last)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoTemplate } from './server-pool';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folder = process.argv[2];
if (!folder) throw new Error('usage: prepare.ts <folder for the demo data>');

/** The build in a process of its own (build-web.mjs waits synchronously), beside the seeding. */
function buildFrontEnds(): Promise<void> {
  const build = spawn(process.execPath, ['scripts/build-web.mjs'], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the front ends' build failed (${code})`)),
    );
  });
}

const [template] = await Promise.all([
  demoTemplate(path.join(root, 'apps/server'), folder),
  buildFrontEnds(),
]);
console.log(`demo data ready: ${template}`);
