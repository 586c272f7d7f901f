import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { TZ: 'UTC' },
    projects: [
      {
        // Server and shared code: every file builds its own app on its own database copy (testing/harness.ts)
        // and no file mocks modules, so the files of a worker share one process and its loaded modules
        // instead of starting Node, the server's module graph and the embedded database's WebAssembly again
        // for each file (about half of this suite's CPU time).
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['node_modules', 'dist', 'tests/e2e/**', 'src/web/**'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          isolate: false,
        },
      },
      {
        // The web's files mock modules and globals (vi.mock, stubbed fetch, happy-dom): each keeps a process of its own.
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
        },
      },
    ],
  },
});
