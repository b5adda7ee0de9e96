// What each long task of the home page's load is made of (issue 18): a Chromium trace of `/`
// signed in, at Lighthouse's phone size and 4× CPU slowdown, empty cache, with the V8 sampling
// profiler in the same trace. For every main-thread task over 50 ms (4× CPU, as Lighthouse's
// TBT counts them) it prints:
//   - the trace events inside it by kind: script evaluation of a file (EvaluateScript, with its
//     compile), function calls (FunctionCall, microtasks, timers, message events), style
//     recalculation (UpdateLayoutTree), layout, paint, HTML and stylesheet parsing;
//   - the CPU samples inside it by React phase, read from the stack: react-dom's render
//     (performUnitOfWork, beginWork, completeWork...), its commit (commitRoot and the
//     mutation, layout and passive effects) and whether that work ran in a sync lane
//     (performSyncWorkOnRoot / flushSyncWork... on the stack) or in a concurrent one
//     (workLoopConcurrent), plus module evaluation and the rest;
//   - the largest modules (by the build's source maps) and, for the portal's own code, the
//     function nearest the sample.
// Function names come from the profile: give it a build without minification, with source maps,
// the same code otherwise:
//   cd apps/web && npx vite build --minify false --sourcemap --outDir /tmp/unmin-dist
//   WEB_DIST=/tmp/unmin-dist PORT=5350 RUNS=2 node bench/home-tasks.mjs
// (Unminified code runs a little slower; the shares, not the absolute times, are the point.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM, CHROMIUM_FLAGS, signedInPhone, startPortal } from './portal-server.mjs';

const RUNS = Number(process.env.RUNS ?? 2);
const DIST = process.env.WEB_DIST ?? '/tmp/unmin-dist';
const LONG = Number(process.env.LONG ?? 50);

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
function moduleOf(frame) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  const c = consumer(frame.url);
  const pos = c?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos?.source) return frame.url.replace(/^https?:\/\/[^/]+/, '');
  const nm = pos.source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = pos.source.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return pos.source.replace(/^(\.\.\/)+/, '');
}

// React's phases, by the names of react-dom's functions on a sample's stack (innermost first wins).
const COMMIT =
  /^(commitRoot|commitRootImpl|commitMutationEffects|commitLayoutEffects|commitPassiveMountEffects|commitPassiveUnmountEffects|flushPassiveEffects|commitBeforeMutationEffects|flushLayoutEffects|flushMutationEffects|flushSpawnedWork|commitRootWhenReady)/;
const RENDER =
  /^(performUnitOfWork|workLoopConcurrent|workLoopConcurrentByScheduler|workLoopSync|renderRootSync|renderRootConcurrent|beginWork|completeWork|completeUnitOfWork)$/;
const SYNC =
  /^(performSyncWorkOnRoot|flushSyncWorkAcrossRoots_impl|flushSyncWorkOnAllRoots|flushSyncWork|flushSync|processRootScheduleInMicrotask|renderRootSync|workLoopSync)$/;

function phaseOf(stack) {
  // stack: outermost → innermost function names.
  let phase = 'other script';
  let sync = false;
  for (const name of stack) {
    if (SYNC.test(name)) sync = true;
    if (COMMIT.test(name)) phase = 'commit';
    else if (RENDER.test(name) && phase !== 'commit') phase = 'render';
  }
  if (phase === 'other script' && stack.length <= 2) return null;
  return phase === 'other script' ? phase : `${phase} (${sync ? 'sync lane' : 'concurrent'})`;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

// TRACE=<file>: analyse a trace already taken (a Lighthouse run's, kept by REPORTS=<dir>;
// unthrottled, so its tasks are a quarter of what Lighthouse's simulation counts) and stop.
if (process.env.TRACE) {
  const t = JSON.parse(readFileSync(process.env.TRACE, 'utf8'));
  analyse(t.traceEvents ?? t, 0);
  process.exit(0);
}
const portal = await startPortal();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const context = await signedInPhone(browser, portal.url);
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(`${portal.url}/`);
    await page.getByTestId('home-edition').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await done;
    await page.close();
    analyse(events, run);
  }
} finally {
  await browser.close();
  await portal.stop();
}

function analyse(events, run) {
  // The page's renderer main thread: the one with the navigation's ParseHTML... take the
  // CrRendererMain with the most RunTask time.
  const threads = new Map();
  for (const e of events)
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events)
    if (e.name === 'RunTask' && threads.has(`${e.pid}:${e.tid}`))
      threads.set(`${e.pid}:${e.tid}`, threads.get(`${e.pid}:${e.tid}`) + (e.dur ?? 0));
  const main = [...threads].sort((a, b) => b[1] - a[1])[0][0];
  const [pid, tid] = main.split(':').map(Number);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  // The navigation to the page (not the blank document the tab opened with).
  const navStart =
    events.find(
      (e) =>
        e.name === 'navigationStart' && e.pid === pid && /^http/.test(e.args?.data?.documentLoaderURL ?? ''),
    )?.ts ?? mine[0].ts;
  const fcpEv = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const lcpEvs = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid);
  const ms = (ts) => (ts - navStart) / 1000;
  // CPU samples: Profile + ProfileChunk events of that thread.
  const nodes = new Map();
  const samples = [];
  let t = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') t = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const d = e.args.data.cpuProfile ?? {};
    for (const n of d.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args.data.timeDeltas ?? [];
    (d.samples ?? []).forEach((s, i) => {
      t += deltas[i];
      samples.push({ ts: t, node: s });
    });
  }
  const stackOf = (id) => {
    const out = [];
    for (let n = nodes.get(id); n; n = nodes.get(n.parent)) out.unshift(n);
    return out;
  };
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= LONG).sort((a, b) => a.ts - b.ts);
  const fcp = fcpEv ? ms(fcpEv.ts) : 0;
  const lcp = lcpEvs.length ? ms(lcpEvs.at(-1).ts) : 0;
  let tbt = 0;
  for (const k of tasks) if (ms(k.ts) >= fcp) tbt += k.dur / 1000 - 50;
  console.log(
    `\nrun ${run + 1}: FCP ${fcp.toFixed(0)} ms, LCP ${lcp.toFixed(0)} ms, observed TBT (4× CPU) ${tbt.toFixed(0)} ms, ${tasks.length} tasks ≥ ${LONG} ms, ${samples.length} samples`,
  );
  const summary = new Map();
  for (const k of tasks) {
    const end = k.ts + k.dur;
    const inside = mine.filter((e) => e !== k && e.ts >= k.ts && e.ts + (e.dur ?? 0) <= end);
    const kinds = new Map();
    const add = (key, d) => kinds.set(key, (kinds.get(key) ?? 0) + d / 1000);
    // Top-level children only (events not inside another child), by kind.
    const tops = inside.filter(
      (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
    );
    for (const e of tops) {
      const url = e.args?.data?.url ? path.basename(e.args.data.url).slice(0, 28) : '';
      const fn = e.args?.data?.functionName ?? '';
      add(`${e.name}${url ? ` ${url}` : ''}${fn ? ` ${fn}` : ''}`, e.dur);
    }
    // Layout and style anywhere inside (forced ones are nested under script).
    let layout = 0;
    let style = 0;
    for (const e of inside) {
      if (e.name === 'Layout') layout += e.dur / 1000;
      if (e.name === 'UpdateLayoutTree') style += e.dur / 1000;
    }
    const phases = new Map();
    const mods = new Map();
    const own = new Map();
    const comps = new Map();
    const triggers = new Map();
    const commitParts = new Map();
    const ks = samples.filter((s) => s.ts >= k.ts && s.ts <= end);
    for (let i = 0; i < ks.length; i++) {
      const dt = ((ks[i + 1]?.ts ?? end) - ks[i].ts) / 1000;
      const stack = stackOf(ks[i].node);
      const leaf = stack.at(-1);
      if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
      const phase =
        phaseOf(stack.map((n) => n.callFrame.functionName)) ?? (leaf.callFrame.functionName || '(program)');
      phases.set(phase, (phases.get(phase) ?? 0) + dt);
      const when = ms(k.ts) >= fcp ? 'after FCP' : 'before FCP';
      const sk = `${when}: ${phase.startsWith('render') || phase.startsWith('commit') ? phase : 'other'}`;
      summary.set(sk, (summary.get(sk) ?? 0) + dt);
      const mod = moduleOf(leaf.callFrame);
      mods.set(mod, (mods.get(mod) ?? 0) + dt);
      const names = stack.map((n) => n.callFrame.functionName);
      // The component being rendered: the function renderWithHooks called (innermost).
      const rw = names.lastIndexOf('renderWithHooks');
      if (rw >= 0 && names[rw + 1]) comps.set(names[rw + 1], (comps.get(names[rw + 1]) ?? 0) + dt);
      // What started the work: the outermost named functions (the timer's or message's callback).
      const trig = names
        .filter((x) => x && x !== '(root)')
        .slice(0, 4)
        .join('>');
      triggers.set(trig, (triggers.get(trig) ?? 0) + dt);
      const cp = names.find((x) =>
        /^(commitMutationEffectsOnFiber|commitLayoutEffectOnFiber|commitPassiveMountOnFiber|commitBeforeMutationEffects|commitHookEffectListMount|commitAttachRef|commitPassiveUnmountOnFiber|recursivelyTraverseMutationEffects|recursivelyTraverseLayoutEffects)$/.test(
          x,
        ),
      );
      if (cp) {
        const effect = names.lastIndexOf('commitHookEffectListMount');
        const key =
          effect >= 0 && names[effect + 1]
            ? `${cp.replace(/OnFiber$/, '')}:${names[effect + 1]}`
            : cp.replace(/OnFiber$/, '');
        commitParts.set(key, (commitParts.get(key) ?? 0) + dt);
      }
      // The portal's own function nearest the leaf.
      for (let j = stack.length - 1; j >= 0; j--) {
        const m = moduleOf(stack[j].callFrame);
        if (m.startsWith('src/') || m.startsWith('packages/') || m.includes('web-common')) {
          const key = `${m.split('/').slice(-1)[0]}:${stack[j].callFrame.functionName || '(anon)'}`;
          own.set(key, (own.get(key) ?? 0) + dt);
          break;
        }
      }
    }
    const top = (m, n) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([key, v]) => `${key} ${v.toFixed(0)}`)
        .join(', ');
    console.log(
      `  ${ms(k.ts).toFixed(0).padStart(6)} +${(k.dur / 1000).toFixed(0).padStart(4)} ms${ms(end / 1) <= lcp ? ' (before LCP)' : ''}${ms(k.ts) < fcp ? ' (before FCP)' : ''}`,
    );
    console.log(`      events: ${top(kinds, 5)}; style ${style.toFixed(0)}, layout ${layout.toFixed(0)}`);
    console.log(`      phases: ${top(phases, 5)}`);
    console.log(`      modules: ${top(mods, 6)}`);
    if (own.size) console.log(`      own code: ${top(own, 5)}`);
    if (comps.size) console.log(`      components rendered: ${top(comps, 10)}`);
    if (commitParts.size) console.log(`      commit parts: ${top(commitParts, 8)}`);
    console.log(`      started by: ${top(triggers, 3)}`);
  }
  console.log(
    `  long tasks' samples by phase: ${[...summary]
      .sort()
      .map(([key, v]) => `${key} ${v.toFixed(0)} ms`)
      .join('; ')}`,
  );
}
