// npm test: typecheck, lint, unused code, unit + integration (embedded Postgres, then real Postgres when
// TEST_DATABASE_URL is set), then end-to-end in Chromium. Stops at the first failing step and ends
// with one total line over every test runner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-test-'));
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`];

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  // Unused files, exports and dependencies (knip.json names the entry points).
  ['unused code', 'npx', ['knip', '--no-progress']],
  ['unit + integration (embedded database)', 'npx', ['vitest', 'run', ...vitestJson('vitest-pglite')], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['integration (Postgres)', 'npx', ['vitest', 'run', 'src/server', ...vitestJson('vitest-postgres')], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
}
steps.push(['end-to-end (Chromium)', 'node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT: path.join(reports, 'playwright.json') }]);

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

const started = Date.now();
let status = 0;
for (const [name, cmd, args, env] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`${r.status === 0 ? '✔' : '✖'} ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  if (r.status !== 0) {
    status = r.status ?? 1;
    break;
  }
}
const { passed, failed, skipped } = totals();
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${status === 0 ? 'All checks passed' : 'Checks failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`Total: ${passed} passed, ${status !== 0 && failed === 0 ? 1 : failed} failed, ${skipped} skipped`);
process.exit(status);
