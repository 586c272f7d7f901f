// npm start: build what is missing, then serve app + API (embedded database unless DATABASE_URL).
import { spawn } from 'node:child_process';
import { buildWebIfStale } from './build-web.mjs';

buildWebIfStale(process.env.WEB_DIST ?? 'dist/web');
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
