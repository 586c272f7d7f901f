import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

const root = import.meta.dirname;

export const alias = {
  '@shared': path.join(root, 'src/shared'),
  '@server': path.join(root, 'src/server'),
  '@web': path.join(root, 'src/web'),
};

export default defineConfig({
  root: path.join(root, 'src/web'),
  publicDir: path.join(root, 'src/web/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 2500,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
