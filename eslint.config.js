import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Imports flow shared → lib/components → entities → features → app routes (DESIGN §3). Every feature
// gets a zone of its own, so a feature added later is fenced off from the others without touching this file.
const features = fs.readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const layerZones = [
  { target: './src/shared', from: ['./src/web', './src/server'], message: 'src/shared runs anywhere: it imports nothing from the web app or the server.' },
  { target: './src/web', from: './src/server', message: 'The web app talks to the server over HTTP; shared code lives in src/shared.' },
  { target: ['./src/web/components', './src/web/lib'], from: ['./src/web/entities', './src/web/features', './src/web/app'], message: 'components/ and lib/ know no domain: pass data in as props or move the piece up.' },
  { target: './src/web/entities', from: ['./src/web/features', './src/web/app'], message: 'Entities sit below features: move the shared piece into the entity, or compose in the route.' },
  { target: './src/web/features', from: './src/web/app', message: 'Features do not import app routes: the route passes what a feature needs.' },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move the shared piece to src/web/entities (or components/lib), or compose both in an app route.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'src/server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm*'], message: 'Only *.repo.ts and src/server/db may import drizzle.' }] }],
    },
  },
  {
    files: ['src/server/**/*.repo.ts', 'src/server/db/**', 'src/server/testing/**', 'src/server/auth/**', 'bench/**', 'src/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's parser and extension settings, so other modules are read for no-cycle.
      ...Object.fromEntries(Object.entries(importX.flatConfigs.typescript.settings).filter(([key]) => key !== 'import-x/resolver')),
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
