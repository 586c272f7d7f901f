import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
