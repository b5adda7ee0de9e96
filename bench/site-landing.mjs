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
//      landing, sign-in, notices and editions pages, through `npx` at the pinned version
//      bench/lighthouse.mjs uses (not a dependency: the first run fetches it into npm's cache),
//      and prints the median performance, the accessibility score and every failed
//      accessibility audit with axe's impact (serious and critical ones fail the run).
// Run: node bench/site-landing.mjs [--build] [--no-lighthouse]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildPortal, CHROMIUM, CHROMIUM_FLAGS, startPortal } from './portal-server.mjs';

/** Issue 15's goal for the landing page. */
const LANDING_JS_BUDGET = 150 * 1024;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = [
  ['landing (/site/)', '/site/'],
  ['sign-in (/site/sign-in)', '/site/sign-in'],
  ['notices (/site/notices)', '/site/notices'],
  ['editions (/site/editions)', '/site/editions'],
];

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

function lighthouse(url) {
  const out = path.join(profile, 'report.json');
  const args = [
    '--yes',
    '-p',
    LIGHTHOUSE,
    'lighthouse',
    url,
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
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
  return {
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
      'page                       | perf | a11y | LCP     | TBT     | perf of each run | failed a11y audits (axe impact)',
    );
    console.log(
      '---------------------------|------|------|---------|---------|------------------|--------------------------------',
    );
    for (const [label, address] of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(lighthouse(`${server.url}${address}`));
      const m = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      const violations = m.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes})`).join('; ') || 'none';
      console.log(
        `${label.padEnd(27)}| ${String(m.performance).padStart(4)} | ${String(m.accessibility).padStart(4)} | ${`${(m.lcp / 1000).toFixed(2)} s`.padStart(7)} | ${`${Math.round(m.tbt)} ms`.padStart(7)} | ${runs
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
