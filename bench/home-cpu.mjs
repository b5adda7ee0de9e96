// The portal's home page after sign-in, measured in figures a busy machine moves little
// (issue 18): what the page waits for before its largest paint and how much main-thread work
// it costs under Lighthouse's 4× CPU slowdown.
//
// Signs in as the administrator at 412 × 823 (Lighthouse's phone), then opens `/` RUNS times
// (default 3) with an empty cache and the CPU slowed 4× (Emulation.setCPUThrottlingRate), and
// prints for each build:
//   - the request chain: every request up to the largest contentful paint, in order, with its
//     depth (how many requests had to finish before it could start: index.html is 1, what a
//     script it loaded asks for is 2, ...; the deepest is the number of round trips the page
//     needs on a slow network) and what asked for it;
//   - JS files and bytes transferred (brotli) before LCP and in all;
//   - FCP, LCP (and the LCP element), the sum of long-task time beyond 50 ms after FCP (what
//     Lighthouse calls TBT, here measured rather than simulated) and the renderer's script and
//     task time (Performance.getMetrics: CPU time on the main thread, slowed 4×).
// NET=4g also applies DevTools' slow-4G throttling (562.5 ms round trip, 1.6 Mbit/s × 0.9), as
// Lighthouse's "devtools" mode: LCP then shows the cost of each round trip.
//
// Builds compared alternately in one run: WEB_DIST=<dist>[,<dist>...] (paths as the server
// takes them: absolute, or relative to apps/server; default the worktree's build), each served
// by its own server on PORT, PORT+1, ... (default 5300).
//   node bench/home-cpu.mjs [--build]          RUNS=3 NET=4g WEB_DIST=/tmp/main/web,../web/dist
import { chromium } from 'playwright-core';
import { ADMIN_PASSWORD, buildPortal, CHROMIUM, CHROMIUM_FLAGS, startPortal } from './portal-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const DISTS = (process.env.WEB_DIST ?? '../web/dist').split(',');
const BASE_PORT = Number(process.env.PORT ?? 5300);
const NET = process.env.NET;

buildPortal(process.argv);

const portals = [];
for (const [i, dist] of DISTS.entries()) {
  process.env.WEB_DIST = dist;
  process.env.PORT = String(BASE_PORT + i);
  portals.push({ dist, portal: await startPortal(), runs: [] });
}

/** One visit of `/` with an empty cache; resolves with its figures. */
async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (NET === '4g')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    const frames = e.initiator?.stack?.callFrames ?? [];
    let parent = e.initiator?.url ?? frames[0]?.url;
    // An async stack (dynamic import, fetch after await) names its caller in the parent stack.
    for (let s = e.initiator?.stack; !parent && s; s = s.parent) parent = s.callFrames?.[0]?.url;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      start: e.timestamp,
      parent,
      initiator: e.initiator?.type,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.bytes = e.encodedDataLength;
      r.end = e.timestamp;
    }
  });
  await page.addInitScript(() => {
    const w = window;
    w.__probe = { lcp: 0, lcpEl: '', fcp: 0, longtasks: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        w.__probe.lcp = e.startTime;
        const el = e.element;
        w.__probe.lcpEl = el
          ? `${el.nodeName.toLowerCase()}${el.dataset?.testid ? `[${el.dataset.testid}]` : ''}.${String(el.className).slice(0, 50)} "${(el.textContent ?? '').trim().slice(0, 30)}"`
          : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__probe.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__probe.longtasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const t0 = Date.now();
  await page.goto(url);
  await page.getByTestId('home-greeting').waitFor({ timeout: 120_000 });
  await page.getByTestId('home-edition').waitFor({ timeout: 120_000 });
  // Quiet: the lazy work after the first screen (idle callbacks) gets its time.
  await page.waitForTimeout(NET === '4g' ? 6000 : 3000);
  const probe = await page.evaluate(() => window.__probe);
  const nav = await page.evaluate(() => performance.timeOrigin);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  await page.close();

  // Request times are monotonic seconds; the page's times are ms from its time origin. The
  // document request starts at about the page's origin: use it as zero.
  const all = [...requests.values()].filter((r) => !r.url.startsWith('data:'));
  const doc = all.find((r) => r.type === 'Document');
  const zero = doc?.start ?? 0;
  for (const r of all) {
    r.startMs = (r.start - zero) * 1000;
    r.endMs = r.end ? (r.end - zero) * 1000 : undefined;
  }
  const byUrl = new Map(all.map((r) => [r.url, r]));
  const depth = (r, seen = new Set()) => {
    if (!r.depth) {
      if (r.type === 'Document' || !r.parent || seen.has(r)) r.depth = 1;
      else {
        seen.add(r);
        const p = byUrl.get(r.parent.split('#')[0]);
        // A dynamic import names no script ('about:client'): a script the page ran asked for it.
        r.depth = p ? depth(p, seen) + 1 : r.initiator === 'script' ? 3 : 2;
      }
    }
    return r.depth;
  };
  for (const r of all) depth(r);
  const beforeLcp = all.filter((r) => r.startMs <= probe.lcp).sort((a, b) => a.startMs - b.startMs);
  const js = (list) => list.filter((r) => r.type === 'Script');
  const sum = (list) => list.reduce((s, r) => s + r.bytes, 0);
  const tbt = probe.longtasks
    .filter(([start]) => start >= probe.fcp)
    .reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
  return {
    wall: Date.now() - t0,
    fcp: probe.fcp,
    lcp: probe.lcp,
    lcpEl: probe.lcpEl,
    tbt,
    longtasks: probe.longtasks.length,
    scriptMs: metric('ScriptDuration') * 1000,
    taskMs: metric('TaskDuration') * 1000,
    jsFiles: js(all).length,
    jsBytes: sum(js(all)),
    jsFilesLcp: js(beforeLcp).length,
    jsBytesLcp: sum(js(beforeLcp)),
    requests: all.length,
    requestsLcp: beforeLcp.length,
    depthLcp: Math.max(...beforeLcp.map((r) => r.depth)),
    chain: beforeLcp.map((r) => ({
      depth: r.depth,
      startMs: r.startMs,
      endMs: r.endMs,
      url: r.url.replace(/^https?:\/\/[^/]+/, ''),
      parent: r.parent?.replace(/^https?:\/\/[^/]+/, '') ?? r.initiator,
      kb: r.bytes / 1024,
    })),
    origin: nav,
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  // One signed-in context per build (each server has its own database and sessions).
  for (const entry of portals) {
    entry.context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await entry.context.newPage();
    await page.goto(`${entry.portal.url}/_login/login`);
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill(ADMIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-greeting').waitFor({ timeout: 120_000 });
    await page.close();
  }
  const { loadavg } = await import('node:os');
  for (let i = 0; i < RUNS; i++) {
    for (const entry of portals) {
      const load = loadavg()[0];
      const run = await visit(entry.context, `${entry.portal.url}/`);
      run.load = load;
      entry.runs.push(run);
      console.error(
        `${entry.dist} run ${i + 1}: load ${load.toFixed(1)} LCP ${run.lcp.toFixed(0)} ms TBT ${run.tbt.toFixed(0)} ms script ${run.scriptMs.toFixed(0)} ms`,
      );
    }
  }
  const ms = (v) => `${Math.round(v)} ms`.padStart(8);
  const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
  console.log(`home page, CPU 4× slower${NET === '4g' ? ', slow 4G' : ''}, ${RUNS} runs each (median)`);
  console.log(
    'build                          | load | FCP      | LCP      | TBT      | long | script   | tasks    | JS before LCP    | JS in all        | req | depth',
  );
  const med = (runs, key) => {
    const v = runs.map((r) => r[key]).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)];
  };
  for (const { dist, runs } of portals) {
    console.log(
      `${dist.slice(-30).padEnd(31)}| ${med(runs, 'load').toFixed(1).padStart(4)} |${ms(med(runs, 'fcp'))} |${ms(med(runs, 'lcp'))} |${ms(med(runs, 'tbt'))} | ${String(med(runs, 'longtasks')).padStart(4)} |${ms(med(runs, 'scriptMs'))} |${ms(med(runs, 'taskMs'))} | ${`${kb(med(runs, 'jsBytesLcp'))} (${med(runs, 'jsFilesLcp')})`.padEnd(16)} | ${`${kb(med(runs, 'jsBytes'))} (${med(runs, 'jsFiles')})`.padEnd(16)} | ${String(med(runs, 'requests')).padStart(3)} | ${med(runs, 'depthLcp')}`,
    );
    console.log(
      `  each run: LCP ${runs.map((r) => Math.round(r.lcp)).join(', ')}; TBT ${runs.map((r) => Math.round(r.tbt)).join(', ')}; script ${runs.map((r) => Math.round(r.scriptMs)).join(', ')}`,
    );
    const last = runs.at(-1);
    console.log(`  LCP element: ${last.lcpEl}`);
    console.log('  requests before LCP (last run): depth | start–end ms | KB | url  ← asked by');
    for (const r of last.chain)
      console.log(
        `    ${r.depth} | ${String(Math.round(r.startMs)).padStart(5)}–${String(r.endMs === undefined ? '?' : Math.round(r.endMs)).padStart(5)} | ${r.kb.toFixed(1).padStart(6)} | ${r.url.slice(0, 60)}  ← ${String(r.parent ?? '').slice(0, 40)}`,
      );
  }
} finally {
  await browser.close();
  for (const { portal } of portals) await portal.stop();
}
