// `npm start`: builds the portal if its sources changed, then runs the server on
// one port with the embedded database (under ./data) and the demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuilt, root } from './build-web.mjs';

ensureWebBuilt();

const env = { DEMO_DATA: 'true', DATA_DIR: path.join(root, 'data'), ...process.env };
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env,
});
// The server shuts down gracefully on these; pass them on rather than dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
