// `npm run dev`: the server restarted on every change (`tsx watch`), on the same embedded
// database and demo data as `npm start` (./data), and the Vite dev server with hot reload,
// which forwards every server path to it (apps/web/vite.config.ts), and a second one for the
// public site (apps/site, under /site/). Open the Vite addresses.
//   PORT       the server's port (default 8080; 0 picks a free one)
//   WEB_PORT   the portal's Vite dev server's port (default 5173; 0 picks a free one)
//   SITE_PORT  the site's Vite dev server's port (default 5174; 0 picks a free one)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { root } from './build-web.mjs';

/** A port from the environment, or a free one for 0. */
async function port(value, fallback) {
  const wanted = Number(value ?? fallback);
  if (!Number.isInteger(wanted) || wanted < 0 || wanted > 65_535) {
    throw new Error(`Not a port: ${value}`);
  }
  if (wanted !== 0) return wanted;
  return new Promise((resolve, reject) => {
    const probe = createNetServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** Resolves once the server answers /healthz; the server may take a while to migrate and seed. */
async function serverUp(url, stopped) {
  while (!stopped()) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

const apiPort = await port(process.env.PORT, 8080);
const webPort = await port(process.env.WEB_PORT, 5173);
const sitePort = await port(process.env.SITE_PORT, 5174);
const apiUrl = `http://127.0.0.1:${apiPort}`;

// The sign-in lines the server prints when it starts (the administrator's password is shown
// once, when the database is created), repeated under the address to open.
const signIn = [];
let printed = false;
let stopping = false;
let bannerSeen = () => {};
const serverBanner = new Promise((resolve) => {
  bannerSeen = resolve;
});

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
// A process group of its own, so that Ctrl+C reaches the watcher once, from stop() below: a
// second signal makes tsx kill the server at once, before it has closed the database.
const server = spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { DEMO_DATA: 'true', DATA_DIR: path.join(root, 'data'), ...process.env, PORT: String(apiPort) },
});
createInterface({ input: server.stdout }).on('line', (line) => {
  if (!printed && /^\s+(Sign in as:|Demo users|Database:|Sign in to the site as:)/.test(line))
    signIn.push(line.trim());
  console.log(line);
  // The last line of the server's start-up message (apps/server/src/main.ts).
  if (/^\s+API documentation:/.test(line)) bannerSeen();
});

let vite;
let siteVite;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  // tsx watch passes the signal on, and the server finishes its requests and closes the database.
  if (server.exitCode === null) server.kill('SIGTERM');
  await vite?.close();
  await siteVite?.close();
  if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  process.exit(code);
}
// Whatever ends this process, the server it started does not outlive it.
process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`The server watcher ended (exit code ${code}).`);
    void stop(code ?? 1);
  }
});

try {
  // Vite reads the server's address from API_TARGET (apps/web/vite.config.ts).
  process.env.API_TARGET = apiUrl;
  const { createServer } = await import('vite');
  vite = await createServer({
    root: path.join(root, 'apps/web'),
    configFile: path.join(root, 'apps/web/vite.config.ts'),
    server: { port: webPort, strictPort: true },
  });
  await vite.listen();
  siteVite = await createServer({
    root: path.join(root, 'apps/site'),
    configFile: path.join(root, 'apps/site/vite.config.ts'),
    server: { port: sitePort, strictPort: true },
  });
  await siteVite.listen();
} catch (error) {
  console.error(`The Vite dev server could not start: ${error.message}`);
  await stop(1);
}
console.log(`\n  Starting the server on ${apiUrl} (migrations, reference and demo data)...`);
if (await serverUp(apiUrl, () => stopping)) {
  // Listening comes just before the start-up message: wait for it, but not for ever.
  await Promise.race([serverBanner, new Promise((resolve) => setTimeout(resolve, 2000))]);
  printed = true;
  const open = vite.resolvedUrls?.local[0] ?? `http://localhost:${webPort}/`;
  const openSite = siteVite.resolvedUrls?.local[0] ?? `http://localhost:${sitePort}/site/`;
  console.log(
    [
      '',
      `  Open the portal at ${open}  (Vite, hot reload; the server restarts on every change)`,
      `  Open the public site at ${openSite}  (declarers and experts)`,
      ...signIn.map((line) => `  ${line}`),
      `  API documentation: ${apiUrl}/api-docs   Stop with Ctrl+C.`,
      '',
    ].join('\n'),
  );
}
