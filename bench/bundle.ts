// npm run bench:bundle — what the landing page downloads before it is interactive: the entry chunk,
// its static imports and the lazily loaded home route, gzipped (target ≤ 150 KB of JavaScript).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
execSync(`npx vite build --logLevel error --outDir ${out}`, { stdio: 'inherit' });
const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const i of manifest[key]?.imports ?? []) visit(i);
};
visit('index.html');
const home = Object.keys(manifest).find((k) => k.endsWith('app/routes/home.tsx'));
if (home) visit(home);

let js = 0;
let css = 0;
const rows: [string, number][] = [];
for (const key of seen) {
  const chunk = manifest[key];
  const size = gzipSync(fs.readFileSync(path.join(out, chunk.file))).length;
  js += size;
  rows.push([chunk.file, size]);
  for (const c of chunk.css ?? []) css += gzipSync(fs.readFileSync(path.join(out, c))).length;
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`Landing page JavaScript (gzip): ${(js / 1024).toFixed(1)} KB in ${rows.length} files; CSS (gzip): ${(css / 1024).toFixed(1)} KB`);
fs.rmSync(out, { recursive: true, force: true });
