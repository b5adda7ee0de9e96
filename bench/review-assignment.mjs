// Expert-review assignment and calibration at scale (issue 16, docs/domain.md "Expert review").
// Generated data, seeded: declarations in 20 disciplines with keywords, experts of 20
// disciplines in 1 organisation per 2.5 experts, 1% of pairs conflicted. Each scenario runs
// in a child process of its own, so its peak RSS is its own:
// - assign-1000: 1,000 declarations × 500 experts × 5 per declaration (top-40 candidates, the default), loads 5..15;
// - draw-1000: the same drawn (抽取) with each pair's probability capped at q = 0.5;
// - assign-3000: 3,000 × 1,500 × 5 (top-40), loads 5..15;
// - assign-10000: 10,000 × 6,000 × 4 (top-50), loads 2..10 (only with --large);
// - calibrate-50000: the four methods and the flags over 50,000 scores (10,000 declarations × 5).
// Prints wall time, CPU time, peak RSS and the solution's figures (a check that it is
// feasible: k per declaration, loads in bounds, no conflicted pair, one expert per organisation).
// Run: node bench/review-assignment.mjs [--large]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const here = fileURLToPath(import.meta.url);
const review = (file) => new URL(`../apps/server/src/modules/review/${file}`, import.meta.url).href;

const SCENARIOS = {
  'assign-1000': { kind: 'assign', d: 1000, e: 500, k: 5, minLoad: 5, maxLoad: 15 },
  'draw-1000': { kind: 'assign', d: 1000, e: 500, k: 5, minLoad: 5, maxLoad: 15, drawn: 0.5 },
  'assign-3000': { kind: 'assign', d: 3000, e: 1500, k: 5, minLoad: 5, maxLoad: 15 },
  'assign-10000': {
    kind: 'assign',
    d: 10_000,
    e: 6000,
    k: 4,
    minLoad: 2,
    maxLoad: 10,
    candidates: 50,
    large: true,
  },
  'calibrate-50000': { kind: 'calibrate', d: 10_000, e: 2000, k: 5 },
};

/** A small seeded generator (mulberry32), so every run measures the same instance. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function runOne(name) {
  const s = SCENARIOS[name];
  const random = rng(16);
  const pick = (n) => Math.floor(random() * n);
  if (s.kind === 'calibrate') {
    const { calibrate } = await import(review('calibration.ts'));
    const bias = Array.from({ length: s.e }, () => (random() - 0.5) * 20);
    const reviews = [];
    for (let d = 1; d <= s.d; d += 1) {
      const quality = 40 + random() * 50;
      const seen = new Set();
      while (seen.size < s.k) seen.add(pick(s.e));
      for (const e of seen)
        reviews.push({
          declarationId: d,
          expertId: e + 1,
          total: Math.max(0, Math.min(100, quality + bias[e] + (random() - 0.5) * 10)),
        });
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    const rows = calibrate(reviews, 100, { range: 30, sd: 12 });
    const ms = performance.now() - started;
    const flagged = rows.filter((r) => r.flags.range || r.flags.sd || r.flags.outliers.length).length;
    return {
      name,
      scores: reviews.length,
      declarations: rows.length,
      flagged,
      ms,
      cpuMs: process.cpuUsage(cpu).user / 1000,
    };
  }
  const { loadSolver, solveAssignment, SOLVER_VERSION } = await import(review('assignment/solve.ts'));
  const declarations = Array.from({ length: s.d }, (_, i) => ({
    id: i + 1,
    name: `D${i + 1}`,
    discipline: `d${pick(20)}`,
    keywords: [`k${pick(200)}`, `k${pick(200)}`, `k${pick(200)}`],
    need: s.k,
  }));
  const experts = Array.from({ length: s.e }, (_, i) => ({
    id: i + 1,
    name: `E${i + 1}`,
    organisation: `org${pick(Math.ceil(s.e / 2.5))}`,
    discipline: `d${pick(20)}`,
    keywords: [`k${pick(200)}`, `k${pick(200)}`, `k${pick(200)}`, `k${pick(200)}`],
    minLoad: s.minLoad,
    maxLoad: s.maxLoad,
  }));
  const excluded = [];
  const conflicts = Math.round(s.d * s.e * 0.01);
  for (let i = 0; i < conflicts; i += 1) excluded.push([1 + pick(s.d), 1 + pick(s.e)]);
  const problem = {
    label: { kind: 'group', name: name },
    mode: s.drawn ? 'drawn' : 'optimal',
    ...(s.drawn && { pairCap: s.drawn }),
    seed: 7,
    declarations,
    experts,
    excluded,
    ...(s.candidates && { candidatesPerDeclaration: s.candidates }),
  };
  // The WebAssembly module loads once per process: timed apart.
  const loadStarted = performance.now();
  await loadSolver();
  const loadMs = performance.now() - loadStarted;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const outcome = await solveAssignment(problem);
  const ms = performance.now() - started;
  const cpuMs = process.cpuUsage(cpu).user / 1000;
  if (outcome.status !== 'optimal')
    return { name, status: outcome.status, problems: outcome.problems.slice(0, 3), ms };
  const load = new Map();
  const per = new Map();
  const orgs = new Set();
  const conflicted = new Set(excluded.map(([d, e]) => `${d}:${e}`));
  const organisationOf = new Map(experts.map((e) => [e.id, e.organisation]));
  let broken = 0;
  for (const p of outcome.pairs) {
    load.set(p.expertId, (load.get(p.expertId) ?? 0) + 1);
    per.set(p.declarationId, (per.get(p.declarationId) ?? 0) + p.match);
    const org = `${p.declarationId}|${organisationOf.get(p.expertId)}`;
    if (orgs.has(org) || conflicted.has(`${p.declarationId}:${p.expertId}`)) broken += 1;
    orgs.add(org);
  }
  const loads = experts.map((e) => load.get(e.id) ?? 0);
  const means = [...per.values()].map((m) => m / s.k);
  return {
    name,
    solver: SOLVER_VERSION,
    pairs: outcome.pairs.length,
    expected: s.d * s.k,
    broken,
    meanMatch: +(means.reduce((a, b) => a + b, 0) / means.length).toFixed(2),
    minMatch: +Math.min(...means).toFixed(2),
    load: `${Math.min(...loads)}..${Math.max(...loads)}`,
    loadMs: Math.round(loadMs),
    ms,
    cpuMs,
  };
}

if (process.argv[2] === '--one') {
  const result = await runOne(process.argv[3]);
  const message = { ...result, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
  if (process.send) process.send(message);
  else console.log(JSON.stringify(message));
} else {
  const large = process.argv.includes('--large');
  const { loadavg, cpus } = await import('node:os');
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  for (const name of Object.keys(SCENARIOS)) {
    if (SCENARIOS[name].large && !large) {
      console.log(`${name}: skipped (pass --large)`);
      continue;
    }
    const result = await new Promise((resolve, reject) => {
      const child = fork(here, ['--one', name], { stdio: 'inherit' });
      child.on('message', resolve);
      child.on('exit', (code) => code && reject(new Error(`${name} exited with ${code}`)));
    });
    const { ms, cpuMs, ...rest } = result;
    console.log(`${name}: ${Math.round(ms)} ms wall, ${Math.round(cpuMs ?? 0)} ms CPU`, JSON.stringify(rest));
  }
}
