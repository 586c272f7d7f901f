// The server as an operator runs it, in child processes: one process per embedded data directory (a
// second server and the admin command refuse while it runs; a lock left by a killed process is stale), and
// on SIGTERM the requests in flight are answered before the process exits.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript, spawnServer, type AppProcess } from './testing/app-process';

const started: AppProcess[] = [];
afterAll(() => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
});
const tmpDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tm-faults-'));

describe('one process per embedded data directory', () => {
  it('refuses a second server and the admin command while one runs, and takes over a lock left by a killed one', async () => {
    const dataDir = tmpDataDir();
    const env = { DATA_DIR: dataDir, NODE_ENV: 'production' };
    const first = await spawnServer(env);
    started.push(first);
    await first.ready;
    expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8').trim()).toBe(String(first.child.pid));

    const second = await spawnServer(env);
    started.push(second);
    await expect(second.ready).rejects.toThrow(/in use by another process \(pid \d+\)/);
    expect(await second.exited).toBe(1);

    const admin = await runScript('src/server/db/seed/admin-cli.ts', ['create', 'nobody@test.example'], env);
    expect(admin.code).toBe(1);
    expect(admin.output).toMatch(/in use by another process/);
    expect(admin.output).toMatch(/stop the server/);

    // Killed without a chance to clean up: the lock file stays, naming a dead process.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
    const afterCrash = await runScript('src/server/db/seed/admin-cli.ts', ['create', 'nobody@test.example'], env);
    // It reached the database: the account does not exist there.
    expect(afterCrash.output).toMatch(/No account with the e-mail nobody@test.example/);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  }, 240_000);
});

/** One GET on a fresh connection: its status, or the error that ended it. */
function get(port: number, pathname: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

describe('graceful shutdown', () => {
  it('answers every request in flight when SIGTERM arrives, then exits 0', async () => {
    const server = await spawnServer({ DATA_DIR: tmpDataDir(), NODE_ENV: 'production' });
    started.push(server);
    await server.ready;
    // Requests in flight: a burst, with the signal sent while they are being served.
    const burst = Array.from({ length: 60 }, (_, i) => get(server.port, i % 2 ? '/api/experts?limit=50' : '/api/domains'));
    await new Promise((r) => setTimeout(r, 30));
    server.child.kill('SIGTERM');
    const results = await Promise.all(burst);
    const cut = results.filter((r) => typeof r === 'string' ? r !== 'ECONNREFUSED' : r >= 500);
    expect(cut).toEqual([]);
    expect(results.filter((r) => r === 200).length).toBeGreaterThan(0);
    expect(await server.exited).toBe(0);
    // Refused once the listener has closed; nothing is accepted and then dropped.
    expect(await get(server.port, '/api/health')).toBe('ECONNREFUSED');
  }, 120_000);
});
