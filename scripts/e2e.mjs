// Browser tests: build the app for the test server, then Playwright on Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { buildWebIfStale } from './build-web.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const port = process.env.E2E_PORT ?? '3100';
// The browser tests' build is made with every server secret set to a marker: live-session.spec.ts checks that
// none of them reached the bundle.
const MARKER = 'e2e-server-secret-never-in-the-bundle';
const SECRETS = ['TURN_SECRET', 'AI_API_KEY', 'S3_SECRET_ACCESS_KEY', 'DAILY_API_KEY', 'LIVEKIT_API_SECRET', 'AUTH_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'SMTP_URL'];
buildWebIfStale(`dist/e2e-${port}`, Object.fromEntries(SECRETS.map((name) => [name, `${MARKER}-${name}`])));
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, E2E_PORT: port } });
process.exit(r.status ?? 1);
