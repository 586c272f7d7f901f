import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/vite-chunks.ts';
import { precompress } from './scripts/vite-precompress.ts';

const root = import.meta.dirname;

export const alias = {
  '@shared': path.join(root, 'src/shared'),
  '@server': path.join(root, 'src/server'),
  '@web': path.join(root, 'src/web'),
};

// `vite build --ssr entry-server.tsx` builds the server's page renderer (src/web/entry-server.tsx) into the web
// build's .ssr folder (scripts/build-web.mjs): Node code, not served, not compressed.
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'src/web'),
  publicDir: path.join(root, 'src/web/public'),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: { alias },
  // The renderer carries its packages with it: it runs from wherever the build is, beside any server.
  ssr: { noExternal: true },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 2500,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups(path.join(root, 'src/web')) } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
}));
