// The server under browser test: a fresh embedded database (seeded) and its own web build.
import fs from 'node:fs';
import { spawn } from 'node:child_process';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = `.data-e2e-${port}`;
fs.rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, WEB_DIST: `dist/e2e-${port}`, APP_URL: `http://localhost:${port}`, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
