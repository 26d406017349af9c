import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // docs/ARCHITECTURE.md "The layers": repositories are the only SQL. Query builders and the sql tag anywhere else in the
    // server fail the lint, so the rule holds by itself (db/, demo/ and tests may use them).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/demo/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive)$/]',
          message: 'SQL belongs in a *.repository.ts (docs/ARCHITECTURE.md "The layers").',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL belongs in a *.repository.ts (docs/ARCHITECTURE.md "The layers").',
        },
        {
          selector: "MemberExpression[object.name='sql']",
          message: 'SQL belongs in a *.repository.ts (docs/ARCHITECTURE.md "The layers").',
        },
        {
          selector:
            "CallExpression[callee.property.name='executeQuery'], MemberExpression[computed=true][property.value=/^(executeQuery|selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|mergeInto)$/]",
          message: 'SQL belongs in a *.repository.ts (docs/ARCHITECTURE.md "The layers").',
        },
      ],
      // The sql tag (or Kysely's raw helpers) imported under any name is SQL too.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql', 'CompiledQuery'],
              message: 'SQL belongs in a *.repository.ts (docs/ARCHITECTURE.md "The layers").',
            },
          ],
        },
      ],
    },
  },
  {
    // A function does one thing: past 80 lines (blank lines and comments counted) it is several steps that want names.
    files: ['apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // A route parses, calls one service function and shapes the answer: never a repository (a type from one is fine).
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', '**/*.repository.js'],
              allowTypeImports: true,
              message: 'Routes call a service; repositories are the services\' (docs/ARCHITECTURE.md "The layers").',
            },
          ],
        },
      ],
    },
  },
  {
    // Every spec runs under the fixtures' test, which fails a test on any Content-Security-Policy violation.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../fixtures' (it fails a test on a Content-Security-Policy violation).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
