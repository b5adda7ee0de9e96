// The declaration form's first screen (issue 15) in load-insensitive figures: what Lighthouse's
// score swings with on a shared machine (its TBT multiplies observed task times) measured as the
// main thread's own work, beside the wall times.
//
// Starts one server (bench/portal-server.mjs: embedded PGlite, demo data) per site build named in
// SITE_DISTS (comma-separated, as the server takes SITE_DIST: relative to apps/server; default
// the worktree's `../site/dist`), signs the demo declarer in once on each, then RUNS times, the
// builds alternating (A, B, A, B...), opens /site/my/declarations?declaration=new in Debian's
// Chromium at 375 px with an empty cache, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate)
// and, with SLOW4G=1, Lighthouse's slow-4G link (150 ms RTT, 1.6 Mbit/s down), until the
// project name's field shows and the network is quiet. It prints per run:
//   - FCP and LCP (the page's own PerformanceObserver) and the LCP element;
//   - long tasks after FCP: their count and the sum of their time over 50 ms (≈ Lighthouse's TBT,
//     observed rather than simulated);
//   - the renderer main thread's CPU time (trace events' thread duration, `tdur`, which the load
//     of other processes barely moves) in all and in script (compile + evaluate + function calls),
//     up to the moment the field showed;
//   - the page's own main-thread CPU after the first paint, and the blocking time Lighthouse's
//     simulation would count from it (each top-level task after FCP: 4 × its CPU time − 50 ms):
//     TBT with the load of other processes taken out (CPU=1 observes unthrottled, as Lighthouse);
//     "from entry" counts the same way every task from the entry's evaluation on (Lighthouse's
//     simulated first paint comes about when the entry has downloaded, before it is evaluated),
//     and "3 longest" are those tasks' CPU times in ms;
//   - the JavaScript and CSS files and their bytes as transferred (brotli as served);
//   - which script files evaluated before the first paint.
// Run: node bench/site-form-cpu.mjs   (RUNS=4 SITE_DISTS=../site/dist,/tmp/x/site PORT=5200 SLOW4G=1 CPU=1)
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ADMIN_PASSWORD, CHROMIUM, CHROMIUM_FLAGS, startPortal } from './portal-server.mjs';

const RUNS = Number(process.env.RUNS ?? 4);
const DISTS = (process.env.SITE_DISTS ?? '../site/dist').split(',');
const BASE_PORT = Number(process.env.PORT ?? 0);
const SLOW4G = process.env.SLOW4G === '1';
/** The CPU slowdown (CDP); CPU=1 observes the page unthrottled, as Lighthouse does before it simulates 4×. */
const CPU_RATE = Number(process.env.CPU ?? 4);
const FORM = '/site/my/declarations?declaration=new';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v) => `${Math.round(v)} ms`;

const servers = [];
for (const [i, dist] of DISTS.entries()) {
  process.env.SITE_DIST = dist;
  if (BASE_PORT) process.env.PORT = String(BASE_PORT + i);
  servers.push({ dist, ...(await startPortal()) });
}

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
const profile = mkdtempSync(path.join(tmpdir(), 'awards-bench-form-cpu-'));

/** The demo declarer's session (local storage) on one server. */
async function signIn(server) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/site/sign-in`);
  await page.locator('#username').fill('declarer');
  await page.locator('#password').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('my-declarations').waitFor({ timeout: 120_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** In the page, before any script: FCP, LCP (with its element) and long tasks as they come. */
const OBSERVE = () => {
  const probe = { fcp: 0, lcp: 0, lcpElement: '', longTasks: [], headingInDom: 0 };
  window.__probe = probe;
  // When the page's heading is in the document (its paint may come later: a busy main thread).
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid=my-declarations-heading]')) {
      probe.headingInDom = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  const describe = (el) => {
    if (!el) return '';
    const id = el.getAttribute('data-testid') || el.id;
    const text = (el.textContent || '').trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') probe.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      probe.lcp = e.startTime;
      probe.lcpElement = describe(e.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.produceModuleCache',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
]);

const BREAKDOWN = [
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.compile',
  'FunctionCall',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
];

async function measure(server, state) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState: state });
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const files = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script' || e.type === 'Stylesheet')
      files.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const f = files.get(e.requestId);
    if (f) f.bytes = e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (SLOW4G)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,v8.execute,v8,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  });
  if (process.env.PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  const load = Date.now();
  await page.goto(`${server.url}${FORM}`);
  await page.locator('#projectName').waitFor({ timeout: 120_000 });
  const shown = Date.now() - load;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  if (process.env.PROFILE) {
    // PROFILE=1: the functions with the most self time, and the self time by script file.
    const { profile: prof } = await cdp.send('Profiler.stop');
    const self = new Map();
    const byFile = new Map();
    const dt = new Map();
    for (const [i, id] of prof.samples.entries()) dt.set(id, (dt.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
    for (const node of prof.nodes) {
      const t = (dt.get(node.id) ?? 0) / 1000;
      const f = node.callFrame;
      const file = path.basename(f.url || '(native)');
      const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + t);
      byFile.set(file, (byFile.get(file) ?? 0) + t);
    }
    const top = (m, n) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join('\n     ');
    console.log(`   self time by function:\n     ${top(self, 25)}`);
    console.log(`   self time by file:\n     ${top(byFile, 15)}`);
  }
  const probe = await page.evaluate(() => window.__probe);
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)]),
  );
  await cdp.send('Tracing.end');
  await traced;
  await context.close();

  // The renderer main thread: the thread named CrRendererMain of the page's process.
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => mainThreads.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  // Top-level tasks only: their thread durations add up without double counting.
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const cpu = tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  // Script: the outermost script events (those not inside another script event).
  const scriptEvents = onMain.filter((e) => SCRIPT_EVENTS.has(e.name)).sort((a, b) => a.ts - b.ts);
  let scriptCpu = 0;
  let end = 0;
  for (const e of scriptEvents) {
    if (e.ts < end) continue;
    scriptCpu += (e.tdur ?? 0) / 1000;
    end = e.ts + (e.dur ?? 0);
  }
  // Scripts evaluated (their URL) before the first paint.
  const fcpTs =
    events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => b.ts - a.ts)[0]?.ts ??
    Number.POSITIVE_INFINITY;
  const beforePaint = new Set(
    onMain
      .filter((e) => (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') && e.ts < fcpTs)
      .map((e) => e.args?.data?.url ?? e.args?.url ?? '')
      .filter(Boolean)
      .map((u) => path.basename(new URL(u).pathname)),
  );
  // Lighthouse's blocking time worked out from CPU time rather than wall time (which the load of
  // other processes stretches): the page's own main thread (the renderer that painted), its
  // top-level tasks after the first paint, each counted as Lighthouse's simulation counts an
  // observed task, 4 × its CPU time less 50 ms. With CPU=1 the tasks are cut as an unthrottled
  // run cuts them (React's 5 ms slices), as in Lighthouse's own observation.
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.ts === fcpTs);
  const pageThread = [...mainThreads].find((t) => fcpEvent && t.startsWith(`${fcpEvent.pid}:`));
  const topTasks = [];
  for (const e of onMain
    .filter((e) => `${e.pid}:${e.tid}` === pageThread && /RunTask$/.test(e.name))
    .sort((a, b) => a.ts - b.ts)) {
    const last = topTasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur) topTasks.push(e);
  }
  const afterFcp = topTasks.filter((e) => e.ts >= fcpTs);
  const cpuAfterFcp = afterFcp.reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
  const tbtFromCpu = afterFcp.reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? 0)) / 1000 - 50), 0);
  // The same from the entry's evaluation on (its first module evaluated): Lighthouse's simulated
  // first paint falls about where the entry has downloaded (its first-paint graph leaves out the
  // module's evaluation), so the entry's own task and everything after it count as blocking.
  const entryStart = onMain.find(
    (e) => `${e.pid}:${e.tid}` === pageThread && e.name === 'v8.evaluateModule',
  )?.ts;
  const fromEntry = entryStart === undefined ? [] : topTasks.filter((e) => e.ts + e.dur >= entryStart);
  const tbtFromEntry = fromEntry.reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? 0)) / 1000 - 50), 0);
  const longestFromEntry = fromEntry
    .map((e) => (e.tdur ?? 0) / 1000)
    .sort((a, b) => b - a)
    .slice(0, 3);
  // Main-thread time by kind (thread time; nested kinds overlap: a breakdown, not a sum).
  const byKind = {};
  for (const e of onMain)
    if (BREAKDOWN.includes(e.name)) byKind[e.name] = (byKind[e.name] ?? 0) + (e.tdur ?? 0) / 1000;
  const longAfterFcp = probe.longTasks.filter(([t]) => t >= probe.fcp);
  const tbt = longAfterFcp.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  const all = [...files.values()];
  const js = all.filter((f) => f.type === 'Script');
  const css = all.filter((f) => f.type === 'Stylesheet');
  return {
    shown,
    fcp: probe.fcp,
    lcp: probe.lcp,
    lcpElement: probe.lcpElement,
    longTasks: longAfterFcp.length,
    tbt,
    cpuAfterFcp,
    tbtFromCpu,
    tbtFromEntry,
    longestFromEntry,
    cpu,
    scriptCpu,
    jsFiles: js.length,
    jsBytes: js.reduce((s, f) => s + f.bytes, 0),
    cssFiles: css.length,
    cssBytes: css.reduce((s, f) => s + f.bytes, 0),
    beforePaint: [...beforePaint],
    resources,
    headingInDom: probe.headingInDom,
    byKind,
  };
}

try {
  const states = [];
  for (const server of servers) states.push(await signIn(server));
  console.log(
    `Declaration form (${FORM}), 375 px, empty cache, CPU ${CPU_RATE}×${SLOW4G ? ', slow 4G' : ', no network throttling'}; ${RUNS} runs per build, alternating`,
  );
  console.log(
    'build                | load  | FCP     | LCP     | long tasks after FCP (Σ>50ms) | CPU after FCP | TBT from CPU | from entry | 3 longest CPU from entry | main CPU | script CPU | JS files, bytes   | CSS files, bytes | LCP element',
  );
  for (let run = 0; run < RUNS; run++)
    for (const [i, server] of servers.entries()) {
      const r = await measure(server, states[i]);
      console.log(
        `${server.dist.slice(-20).padEnd(20)} | ${os.loadavg()[0].toFixed(1).padStart(5)} | ${ms(r.fcp).padStart(7)} | ${ms(r.lcp).padStart(7)} | ${`${r.longTasks} (${ms(r.tbt)})`.padEnd(29)} | ${ms(r.cpuAfterFcp).padStart(13)} | ${ms(r.tbtFromCpu).padStart(12)} | ${ms(r.tbtFromEntry).padStart(10)} | ${r.longestFromEntry
          .map((v) => v.toFixed(1))
          .join(', ')
          .padEnd(
            24,
          )} | ${ms(r.cpu).padStart(8)} | ${ms(r.scriptCpu).padStart(10)} | ${`${r.jsFiles}, ${kb(r.jsBytes)}`.padEnd(17)} | ${`${r.cssFiles}, ${kb(r.cssBytes)}`.padEnd(16)} | ${r.lcpElement}`,
      );
      if (process.env.VERBOSE) {
        console.log(
          `   heading in the document at ${ms(r.headingInDom)}; evaluated before first paint: ${r.beforePaint.join(' ')}`,
        );
        console.log(
          `   main thread by kind: ${Object.entries(r.byKind)
            .map(([k, v]) => `${k} ${ms(v)}`)
            .join(', ')}`,
        );
        console.log(
          `   requests (start-end ms): ${r.resources.map(([n, a, b]) => `${n} ${a}-${b}`).join(', ')}`,
        );
      }
    }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
