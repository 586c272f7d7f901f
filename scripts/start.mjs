// npm start: build what is missing or stale (web and server), then run the compiled server: app + API on the
// embedded database, or on Postgres with DATABASE_URL (WEB_CONCURRENCY processes, the number of cores by default).
import { spawn } from 'node:child_process';
import { buildServerIfStale } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

buildWebIfStale(process.env.WEB_DIST ?? 'dist/web');
const entry = await buildServerIfStale('dist/server');
const child = spawn(process.execPath, ['--enable-source-maps', entry], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
