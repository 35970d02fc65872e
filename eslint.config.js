// One lint setup for the whole monorepo. Zero warnings are allowed (`npm run lint`).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` keeps the module as a side-effect import (verbatimModuleSyntax): a module
      // of zod schemas imported for its types alone would load with the page (docs/decisions.md P3).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Code flows shared -> features -> app (bulletproof-react): shared code (ui/, api/, lib/, stores/,
    // config/) never imports a feature, and a feature never imports another one. app/ composes features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/**', 'apps/web/src/ops/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../features/*', '../features/*'], message: 'Features must not import each other.' },
          ],
        },
      ],
    },
  },
  {
    // The back office (src/ops) is its own entry: no player code imports it, so none of it can reach
    // the player's chunks (e2e/tests/ops/bundle-split.spec.ts checks the build too).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/**', 'apps/web/src/ops/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)ops/', message: 'Player code must not import the back office (src/ops).' },
            { group: ['../../features/*', '../features/*'], message: 'Features must not import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)ops/', message: 'Player code must not import the back office (src/ops).' },
          ],
        },
      ],
    },
  },
  // The back office shares ui/, lib/, stores/ and api/client with the site, never its features or app
  // (one rule per folder depth, as the paths are relative); its own features, like the site's, do not
  // import each other: src/ops/app composes them.
  ...[
    ['apps/web/src/ops/*.{ts,tsx}', 1],
    ['apps/web/src/ops/*/*.{ts,tsx}', 2],
    ['apps/web/src/ops/*/*/*.{ts,tsx}', 3],
  ].map(([files, depth]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(features|app)/`,
              message: 'The back office must not import the player site (its features or app).',
            },
            ...(depth === 3
              ? [{ regex: '^\\.\\./(?!\\.\\./)', message: 'Console features must not import each other.' }]
              : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../features/*', '../features/*'], message: 'Features must not import each other.' },
            // From features/<x>/file.ts, '../<y>/…' is a sibling feature ('../../' leaves features/).
            { regex: '^\\.\\./(?!\\.\\./)', message: 'Features must not import each other.' },
          ],
        },
      ],
    },
  },
);
