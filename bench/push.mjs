// Real-time push at scale: starts one server instance on a scratch database, signs in,
// opens CLIENTS WebSocket clients on /websocket/{userId} (one user, many sockets: a
// notice to everyone goes to every socket alike), then publishes a notice to everyone
// through the HTTP API (addNotice, then updateStatus release) and measures the time from
// sending the release request to the last client's receipt of its release push.
// RUNS runs, median printed. BENCH_DATABASE_URL=postgres://... runs on PostgreSQL.
// Run: node bench/push.mjs   (CLIENTS=5000 RUNS=5 by default; raise `ulimit -n` above 2x CLIENTS)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { BENCH_PASSWORD as PASSWORD, withScratchServerEnv } from './support/scratch-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENTS = Number(process.env.CLIENTS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 5);
const CONNECT_BATCH = 250;

function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/running at (http:\/\/localhost:\d+)/);
      if (m) resolve({ child, url: m[1].replace('localhost', '127.0.0.1') });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

async function call(base, urlPath, token, body) {
  const res = await fetch(base + urlPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${urlPath}: ${res.status} ${json.rtnMessage}`);
  return json.dataSet;
}

/** Opens the clients in batches; each records when it receives the release push it waits for. */
async function openClients(base, userId, token) {
  const url = `${base.replace(/^http/, 'ws')}/websocket/${userId}?token=${encodeURIComponent(token)}`;
  const clients = [];
  for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - i) }, () => {
      const client = { socket: new WebSocket(url), waitingFor: null, receivedAt: 0 };
      client.socket.on('message', (data) => {
        const push = JSON.parse(String(data));
        if (push.dataType === 'release' && push.msgId === client.waitingFor)
          client.receivedAt = performance.now();
      });
      client.socket.on('close', (code) => {
        if (!client.stopping) throw new Error(`a client was closed (${code})`);
      });
      return new Promise((resolve, reject) => {
        client.socket.once('open', () => resolve(client));
        client.socket.once('error', reject);
      });
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

async function oneRun(base, token, clients, run) {
  await call(base, '/rest/noticeService/addNotice', token, {
    titile: `bench push ${run}`,
    msgContent: '<p>bench</p>',
    msgType: 'ALL',
    priority: 'M',
  });
  const page = await call(base, '/rest/noticeService/getNoticeByPage', token, {
    pageNum: 1,
    pageSize: 1,
    titile: `bench push ${run}`,
  });
  const noticeId = String(page.result[0].id);
  for (const c of clients) {
    c.waitingFor = noticeId;
    c.receivedAt = 0;
  }
  const started = performance.now();
  await call(base, '/rest/noticeService/updateStatus', token, { noticeId: Number(noticeId), sendStatus: 1 });
  const answered = performance.now() - started;
  const deadline = Date.now() + 60_000;
  while (clients.some((c) => c.receivedAt === 0)) {
    if (Date.now() > deadline) {
      const missing = clients.filter((c) => c.receivedAt === 0).length;
      throw new Error(`${missing} of ${CLIENTS} clients got no release push within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const last = Math.max(...clients.map((c) => c.receivedAt)) - started;
  const first = Math.min(...clients.map((c) => c.receivedAt)) - started;
  return { answered, first, last };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

await withScratchServerEnv(async (env, label) => {
  const { child, url } = await startServer(env);
  try {
    const login = await call(url, '/callback?client_name=myform_client', null, {
      username: 'admin',
      password: PASSWORD,
    });
    const token = login.token;
    const userId = login.userInfo.userId;
    const openStarted = performance.now();
    const clients = await openClients(url, userId, token);
    console.log(
      `database: ${label}; ${clients.length} clients open in ${Math.round(performance.now() - openStarted)} ms`,
    );
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const r = await oneRun(url, token, clients, run);
      runs.push(r);
      console.log(
        `run ${run}: release answered in ${r.answered.toFixed(1)} ms; first client ${r.first.toFixed(1)} ms, last client ${r.last.toFixed(1)} ms`,
      );
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(
      `median of ${RUNS}: publish to last of ${CLIENTS} clients ${median(runs.map((r) => r.last)).toFixed(1)} ms ` +
        `(release call answered ${median(runs.map((r) => r.answered)).toFixed(1)} ms, first client ${median(runs.map((r) => r.first)).toFixed(1)} ms)`,
    );
    for (const c of clients) {
      c.stopping = true;
      c.socket.terminate();
    }
  } finally {
    await stop(child);
  }
});
