// Runs the real server (src/server/index.ts) or a command in a child process, for tests and benchmarks of
// what happens across processes: locks, concurrent starts, signals.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

export type AppProcess = {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a server (the TypeScript sources, or a compiled `entry`); `ready` resolves once it listens and rejects
 * when it exits first.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { entry?: string; /** How long it may take to listen (several processes compiling at once on a busy machine take longer). */ startTimeoutMs?: number } = {},
): Promise<AppProcess & { ready: Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, options.entry ? [options.entry] : ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${port}`,
      AUTH_SECRET: 'test-secret-test-secret-test-secret',
      LOG_LEVEL: 'warn',
      TEST_DATABASE_URL: '',
      // One process each unless a test asks for more: a test's "second server" is one process.
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), options.startTimeoutMs ?? 90_000);
    const onData = () => {
      if (out.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${out}`));
    });
  });
  ready.catch(() => undefined);
  return { child, port, output: () => out, exited, ready };
}

/** Runs a TypeScript entry to completion; its exit code and output. */
export function runScript(file: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      env: { ...process.env, TEST_DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
