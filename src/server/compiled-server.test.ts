// `npm start` runs the compiled server: the build script's output starts on the embedded database, migrates,
// and serves the API and the web app compressed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { spawnServer, type AppProcess } from './testing/app-process';

// Inside the project, so the bundle finds its packages in node_modules.
const outDir = `dist/server-test-${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-compiled-'));
let server: AppProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database only: nothing here depends on the driver.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the compiled server', () => {
  it('builds to one JavaScript file with its migrations, starts without the TypeScript loader and serves', async () => {
    const entry: string = await buildServer(outDir);
    expect(fs.existsSync(path.join(outDir, 'migrations', '0000_init.sql'))).toBe(true);
    expect(fs.readFileSync(entry, 'utf8')).not.toMatch(/from ['"]tsx/);
    const started = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'offline' }, { entry });
    server = started;
    await started.ready;
    const health = await fetch(`http://127.0.0.1:${started.port}/api/health`);
    expect(health.status).toBe(200);
    const domains = await fetch(`http://127.0.0.1:${started.port}/api/domains`, { headers: { 'accept-encoding': 'gzip' } });
    expect(domains.status).toBe(200);
    expect(domains.headers.get('content-encoding')).toBe('gzip');
    expect(((await domains.json()) as unknown[]).length).toBeGreaterThan(10);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  }, 120_000);
});
