// Browser tests: build the app for the test server, then Playwright on Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { buildWebIfStale } from './build-web.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const port = process.env.E2E_PORT ?? '3100';
buildWebIfStale(`dist/e2e-${port}`);
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, E2E_PORT: port } });
process.exit(r.status ?? 1);
