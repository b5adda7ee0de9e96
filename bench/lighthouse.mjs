// Lighthouse scores of the sign-in page and of the home page after sign-in (issue 18).
//
// Starts the built portal (bench/portal-server.mjs) and runs Lighthouse on it through
// `npx` at a pinned version (Lighthouse is not a dependency of the project: the first run
// fetches it into npm's cache), Lighthouse launching Debian's Chromium (CHROME_PATH). Preset: Lighthouse's default, mobile (emulated phone, simulated slow 4G and CPU
// slowdown); `--desktop` uses its desktop preset.
//   sign-in page   /_login/login, signed out, empty cache
//   home page      / with a session (signed in through the page first), empty cache
// Each page is run RUNS times (default 3); the median performance score is printed with
// that run's metrics.
// Run: node bench/lighthouse.mjs [--build] [--desktop]   (PAGES=sign-in or PAGES=home: one of them;
// REPORTS=<dir>: keep each run's report and trace there and print its metrics and long tasks)
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN_PASSWORD,
  buildPortal,
  CHROMIUM,
  CHROMIUM_FLAGS,
  keepReport,
  readySignedInProfile,
  startPortal,
} from './portal-server.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.RUNS ?? 3);
const desktop = process.argv.includes('--desktop');
const PAGES = process.env.PAGES?.split(',') ?? ['sign-in', 'home'];

buildPortal();
const portal = await startPortal();
const profile = mkdtempSync(path.join(tmpdir(), 'awards-bench-lh-'));

/**
 * One Lighthouse run; Lighthouse launches Chromium itself. With a profile directory it
 * keeps that profile's storage (the session) instead of clearing it.
 */
function lighthouse(url, userDataDir) {
  const out = path.join(profile, 'report.json');
  const args = [
    '--yes',
    '-p',
    LIGHTHOUSE,
    'lighthouse',
    url,
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}${userDataDir ? ` --user-data-dir=${userDataDir}` : ''}`,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    ...(desktop ? ['--preset=desktop'] : []),
    ...(userDataDir ? ['--disable-storage-reset'] : []),
    // REPORTS: the trace too (report-0.trace.json beside the report), kept with it.
    ...(process.env.REPORTS ? ['--save-assets'] : []),
  ];
  const launch = () =>
    spawnSync('npx', args, { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM } });
  // On a busy machine Chromium now and then fails to come up in time: one more try.
  let run = launch();
  if (run.status !== 0) run = launch();
  if (run.status !== 0) throw new Error(`lighthouse failed:\n${run.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // LH_REPORT_DIR=<dir> keeps each run's full report (layout shifts, long tasks) to read later.
  if (process.env.LH_REPORT_DIR)
    copyFileSync(out, path.join(process.env.LH_REPORT_DIR, `${Date.now()}.json`));
  if (process.env.REPORTS) keepReport(report, url, path.join(profile, 'report-0.trace.json'));
  const audit = (id) => report.audits[id]?.numericValue ?? 0;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    requests: requests.length,
    runtimeError: report.runtimeError?.message,
  };
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

try {
  const results = [];
  const signedOut = [];
  if (PAGES.includes('sign-in')) {
    for (let i = 0; i < RUNS; i++) signedOut.push(lighthouse(`${portal.url}/_login/login`));
    results.push(['sign-in page (/_login/login)', signedOut]);
  }

  // Signs in through the page in a profile of its own, so the session is in that profile's
  // storage, and empties its cache; Lighthouse then opens it keeping the storage.
  const signedInProfile = path.join(profile, 'signed-in');
  const signedIn = [];
  for (let i = 0; i < (PAGES.includes('home') ? RUNS : 0); i++) {
    await readySignedInProfile(
      signedInProfile,
      i === 0 &&
        (async (page) => {
          await page.goto(`${portal.url}/_login/login`);
          await page.locator('#username').fill('admin');
          await page.locator('#password').fill(ADMIN_PASSWORD);
          await page.getByTestId('login-submit').click();
          await page.getByTestId('home-greeting').waitFor({ timeout: 60_000 });
        }),
    );
    signedIn.push(lighthouse(`${portal.url}/`, signedInProfile));
  }
  if (PAGES.includes('home')) results.push(['home page (/ signed in)', signedIn]);

  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, ${desktop ? 'desktop' : 'mobile'} preset, median of ${RUNS}`,
  );
  console.log(
    'page                          | perf | a11y | FCP     | LCP     | TBT     | SI      | CLS   | JS (files) | requests | perf of each run',
  );
  console.log(
    '------------------------------|------|------|---------|---------|---------|---------|-------|------------|----------|-----------------',
  );
  for (const [label, runs] of results) {
    const m = median(runs);
    if (m.runtimeError) console.log(`${label}: ${m.runtimeError}`);
    console.log(
      `${label.padEnd(30)}| ${String(m.performance).padStart(4)} | ${String(m.accessibility).padStart(4)} | ${s(m.fcp).padStart(7)} | ${s(m.lcp).padStart(7)} | ${`${Math.round(m.tbt)} ms`.padStart(7)} | ${s(m.si).padStart(7)} | ${m.cls.toFixed(3)} | ${`${(m.jsBytes / 1024).toFixed(0)} KB (${m.jsFiles})`.padStart(10)} | ${String(m.requests).padStart(8)} | ${runs.map((r) => r.performance).join(', ')}`,
    );
  }
} finally {
  await portal.stop();
  rmSync(profile, { recursive: true, force: true });
}
