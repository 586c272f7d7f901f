// npm test: typecheck, lint, unused code, unit + integration (embedded Postgres, then real Postgres when
// TEST_DATABASE_URL is set), then end-to-end in Chromium. Stops at the first failing stage and ends with one
// total line over every test runner.
//
// Steps that use different resources run side by side, each in its own stage:
//   1. typecheck, lint and unused code (each mostly one core);
//   2. unit + integration on the embedded database (all cores);
//   3. integration on Postgres (a Postgres server) beside end-to-end (Chromium and an embedded-database app); under
//      CI one after the other (see below).
// A step running beside others has its output held and printed whole when it ends, so logs never interleave.
// TEST_SERIAL=1 runs them one at a time instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-test-'));
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`];

const stages = [
  [
    ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    // Unused files, exports and dependencies (knip.json names the entry points).
    ['unused code', 'npx', ['knip', '--no-progress']],
  ],
  [['unit + integration (embedded database)', 'npx', ['vitest', 'run', ...vitestJson('vitest-pglite')], { TEST_DATABASE_URL: '' }]],
  [],
];
// Under CI (or TEST_BROWSERS_APART=1) the Postgres suite and the browser tests run one after the other. Side by side
// on a 2-core machine that other work also slows, the browser tests waited for pages that render in a second alone
// until their timeouts ran out (a run at load average 28); apart, each has the machine and its timeouts mean what
// they say.
const apart = process.env.CI === 'true' || process.env.TEST_BROWSERS_APART === '1';
if (process.env.TEST_DATABASE_URL) {
  // Beside the browser tests, one worker: they keep the other core.
  stages[2].push(['integration (Postgres)', 'npx', ['vitest', 'run', 'src/server', `--maxWorkers=${apart ? 2 : 1}`, ...vitestJson('vitest-postgres')], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
}
if (apart) stages.push([]);
stages[stages.length - 1].push(['end-to-end (Chromium)', 'node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT: path.join(reports, 'playwright.json') }]);

function totals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of fs.readdirSync(reports)) {
    const r = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
    if (r.stats) {
      passed += r.stats.expected + r.stats.flaky;
      failed += r.stats.unexpected;
      skipped += r.stats.skipped;
    } else {
      passed += r.numPassedTests ?? 0;
      failed += r.numFailedTests ?? 0;
      skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    }
  }
  return { passed, failed, skipped };
}

const children = new Set();
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
    process.exit(130);
  });
}

/** Runs one step; alone it prints as it goes, beside others its output is held and printed whole at its end. */
function run([name, cmd, args, env], alone) {
  const t = Date.now();
  if (alone) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    children.add(child);
    const held = [];
    if (!alone) {
      child.stdout.on('data', (d) => held.push(d));
      child.stderr.on('data', (d) => held.push(d));
    }
    const done = (status) => {
      children.delete(child);
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(held));
      }
      console.log(`${status === 0 ? '✔' : '✖'} ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      resolve(status);
    };
    child.on('error', (err) => {
      held.push(Buffer.from(`${err.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

// TEST_SERIAL=1 runs every step on its own, one after another (output as it goes).
const plan = process.env.TEST_SERIAL === '1' ? stages.flat().map((step) => [step]) : stages;

const started = Date.now();
let status = 0;
for (const steps of plan) {
  if (!steps.length) continue;
  if (steps.length > 1) console.log(`\n▶ ${steps.map(([name]) => name).join(', ')} (side by side; each one's output follows when it ends)`);
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const failed = results.find((r) => r !== 0);
  if (failed !== undefined) {
    status = failed;
    break;
  }
}
const { passed, failed, skipped } = totals();
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${status === 0 ? 'All checks passed' : 'Checks failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`Total: ${passed} passed, ${status !== 0 && failed === 0 ? 1 : failed} failed, ${skipped} skipped`);
process.exit(status);
