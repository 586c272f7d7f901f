// Builds the web app when the build is missing or older than its sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of any file under dir. */
export function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Builds into outDir unless the build there is newer than its sources and was made with the same extra
 * environment variables (their names are kept in .vite/build-env.json; `env` adds them to the build's own).
 */
export function buildWebIfStale(outDir = 'dist/web', env = {}) {
  const index = path.join(outDir, 'index.html');
  const stamp = path.join(outDir, '.vite', 'build-env.json');
  const names = JSON.stringify(Object.keys(env).sort());
  const sources = Math.max(newest('src/web'), newest('src/shared'), fs.statSync('vite.config.ts').mtimeMs, fs.statSync('package-lock.json').mtimeMs);
  const sameEnv = (fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '[]') === names;
  const renderer = path.join(outDir, '.ssr', 'entry-server.js');
  if (fs.existsSync(index) && fs.existsSync(renderer) && fs.statSync(index).mtimeMs >= sources && sameEnv) return;
  console.log(`Building the web app into ${outDir}…`);
  execSync(`npx vite build --logLevel warn --outDir ${path.resolve(outDir)}`, { stdio: 'inherit', env: { ...process.env, ...env } });
  // The server's renderer of the public pages, beside the build it renders for (src/server/http/page-render.ts).
  execSync(`npx vite build --logLevel warn --ssr entry-server.tsx --outDir ${path.resolve(outDir, '.ssr')}`, { stdio: 'inherit', env: { ...process.env, ...env } });
  fs.writeFileSync(stamp, names);
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale(process.argv[2]);
