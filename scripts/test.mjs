// `npm test`: typecheck, lint, every workspace's tests, then the browser tests.
// Every step runs even when an earlier one failed, so one run shows everything;
// the last line sums the tests up as "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'awards-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, cwd = root) {
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  console.log(
    `━━ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failedSteps.push(name);
}

function vitest(name, cwd, extra = []) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  run(
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

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
// The guide's module table (docs/conventions.md) is generated from the code; it must not drift.
run('module table', process.execPath, ['--import', 'tsx', 'scripts/module-table.mjs', '--check']);
vitest('shared', path.join(root, 'packages/shared'));
vitest('server', path.join(root, 'apps/server'));
vitest('web', path.join(root, 'apps/web'));
vitest('e2e', root, ['--config', 'e2e/vitest.config.ts']);
rmSync(reports, { recursive: true, force: true });

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
