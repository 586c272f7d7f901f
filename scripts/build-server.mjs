// Compiles the server to one JavaScript file (dist/server/index.js) for `npm start`: dependencies stay in
// node_modules, the database migrations are copied beside it. The TypeScript loader is only for `npm run dev`.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newest } from './build-web.mjs';

/** Builds into outDir; returns the entry file. */
export async function buildServer(outDir = 'dist/server') {
  const outfile = path.join(outDir, 'index.js');
  await build({
    entryPoints: ['src/server/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    // Packages written for CommonJS that the bundle's own code reaches by require().
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  // The migrator reads its SQL files from beside the running module (db/client.ts).
  fs.rmSync(path.join(outDir, 'migrations'), { recursive: true, force: true });
  fs.cpSync('src/server/db/migrations', path.join(outDir, 'migrations'), { recursive: true });
  return outfile;
}

/** Builds when the output is missing or older than the server's sources or the installed packages. */
export async function buildServerIfStale(outDir = 'dist/server') {
  const outfile = path.join(outDir, 'index.js');
  const sources = Math.max(newest('src/server'), newest('src/shared'), fs.statSync('package-lock.json').mtimeMs);
  if (fs.existsSync(outfile) && fs.statSync(outfile).mtimeMs >= sources) return outfile;
  console.log(`Compiling the server into ${outDir}…`);
  return buildServer(outDir);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer(process.argv[2]);
