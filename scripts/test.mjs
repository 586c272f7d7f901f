// npm test: typecheck, lint, unit + integration (embedded Postgres, then real Postgres when
// TEST_DATABASE_URL is set), then end-to-end in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit + integration (embedded database)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['integration (Postgres)', 'npx', ['vitest', 'run', 'src/server'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
}
steps.push(['end-to-end (Chromium)', 'node', ['scripts/e2e.mjs']]);

const started = Date.now();
for (const [name, cmd, args, env] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`${r.status === 0 ? '✔' : '✖'} ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
