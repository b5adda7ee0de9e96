// What the access log's three hooks cost by themselves, without a row:
//
//   node bench/access-log-hooks.mjs   [REQUESTS=20000] [ROUNDS=6]
//
// One process, three bare Fastify apps with the same route: no hooks; the log's three callback
// hooks (preHandler, onSend, onResponse, platform/access-log.ts) doing nothing; the same with the
// preHandler entering an AsyncLocalStorage as the request's trace does (platform/request-writes.ts).
// Each app gets REQUESTS injected requests, 16 at a time, after a warm-up; the apps alternate in
// order from round to round; the script prints CPU per request per round and the median.
import { AsyncLocalStorage } from 'node:async_hooks';
import Fastify from 'fastify';

const REQUESTS = Number(process.env.REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const trace = new AsyncLocalStorage();

async function build(kind) {
  const app = Fastify({ logger: false });
  if (kind !== 'no hooks') {
    app.addHook('preHandler', (_request, _reply, done) =>
      kind === 'hooks + ALS' ? trace.run({ wrote: false }, done) : done(),
    );
    app.addHook('onSend', (_request, _reply, payload, done) => done(null, payload));
    app.addHook('onResponse', (_request, _reply, done) => done());
  }
  app.post('/route', async () => ({ ok: true, list: [1, 2, 3] }));
  await app.ready();
  return app;
}

const inject = (app) => app.inject({ method: 'POST', url: '/route', payload: { a: 1 } });
const kinds = ['no hooks', 'hooks', 'hooks + ALS'];
const apps = Object.fromEntries(await Promise.all(kinds.map(async (k) => [k, await build(k)])));
const results = Object.fromEntries(kinds.map((k) => [k, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const kind of round % 2 ? [...kinds].reverse() : kinds) {
    for (let i = 0; i < 2000; i++) await inject(apps[kind]);
    const start = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i += 16)
      await Promise.all(Array.from({ length: 16 }, () => inject(apps[kind])));
    const used = process.cpuUsage(start);
    results[kind].push((used.user + used.system) / REQUESTS);
  }
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const kind of kinds)
  console.log(
    `${kind.padEnd(12)} ${results[kind].map((us) => us.toFixed(1)).join(' ')}  median ${median(results[kind]).toFixed(1)} µs CPU/request`,
  );
await Promise.all(kinds.map((k) => apps[k].close()));
