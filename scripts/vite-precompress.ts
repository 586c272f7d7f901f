// A build step: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of 1 KB or more, so the
// server sends the smallest one a browser accepts without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;
/**
 * Brotli's best setting costs about a second per megabyte: the page's own scripts (well under this size) get it,
 * the few large chunks loaded later (the whiteboard, the video SDKs) get a setting ten times faster and a few
 * per cent larger.
 */
const BEST_UP_TO_BYTES = 512 * 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

/** Compresses the text files of a built directory at the highest settings (a one-off cost at build time). */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = filesUnder(dir).filter((f) => TEXT.test(f) && !f.includes(`${path.sep}.vite${path.sep}`));
  await Promise.all(
    files.map(async (file) => {
      const data = fs.readFileSync(file);
      if (data.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: data.length <= BEST_UP_TO_BYTES ? 11 : 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzip(data, { level: data.length <= BEST_UP_TO_BYTES ? 9 : 6 }),
      ]);
      // A copy that saves nothing is left out: the server then sends the file itself.
      if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
}

/** The Vite plugin: runs once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
