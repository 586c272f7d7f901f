// Builds the web app when the build is missing or older than its sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

export function buildWebIfStale(outDir = 'dist/web') {
  const index = path.join(outDir, 'index.html');
  const sources = Math.max(newest('src/web'), newest('src/shared'), fs.statSync('vite.config.ts').mtimeMs, fs.statSync('package-lock.json').mtimeMs);
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sources) return;
  console.log(`Building the web app into ${outDir}…`);
  execSync(`npx vite build --logLevel warn --outDir ${path.resolve(outDir)}`, { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale(process.argv[2]);
