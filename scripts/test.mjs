// `npm test`: typecheck, lint, every workspace's tests, then the browser tests.
// Every step runs even when an earlier one failed, so one run shows everything;
// the last line sums the tests up as "N passed, N failed, N skipped".
//
// Steps run side by side where the machine's cores allow (TEST_JOBS, default the number of
// cores): each step has a weight, the cores it keeps busy, and a step starts, in the order of
// the list below, once its weight fits beside the steps running (or nothing runs). One step's
// output is shown as it comes; the others' is held and printed whole when they end, so no two
// steps' lines mix. The browser tests' set-up (front-end builds, the run's demo data) is a step
// of its own near the start, made while the cores would otherwise wait on a single thread.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'awards-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const CORES = Math.max(1, Number(process.env.TEST_JOBS) || availableParallelism());
// GNU time, where installed, gives each step's CPU seconds (user + system of its whole process
// tree): the figure that says what a step costs on a shared machine, where wall time says little.
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** What a failed step printed last, repeated at the end of the run where a CI's tail shows it. */
const failureTails = [];
const TAIL_LINES = 40;
// Lines that say nothing about a failure: passing tests and the runtime's deprecation notices.
const NOISE = /✓|↓|DeprecationWarning|FastifyWarning|--trace-warnings|^\s*$/;

/** A RAM file system with room for the demo data (~65 MB a copy), else the temporary folder. */
function scratchRoot() {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // No /dev/shm (not Linux).
  }
  return tmpdir();
}

// ── Output: the step shown live, the others held ─────────────────────────────────────────────

/** The running steps in the order they started; the first is shown live. */
const running = [];

function show(step) {
  step.shown = true;
  console.log(`\n━━ ${step.name} ━━ ${step.command} ${step.args.join(' ')}`);
  for (const [stream, text] of step.held) stream.write(text);
  step.held = [];
}

/** Whole lines only, so a held step printed between two of them never splits a line. */
function output(step, stream, chunk) {
  const text = step.partial.get(stream) + chunk.toString();
  const end = text.lastIndexOf('\n') + 1;
  step.partial.set(stream, text.slice(end));
  if (end === 0) return;
  const lines = text.slice(0, end);
  if (step.shown) stream.write(lines);
  else step.held.push([stream, lines]);
  for (const line of lines.split('\n')) {
    if (NOISE.test(line)) continue;
    step.tail.push(line);
    if (step.tail.length > TAIL_LINES) step.tail.shift();
  }
}

function run(step) {
  Object.assign(step, { shown: false, held: [], tail: [], partial: new Map() });
  running.push(step);
  if (running.length === 1) show(step);
  const started = Date.now();
  const cpuFile = TIME && path.join(reports, `${step.name.replace(/\W+/g, '-')}.cpu`);
  const [command, args] = TIME
    ? [TIME, ['-o', cpuFile, '-f', '%U %S', step.command, ...step.args]]
    : [step.command, step.args];
  const child = spawn(command, args, {
    cwd: step.cwd ?? root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  for (const stream of [process.stdout, process.stderr]) step.partial.set(stream, '');
  child.stdout.on('data', (chunk) => output(step, process.stdout, chunk));
  child.stderr.on('data', (chunk) => output(step, process.stderr, chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      for (const stream of [process.stdout, process.stderr]) output(step, stream, '\n');
      if (!step.shown) show(step);
      step.seconds = (Date.now() - started) / 1000;
      step.cpu = cpuSeconds(cpuFile);
      const cpu = step.cpu === null ? '' : ` (CPU ${step.cpu.toFixed(1)} s)`;
      console.log(`━━ ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${step.seconds.toFixed(1)} s${cpu}`);
      if (status !== 0) {
        failedSteps.push(step.name);
        failureTails.push(`━━ ${step.name} failed; its last lines (passing tests left out):`, ...step.tail);
      }
      running.splice(running.indexOf(step), 1);
      // The next step in line is shown from here on, what it held first.
      if (running.length > 0 && !running[0].shown) show(running[0]);
      resolve(status === 0);
    });
  });
}

/** The user + system seconds GNU time wrote (its last line; a failed command's note comes before). */
function cpuSeconds(file) {
  if (!file) return null;
  try {
    const last = readFileSync(file, 'utf8').trim().split('\n').at(-1);
    const [user, system] = last.split(' ').map(Number);
    return Number.isFinite(user + system) ? user + system : null;
  } catch {
    return null;
  }
}

// ── The steps ─────────────────────────────────────────────────────────────────────────────────

function vitest(name, cwd, weight, { args = [], ...more } = {}) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return {
    name,
    cwd,
    weight,
    command: 'npx',
    args: ['vitest', 'run', ...reporters, ...args],
    ...more,
    report,
  };
}

/** How many of a step's slowest files its end line names: where the next cut of the run's time is. */
const SLOWEST = 5;

function countTests(step) {
  try {
    const json = JSON.parse(readFileSync(step.report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    const slowest = json.testResults
      .map((file) => ({
        file: path.relative(step.cwd, file.name),
        seconds: (file.endTime - file.startTime) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST);
    console.log(
      `━━ ${step.name}, slowest files: ${slowest.map((s) => `${s.file} ${s.seconds.toFixed(0)} s`).join(', ')}`,
    );
  } catch {
    // The step failed before writing a report; it is already counted as failed.
  }
}

const e2eScratch = mkdtempSync(path.join(scratchRoot(), 'awards-e2e-prepared-'));
const demoTemplate = path.join(e2eScratch, 'template');
// Stopped (Ctrl+C, a CI's timeout): the demo data's folder goes too; the steps, in the same
// process group, get the signal themselves.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    rmSync(e2eScratch, { recursive: true, force: true });
    process.exit(130);
  });

// In order of priority. Weights: the cores a step keeps busy on a 2-core machine (tsc, two
// lanes; the server and portal tests, two workers). The browser tests weigh nothing: they wait
// on pages and servers (313 CPU seconds in 633 s of two workers, bench/README.md "Test suite
// time"), so they start as soon as their set-up is made and run beside all the rest; their
// set-up comes first. Weights of one each (typecheck, server and web tests at once, beside
// three browser workers) were tried: on one host in one hour both schedules took 24.8 min and
// about 1,600 CPU s, the cores being full either way, so the measured weights stay.
const steps = [
  {
    name: 'e2e set-up',
    weight: 1,
    command: process.execPath,
    args: ['--import', 'tsx', 'e2e/support/prepare.ts', e2eScratch],
  },
  vitest('e2e', root, 0, {
    args: ['--config', 'e2e/vitest.config.ts'],
    after: 'e2e set-up',
    // Without the prepared demo data (its step failed), the browser step makes its own.
    env: () => (steps.find((s) => s.name === 'e2e set-up').ok ? { E2E_DEMO_TEMPLATE: demoTemplate } : {}),
  }),
  { name: 'typecheck', weight: 2, command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', weight: 1, command: 'npm', args: ['run', 'lint'] },
  // The guide's module table (docs/conventions.md) is generated from the code; it must not drift.
  {
    name: 'module table',
    weight: 1,
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/module-table.mjs', '--check'],
  },
  vitest('shared', path.join(root, 'packages/shared'), 1),
  vitest('web-common', path.join(root, 'packages/web-common'), 1),
  vitest('site', path.join(root, 'apps/site'), 1),
  vitest('server', path.join(root, 'apps/server'), 2),
  vitest('web', path.join(root, 'apps/web'), 2),
];

const done = new Set();
const waiting = [...steps];
let busy = 0;
await new Promise((allDone) => {
  const next = () => {
    if (waiting.length === 0 && running.length === 0) return allDone();
    for (const step of [...waiting]) {
      if (step.after && !done.has(step.after)) continue;
      if (running.length > 0 && busy + step.weight > CORES) continue;
      waiting.splice(waiting.indexOf(step), 1);
      busy += step.weight;
      if (typeof step.env === 'function') step.env = step.env();
      run(step).then((ok) => {
        step.ok = ok;
        busy -= step.weight;
        if (step.report) countTests(step);
        done.add(step.name);
        next();
      });
    }
  };
  next();
});
rmSync(reports, { recursive: true, force: true });
rmSync(e2eScratch, { recursive: true, force: true });

const times = steps.map(
  (s) => `${s.name} ${s.seconds.toFixed(1)} s${s.cpu === null ? '' : ` (CPU ${s.cpu.toFixed(0)})`}`,
);
console.log(`\nStep times: ${times.join(' | ')}`);
if (failureTails.length) console.log(`\n${failureTails.join('\n')}`);
console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
