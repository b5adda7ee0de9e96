// Where the home page's main-thread time goes (issue 18): a CPU profile of `/` signed in, at
// Lighthouse's phone size and 4× CPU slowdown, empty cache, each sample's function mapped
// through the build's source maps to its module (a package under node_modules, or the portal's
// own file), summed as self time before and after the largest contentful paint; then the long
// tasks (> 50 ms) with the modules that took most of each.
//
// Needs a build with source maps: `cd apps/web && npx vite build --sourcemap --outDir /tmp/prof-dist`
// (the same chunks and hashes as `npm run build`, plus .map files), then
//   WEB_DIST=/tmp/prof-dist PORT=5340 RUNS=2 node bench/home-profile.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM, CHROMIUM_FLAGS, signedInPhone, startPortal } from './portal-server.mjs';

const RUNS = Number(process.env.RUNS ?? 2);
const DIST = process.env.WEB_DIST ?? '/tmp/prof-dist';
const TOP = Number(process.env.TOP ?? 25);

const portal = await startPortal();
const consumers = new Map();
function consumer(url) {
  const file = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!consumers.has(file)) {
    let c = null;
    try {
      c = new SourceMapConsumer(JSON.parse(readFileSync(path.join(DIST, `${file}.map`), 'utf8')));
    } catch {}
    consumers.set(file, c);
  }
  return consumers.get(file);
}
/** A frame's module: node_modules/<package> or the portal's source path. */
function moduleOf(frame) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  const c = consumer(frame.url);
  if (!c) return frame.url.replace(/^https?:\/\/[^/]+/, '');
  const pos = c.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return frame.url.replace(/^https?:\/\/[^/]+/, '');
  const nm = pos.source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = pos.source.slice(nm + 13).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    // react-dom's and antd's files, one level down, say which part.
    const sub = rest[0].startsWith('@') ? rest.slice(2) : rest.slice(1);
    return `${pkg}/${sub.slice(-2).join('/')}`;
  }
  return pos.source.replace(/^(\.\.\/)+/, '');
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const context = await signedInPhone(browser, portal.url);
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    if (process.env.REDUCED_MOTION) await page.emulateMedia({ reducedMotion: 'reduce' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      const w = window;
      w.__probe = { lcp: 0, fcp: 0, longtasks: [], lcps: [], inserted: {} };
      // When the header, the greeting and the first card enter the document (not paint: insertion).
      new MutationObserver(() => {
        for (const id of [
          'global-header',
          'home-greeting',
          'home-overview-loading',
          'home-edition',
          'user-menu',
        ])
          if (!w.__probe.inserted[id] && document.querySelector(`[data-testid="${id}"]`))
            w.__probe.inserted[id] = Math.round(performance.now());
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) {
          w.__probe.lcp = e.startTime;
          w.__probe.lcps.push(
            `${Math.round(e.startTime)} ${e.element?.nodeName}[${e.element?.dataset?.testid ?? ''}] ${e.size}`,
          );
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__probe.fcp = e.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__probe.longtasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(`${portal.url}/`);
    await page.getByTestId('home-edition').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(3000);
    const { profile } = await cdp.send('Profiler.stop');
    const probe = await page.evaluate(() => ({ ...window.__probe, origin: performance.timeOrigin }));
    // Profile times are µs on the monotonic clock; the page's are ms from its origin. The
    // monotonic clock of the renderer: performance.now() + origin ≈ wall; map through the
    // first navigation sample instead: take the profile's start as the page's 0 minus the gap.
    const nowMono = await page.evaluate(() => performance.now());
    await page.close();
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const mods = new Map(profile.nodes.map((n) => [n.id, moduleOf(n.callFrame)]));
    // Monotonic µs of the page's time origin: the profile ends at about "now".
    const originUs = profile.endTime - nowMono * 1000;
    const before = new Map();
    const after = new Map();
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    // FUNCS=<text>: the functions of the modules naming it, with the nearest caller of the portal's own.
    const funcs = new Map();
    const ownCaller = (id) => {
      for (let p = parent.get(id); p !== undefined; p = parent.get(p)) {
        const m = mods.get(p);
        if (m && !m.includes('node_modules') && /\.(tsx?|mjs)$/.test(m) && !/^[a-z@]/.test(m)) {
          const pos = consumer(nodes.get(p).callFrame.url)?.originalPositionFor({
            line: nodes.get(p).callFrame.lineNumber + 1,
            column: nodes.get(p).callFrame.columnNumber,
          });
          return `${m.split('/').slice(-2).join('/')}:${pos?.line ?? '?'} ${pos?.name ?? ''}`;
        }
      }
      return '-';
    };
    const byTask = probe.longtasks.map(([s, d]) => ({ s, d, mods: new Map() }));
    let t = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i];
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const node = nodes.get(profile.samples[i]);
      if (!node || node.callFrame.functionName === '(idle)') continue;
      const mod = mods.get(node.id);
      const ms = (t - originUs) / 1000;
      const bucket = ms <= probe.lcp ? before : after;
      bucket.set(mod, (bucket.get(mod) ?? 0) + dt);
      if (process.env.FUNCS && mod.includes(process.env.FUNCS) && ms <= probe.lcp) {
        const f = node.callFrame;
        const pos = consumer(f.url)?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
        const key = `${pos?.name ?? f.functionName}@${pos?.line ?? '?'} <- ${ownCaller(node.id)}`;
        funcs.set(key, (funcs.get(key) ?? 0) + dt);
      }
      const task = byTask.find((k) => ms >= k.s && ms <= k.s + k.d);
      if (task) task.mods.set(mod, (task.mods.get(mod) ?? 0) + dt);
    }
    console.log(`  LCP candidates: ${probe.lcps.join('; ')}; inserted: ${JSON.stringify(probe.inserted)}`);
    const total = (m) => [...m.values()].reduce((a, b) => a + b, 0);
    const tbt = probe.longtasks
      .filter(([s]) => s >= probe.fcp)
      .reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
    console.log(
      `\nrun ${run + 1}: FCP ${probe.fcp.toFixed(0)} ms, LCP ${probe.lcp.toFixed(0)} ms, TBT ${tbt.toFixed(0)} ms; samples before LCP ${total(before).toFixed(0)} ms, after ${total(after).toFixed(0)} ms`,
    );
    const all = new Map(before);
    for (const [k, v] of after) all.set(k, (all.get(k) ?? 0) + v);
    console.log('  module                                                     | before LCP | after');
    for (const [mod] of [...all].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(
        `  ${mod.slice(-58).padEnd(58)} | ${(before.get(mod) ?? 0).toFixed(0).padStart(7)} ms | ${(after.get(mod) ?? 0).toFixed(0).padStart(5)} ms`,
      );
    if (process.env.FUNCS)
      for (const [k, v] of [...funcs].sort((a, b) => b[1] - a[1]).slice(0, TOP))
        console.log(`    ${v.toFixed(0).padStart(5)} ms ${k}`);
    console.log('  long tasks: start +duration: largest modules');
    for (const k of byTask)
      console.log(
        `    ${k.s.toFixed(0).padStart(5)} +${k.d.toFixed(0).padStart(4)}${k.s + k.d <= probe.lcp ? ' (before LCP)' : ''}: ${[
          ...k.mods,
        ]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([m, v]) => `${m.slice(-40)} ${v.toFixed(0)}`)
          .join(', ')}`,
      );
  }
} finally {
  await browser.close();
  await portal.stop();
}
