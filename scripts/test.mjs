// `npm test`: typecheck, lint, every workspace's tests, then the browser tests.
// Every step runs even when an earlier one failed, so one run shows everything;
// the last line sums the tests up as "N passed, N failed, N skipped".
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'awards-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

/** What a failed step printed last, repeated at the end of the run where a CI's tail shows it. */
const failureTails = [];
const TAIL_LINES = 40;
// Lines that say nothing about a failure: passing tests and the runtime's deprecation notices.
const NOISE = /✓|↓|DeprecationWarning|FastifyWarning|--trace-warnings|^\s*$/;

function run(name, command, args, cwd = root) {
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
  const tail = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (NOISE.test(line)) continue;
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    }
  };
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    keep(chunk);
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(
        `━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (status !== 0) {
        failedSteps.push(name);
        failureTails.push(`━━ ${name} failed; its last lines (passing tests left out):`, ...tail);
      }
      resolve();
    });
  });
}

async function vitest(name, cwd, extra = []) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  await run(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
    cwd,
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
  } catch {
    // The step failed before writing a report; it is already counted as failed.
  }
}

await run('typecheck', 'npm', ['run', 'typecheck']);
await run('lint', 'npm', ['run', 'lint']);
// The guide's module table (docs/conventions.md) is generated from the code; it must not drift.
await run('module table', process.execPath, ['--import', 'tsx', 'scripts/module-table.mjs', '--check']);
await vitest('shared', path.join(root, 'packages/shared'));
await vitest('server', path.join(root, 'apps/server'));
await vitest('web-common', path.join(root, 'packages/web-common'));
await vitest('web', path.join(root, 'apps/web'));
await vitest('site', path.join(root, 'apps/site'));
await vitest('e2e', root, ['--config', 'e2e/vitest.config.ts']);
rmSync(reports, { recursive: true, force: true });

if (failureTails.length) console.log(`\n${failureTails.join('\n')}`);
console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
