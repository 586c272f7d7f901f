// bench:http — the compiled server under autocannon (50 connections, 10 s a line), on the embedded database and on
// Postgres (one process and WEB_CONCURRENCY=2): /api/health, the expert list, a profile, the AI search, the
// landing page and its largest script with Brotli; each line with req/s, p50, p99 and its ratio to /api/health in the
// same configuration. Then the expert list at 500 req/s on Postgres (its p99), as a steady arrival rate and as
// autocannon's per-second bursts, and the bytes of the landing page. DURATION=seconds shortens each line; PG_URL (or TEST_DATABASE_URL) names the Postgres server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../scripts/build-server.mjs';
import { spawnServer, type AppProcess } from '../src/server/testing/app-process';
import { freshPostgres } from './lib/fresh-postgres';
import { steadyRate } from './lib/steady-rate';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 50;
const PG_URL = process.env.PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WEB_DIST = process.env.WEB_DIST ?? 'dist/web';

type Line = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; bytes: number };

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
}

const line = (name: string, r: autocannon.Result): Line => ({
  name,
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
  bytes: r.throughput.average / Math.max(1, r.requests.average),
});

async function waitReady(base: string) {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} never became ready`);
}

async function measure(label: string, server: AppProcess): Promise<Line[]> {
  const base = `http://127.0.0.1:${server.port}`;
  await waitReady(base);
  const experts = (await (await fetch(`${base}/api/experts?limit=12`)).json()) as { items: { id: string }[] };
  const profileId = experts.items[0].id;
  const html = await (await fetch(`${base}/`)).text();
  // The landing page's largest script (its entry and the chunks it preloads): what a phone waits for longest.
  const scripts = [...html.matchAll(/<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"/g)].map((m) => m[1]);
  const sized = await Promise.all(scripts.map(async (src) => ({ src, bytes: (await (await fetch(`${base}${src}`)).arrayBuffer()).byteLength })));
  const mainScript = sized.sort((a, b) => b.bytes - a.bytes)[0]?.src;
  if (!mainScript) throw new Error('no script in the landing page');
  // Warm-up: plans, caches, JIT.
  await load(`${base}/api/experts?limit=12`, { duration: 2 });
  const br = { 'accept-encoding': 'br, gzip' };
  const lines: Line[] = [];
  const health1 = await load(`${base}/api/health`);
  lines.push(line('GET /api/health', health1));
  lines.push(line('GET /api/experts?limit=12', await load(`${base}/api/experts?limit=12`, { headers: br })));
  lines.push(line('GET /api/experts/:id/profile', await load(`${base}/api/experts/${profileId}/profile`, { headers: br })));
  const queries = ['maths tutor for class 10 CBSE in Hindi', 'spoken English for a working professional, evenings', 'IELTS speaking practice under 800 an hour', 'python for a beginner'];
  let q = 0;
  lines.push(
    line(
      'POST /api/ai/tutor-search',
      await load(`${base}/api/ai/tutor-search`, {
        method: 'POST',
        headers: { ...br, 'content-type': 'application/json', origin: base },
        setupClient: (client) => client.setBody(JSON.stringify({ query: queries[q++ % queries.length] })),
      }),
    ),
  );
  lines.push(line('GET / (HTML)', await load(`${base}/`, { headers: br })));
  lines.push(line(`GET largest script (br)`, await load(`${base}${mainScript}`, { headers: br })));
  const health2 = await load(`${base}/api/health`);
  lines[0] = { ...lines[0], rps: (health1.requests.average + health2.requests.average) / 2 };
  console.log(`\n${label}  (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  console.log('  endpoint                        req/s    p50 ms   p99 ms   vs health   bytes/answer   errors');
  for (const l of lines) {
    const ratio = l.rps / lines[0].rps;
    console.log(
      `  ${l.name.padEnd(30)} ${l.rps.toFixed(0).padStart(6)} ${l.p50.toFixed(0).padStart(9)} ${l.p99.toFixed(0).padStart(8)} ${`${(ratio * 100).toFixed(0)}%`.padStart(11)} ${l.bytes.toFixed(0).padStart(14)} ${String(l.errors + l.non2xx).padStart(8)}`,
    );
  }
  return lines;
}

async function stop(server: AppProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
}

async function main() {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error(`no web build in ${WEB_DIST}: run npm run build first`);
  const outDir = `dist/server-bench-${process.pid}`;
  const entry = await buildServer(outDir);
  const common = { NODE_ENV: 'development', WEB_DIST, LOG_LEVEL: 'error', PAYMENT_PROVIDER: 'offline' };
  console.log(`bench:http — autocannon, ${CONNECTIONS} connections, ${DURATION} s a line, compiled server, demo data; ${os.cpus().length} cores`);
  const summary: string[] = [];
  try {
    // The embedded database.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
    const embedded = await spawnServer({ ...common, DATA_DIR: dataDir }, { entry });
    await embedded.ready;
    const e = await measure('Embedded database, one process', embedded);
    await stop(embedded);
    fs.rmSync(dataDir, { recursive: true, force: true });
    summary.push(`embedded: experts ${(e[1].rps / e[0].rps * 100).toFixed(0)}% of health (${e[1].rps.toFixed(0)} vs ${e[0].rps.toFixed(0)} req/s)`);

    const db = await freshPostgres(PG_URL, 'bench_http');
    try {
      const one = await spawnServer({ ...common, DATABASE_URL: db.url, WEB_CONCURRENCY: '1', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-')) }, { entry });
      await one.ready;
      const p1 = await measure('Postgres, one process', one);
      const base1 = `http://127.0.0.1:${one.port}`;
      // 500 req/s as a steady arrival rate (one request every 2 ms), and as autocannon's overallRate (each second's
      // 500 requests sent as the second begins by 50 connections at once) for comparison.
      const steady = await steadyRate(`${base1}/api/experts?limit=12`, { rate: 500, seconds: DURATION, connections: CONNECTIONS, headers: { 'accept-encoding': 'br, gzip' } });
      console.log(
        `  GET /api/experts?limit=12 at a steady 500 req/s: ${steady.answered} of ${steady.sent} answered, p50 ${steady.p50.toFixed(1)} ms, p99 ${steady.p99.toFixed(1)} ms, max ${steady.max.toFixed(0)} ms, errors ${steady.errors}`,
      );
      const fixed = await load(`${base1}/api/experts?limit=12`, { overallRate: 500, headers: { 'accept-encoding': 'br, gzip' } });
      console.log(`  GET /api/experts?limit=12 at autocannon's overallRate 500 (bursts of 50 each second): ${fixed.requests.average.toFixed(0)} req/s, p50 ${fixed.latency.p50} ms, p99 ${fixed.latency.p99} ms`);
      await stop(one);

      const two = await spawnServer({ ...common, DATABASE_URL: db.url, WEB_CONCURRENCY: '2', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-')) }, { entry });
      await two.ready;
      const p2 = await measure('Postgres, WEB_CONCURRENCY=2', two);
      await stop(two);
      summary.push(
        `postgres: experts ${(p1[1].rps / p1[0].rps * 100).toFixed(0)}% of health (${p1[1].rps.toFixed(0)} vs ${p1[0].rps.toFixed(0)} req/s), p99 at a steady 500 req/s ${steady.p99.toFixed(1)} ms (autocannon's bursts: ${fixed.latency.p99} ms)`,
        `WEB_CONCURRENCY=2 vs one process on /api/experts: ${(p2[1].rps / p1[1].rps).toFixed(2)}× (${p2[1].rps.toFixed(0)} vs ${p1[1].rps.toFixed(0)} req/s)`,
      );
    } finally {
      await db.drop();
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  console.log(`\nSummary: ${summary.join(' | ')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
