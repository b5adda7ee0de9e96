// The public site's first screens (issue 15): what the landing page loads in a real browser,
// and Lighthouse (mobile) with its accessibility audits, which are axe-core's rules.
//
// Starts the built portal, site and server (bench/portal-server.mjs: embedded PGlite, demo
// data) and:
//   1. opens /site/ in Debian's Chromium (playwright-core), empty cache, until the home page's
//      lists have loaded and the network is quiet; sums the JavaScript transferred (gzip or
//      brotli as served: the encoded body sizes Chromium reports) and fails (exit 1) above
//      LANDING_JS_BUDGET;
//   2. runs Lighthouse (mobile preset: emulated phone, slow 4G, CPU slowdown) RUNS times on the
//      landing, sign-in, declaration form (the demo declarer signed in, a new declaration),
//      notices and editions pages, through `npx` at the pinned version
//      bench/lighthouse.mjs uses (not a dependency: the first run fetches it into npm's cache),
//      and prints the median performance, the accessibility score and every failed
//      accessibility audit with axe's impact (serious and critical ones fail the run), and the
//      JavaScript each page downloaded: as served (brotli) and as gzip (the build's .gz copies).
// The signed-in page runs in a Chromium profile of its own: signed in once through the site's
// page, its HTTP cache emptied before every run, and Lighthouse told to keep its storage (the
// session), as bench/lighthouse.mjs does for the portal's home page.
// Run: node bench/site-landing.mjs [--build] [--no-lighthouse]   (PAGES=sign-in,form: some pages;
// REPORTS=<dir>: keep each report and print its metrics and long tasks)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from '../scripts/build-web.mjs';
import {
  ADMIN_PASSWORD,
  buildPortal,
  CHROMIUM,
  CHROMIUM_FLAGS,
  keepReport,
  readySignedInProfile,
  startPortal,
} from './portal-server.mjs';

/** Issue 15's goal for the landing page. */
const LANDING_JS_BUDGET = 150 * 1024;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.RUNS ?? 3);
/** [key, label, address, signed in as the demo declarer]. */
const ALL_PAGES = [
  ['landing', 'landing (/site/)', '/site/', false],
  ['sign-in', 'sign-in (/site/sign-in)', '/site/sign-in', false],
  ['form', 'declaration form (new)', '/site/my/declarations?declaration=new', true],
  ['notices', 'notices (/site/notices)', '/site/notices', false],
  ['editions', 'editions (/site/editions)', '/site/editions', false],
];
const chosen = process.env.PAGES?.split(',');
const PAGES = ALL_PAGES.filter(([key]) => !chosen || chosen.includes(key));
// The build served (SITE_DIST, as the server takes it: relative to apps/server) for the gzip sizes.
const SITE_DIST = path.resolve(root, 'apps/server', process.env.SITE_DIST ?? '../site/dist');

buildPortal();
const server = await startPortal();
const profile = mkdtempSync(path.join(tmpdir(), 'awards-bench-site-'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let failed = false;

/** The landing page's JavaScript as the browser received it, from an empty cache. */
async function landingScripts() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script')
        scripts.set(e.requestId, {
          url: e.response.url,
          encoding: e.response.headers['content-encoding'] ?? 'identity',
          bytes: 0,
        });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const script = scripts.get(e.requestId);
      if (script) script.bytes = e.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await page.goto(`${server.url}/site/`);
    await page.getByTestId('home-notices').locator('a').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return [...scripts.values()];
  } finally {
    await browser.close();
  }
}

/** The gzip size of a built site file (its .gz copy), or null. */
function gzipSize(url) {
  const file = path.join(SITE_DIST, new URL(url).pathname.replace(/^\/site\//, ''));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : null;
}

/**
 * A Chromium profile in which the demo declarer is signed in to the site (the session in its
 * local storage), with its HTTP cache emptied: Lighthouse opens it keeping the storage.
 */
const signedInProfile = path.join(profile, 'signed-in');
let signedInOnce = false;
async function prepareSignedIn() {
  await readySignedInProfile(
    signedInProfile,
    !signedInOnce &&
      (async (page) => {
        await page.goto(`${server.url}/site/sign-in`);
        await page.locator('#username').fill('declarer');
        await page.locator('#password').fill(ADMIN_PASSWORD);
        await page.getByTestId('login-submit').click();
        await page.getByTestId('my-declarations').waitFor({ timeout: 60_000 });
      }),
  );
  signedInOnce = true;
}

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
    ...(userDataDir ? ['--disable-storage-reset'] : []),
    // REPORTS: the trace too (report-0.trace.json beside the report), kept with it.
    ...(process.env.REPORTS ? ['--save-assets'] : []),
  ];
  const launch = () =>
    spawnSync('npx', args, { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM } });
  let run = launch();
  if (run.status !== 0) run = launch();
  if (run.status !== 0) throw new Error(`lighthouse failed:\n${run.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const a11yAudits = report.categories.accessibility.auditRefs.map((ref) => report.audits[ref.id]);
  const violations = a11yAudits
    .filter((audit) => audit.score === 0)
    .map((audit) => ({
      id: audit.id,
      impact: audit.details?.debugData?.impact ?? audit.details?.items?.[0]?.node?.impact ?? 'unknown',
      nodes: audit.details?.items?.length ?? 0,
    }));
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  if (process.env.REPORTS) keepReport(report, url, path.join(profile, 'report-0.trace.json'));
  return {
    jsFiles: scripts.length,
    jsServed: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzip: scripts.reduce((sum, r) => sum + (gzipSize(r.url) ?? r.transferSize ?? 0), 0),
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: report.audits['total-blocking-time']?.numericValue ?? 0,
    violations,
  };
}

try {
  const scripts = await landingScripts();
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `Landing page (/site/, 375 px, empty cache): ${scripts.length} JS files, ${kb(total)} transferred (budget ${kb(LANDING_JS_BUDGET)})`,
  );
  for (const s of scripts.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${kb(s.bytes).padStart(9)}  ${s.encoding.padEnd(8)} ${new URL(s.url).pathname}`);
  if (total > LANDING_JS_BUDGET) {
    console.log('OVER BUDGET');
    failed = true;
  }

  if (!process.argv.includes('--no-lighthouse')) {
    console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${RUNS}`);
    console.log(
      'page                       | perf | a11y | LCP     | TBT     | JS files, br / gzip      | perf of each run | failed a11y audits (axe impact)',
    );
    console.log(
      '---------------------------|------|------|---------|---------|--------------------------|------------------|--------------------------------',
    );
    for (const [, label, address, signedIn] of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        if (signedIn) await prepareSignedIn();
        runs.push(lighthouse(`${server.url}${address}`, signedIn ? signedInProfile : undefined));
      }
      const m = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      const violations = m.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes})`).join('; ') || 'none';
      console.log(
        `${label.padEnd(27)}| ${String(m.performance).padStart(4)} | ${String(m.accessibility).padStart(4)} | ${`${(m.lcp / 1000).toFixed(2)} s`.padStart(7)} | ${`${Math.round(m.tbt)} ms`.padStart(7)} | ${`${m.jsFiles}, ${kb(m.jsServed)} / ${kb(m.jsGzip)}`.padEnd(24)} | ${runs
          .map((r) => r.performance)
          .join(', ')
          .padEnd(16)} | ${violations}`,
      );
      if (m.violations.some((v) => v.impact === 'serious' || v.impact === 'critical')) failed = true;
    }
  }
} finally {
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
