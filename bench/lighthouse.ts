// bench:lighthouse — Lighthouse (mobile defaults: a mid-range phone, slow 4G, 4× CPU slowdown) against Debian's
// Chromium on the compiled server with demo data: the landing page, the discover page and a tutor's profile page.
// Prints each page's performance score, FCP, LCP, TBT, CLS and the bytes it transferred; DETAIL=1 lists each
// page's requests with their bytes, largest first; REPORTS=<dir> keeps the whole reports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildServer } from '../scripts/build-server.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { spawnServer } from '../src/server/testing/app-process';

const WEB_DIST = process.env.WEB_DIST ?? 'dist/web';
const RUNS = Number(process.env.RUNS ?? 1);
const DETAIL = process.env.DETAIL === '1';
// REPORTS=<dir> keeps each run's whole Lighthouse report there as JSON, for a closer look.
const REPORTS = process.env.REPORTS;

async function main() {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error(`no web build in ${WEB_DIST}: run npm run build first`);
  if (!process.env.CHROME_PATH) ensureChromium();
  const outDir = `dist/server-bench-${process.pid}`;
  const entry = await buildServer(outDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  // The browser first: a server is never left running behind a browser that could not start.
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const server = await spawnServer({ NODE_ENV: 'development', WEB_DIST, DATA_DIR: dataDir, LOG_LEVEL: 'error', PAYMENT_PROVIDER: 'offline' }, { entry });
  try {
    await server.ready;
    const base = `http://localhost:${server.port}`;
    const experts = (await (await fetch(`${base}/api/experts?limit=1`)).json()) as { items: { id: string }[] };
    const pages = [
      ['landing', `${base}/`],
      ['discover', `${base}/discover-experts`],
      ['profile', `${base}/experts/${experts.items[0].id}`],
    ] as const;
    console.log(`bench:lighthouse — Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile defaults, Debian Chromium, ${RUNS} run(s) a page; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    // BenchmarkIndex is Lighthouse's measure of this machine's CPU (higher is faster): the simulated phone is
    // this machine slowed 4×, so scores of runs on machines of different indexes do not compare.
    console.log('page        score   FCP s   LCP s   TBT ms   CLS     bytes KB   BenchmarkIndex');
    const summary: string[] = [];
    for (const [name, url] of pages) {
      const scores: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`no Lighthouse result for ${url}`);
        const { audits, categories } = result.lhr;
        if (REPORTS) {
          fs.mkdirSync(REPORTS, { recursive: true });
          fs.writeFileSync(path.join(REPORTS, `${name}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
        const score = Math.round((categories.performance.score ?? 0) * 100);
        scores.push(score);
        const n = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        console.log(
          `${name.padEnd(10)} ${String(score).padStart(6)} ${(n('first-contentful-paint') / 1000).toFixed(1).padStart(7)} ${(n('largest-contentful-paint') / 1000).toFixed(1).padStart(7)} ${n('total-blocking-time').toFixed(0).padStart(8)} ${n('cumulative-layout-shift').toFixed(3).padStart(7)} ${(n('total-byte-weight') / 1024).toFixed(0).padStart(10)} ${String(Math.round(result.lhr.environment.benchmarkIndex ?? Number.NaN)).padStart(16)}`,
        );
        if (DETAIL && run === RUNS - 1) {
          const lcp = JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
          if (lcp) console.log(`    LCP element: ${lcp.slice(0, 160)}`);
          const items = (audits['network-requests']?.details as { items?: { url: string; transferSize?: number; resourceType?: string }[] } | undefined)?.items ?? [];
          for (const item of [...items].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0)))
            console.log(`    ${((item.transferSize ?? 0) / 1024).toFixed(1).padStart(7)} KB  ${(item.resourceType ?? '').padEnd(10)} ${item.url.replace(/^https?:\/\/[^/]+/, '')}`);
        }
        const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)];
        if (run === RUNS - 1) summary.push(`${name} ${RUNS > 1 ? `median ${median}` : score} (last run: LCP ${(n('largest-contentful-paint') / 1000).toFixed(1)} s, ${(n('total-byte-weight') / 1024).toFixed(0)} KB)`);
      }
    }
    console.log(`\nSummary: ${summary.join(' | ')}`);
  } finally {
    await chrome.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
