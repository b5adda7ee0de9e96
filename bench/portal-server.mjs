// The built portal and its server as a child process, on a temporary embedded database
// with the demo data: what the browser benchmarks (bundle-browser.mjs, lighthouse.mjs) open.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuilt, root } from '../scripts/build-web.mjs';

export const ADMIN_PASSWORD = 'Bench#Admin1';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium needs these here (docs/design/STACK.md). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `--build` rebuilds the portal; otherwise it is built only when its sources are newer. */
export function buildPortal(argv = process.argv) {
  if (!argv.includes('--build')) return ensureWebBuilt();
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the server; resolves with its address and a stop() that also removes the database. */
export function startPortal() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      // Any free port unless PORT names one (a shared machine gives each engineer a range).
      PORT: process.env.PORT ?? '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_PASSWORD,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 300_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/running at http:\/\/localhost:(\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}`, stop });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}:\n${out}`));
    });
  });
}

/**
 * Readies a Chromium profile for a signed-in Lighthouse run: signs in once through `signIn(page)`
 * (the session stays in the profile's storage), then empties the HTTP cache in a launch of its
 * own. Emptying it in the launch that signed in left the sign-in's scripts in the disk cache
 * (its writes land after the clear), so the first run measured warm files: 0 bytes of script,
 * FCP 913 ms against 1,822 ms cold. The clear alone still left it warm now and then on a busy
 * host (2 runs of 11 on 2026-11-30, load 8–12: 0 KB of script): the cache's folders are then
 * removed from the closed profile as well (the HTTP cache and V8's code cache).
 */
export async function readySignedInProfile(profileDir, signIn) {
  const { chromium } = await import('playwright-core');
  const launch = () =>
    chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_FLAGS,
    });
  if (signIn) {
    const context = await launch();
    try {
      await signIn(context.pages()[0] ?? (await context.newPage()));
    } finally {
      await context.close();
    }
  }
  const context = await launch();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
  for (const cache of ['Cache', 'Code Cache', 'GPUCache'])
    rmSync(path.join(profileDir, 'Default', cache), { recursive: true, force: true });
}

/**
 * REPORTS=<dir>: keeps each run's report and trace there and prints its metrics (with their
 * scores) and the main thread's long tasks as Lighthouse counted them (what TBT is made of,
 * simulated at its 4× CPU): what bench/lighthouse.mjs and
 * bench/site-landing.mjs print with REPORTS set.
 */
let reportCount = 0;
export function keepReport(report, url, trace) {
  mkdirSync(process.env.REPORTS, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}-${reportCount++}.json`;
  writeFileSync(path.join(process.env.REPORTS, name), JSON.stringify(report));
  if (existsSync(trace))
    copyFileSync(trace, path.join(process.env.REPORTS, name.replace(/\.json$/, '.trace.json')));
  const a = report.audits;
  const metric = (id) => Math.round(a[id]?.numericValue ?? 0);
  const scoreOf = (id) => Math.round((a[id]?.score ?? 0) * 100);
  console.log(
    `   ${name}: perf ${Math.round(report.categories.performance.score * 100)}, FCP ${metric('first-contentful-paint')} ms (${scoreOf('first-contentful-paint')}), SI ${metric('speed-index')} ms (${scoreOf('speed-index')}), LCP ${metric('largest-contentful-paint')} ms (${scoreOf('largest-contentful-paint')}), TBT ${metric('total-blocking-time')} ms (${scoreOf('total-blocking-time')}), CLS ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} (${scoreOf('cumulative-layout-shift')})`,
  );
  const tasks = a['long-tasks']?.details?.items ?? [];
  console.log(
    `   long tasks (start+duration ms, simulated): ${tasks.map((t) => `${path.basename(String(t.url ?? '')).slice(0, 30)} ${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(', ')}`,
  );
}

/**
 * A browser context at Lighthouse's phone size (412 × 823, mobile), the administrator signed in
 * through the sign-in page and the home page shown once, then closed: each run opens its own page.
 */
export async function signedInPhone(browser, portalUrl) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const login = await context.newPage();
  await login.goto(`${portalUrl}/_login/login`);
  await login.locator('#username').fill('admin');
  await login.locator('#password').fill(ADMIN_PASSWORD);
  await login.getByTestId('login-submit').click();
  await login.getByTestId('home-greeting').waitFor({ timeout: 120_000 });
  await login.close();
  return context;
}
