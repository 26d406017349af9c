import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_MESSAGE = "An error's message comes from the catalogs: english('errors.…') (docs/decisions/0021-languages.md).";
const CATALOG_TEXT = 'Text on screen comes from the catalogs: t(key) (docs/decisions/0021-languages.md).';
/** A string with words in it that is not a message key ('shell.nav.pricelists'). */
const TEXT_LITERAL = 'Literal[value=/^(?![a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$).*[A-Za-z]{2,}/]';
/** An attribute whose value is read on screen or by a screen reader. */
const JSX_LABEL =
  'JSXAttribute[name.name=/^(label|title|aria-label|placeholder|alt|description|subtitle|emptyText|newLabel|confirmLabel)$/]';
/** A template with words in its text: `New ${noun}` (not `${a} ${b}`). */
const TEXT_TEMPLATE = 'TemplateLiteral:has(> TemplateElement[value.raw=/[A-Za-z]{2,}/])';
/** Where an expression's value is shown: a JSX child, a label-like attribute's or property's value. */
const SCREEN_SLOT = `:matches(${[
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer',
  `${JSX_LABEL} > JSXExpressionContainer`,
  'Property[key.name=/^(header|label|title|emptyText|newLabel|description|placeholder)$/]',
].join(', ')})`;

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
        // An error's message comes from the catalogs (english('errors.…')), so it is said in the caller's language.
        {
          selector:
            "CallExpression[callee.object.name='AppError'] > :matches(Literal, TemplateLiteral):first-child, CallExpression[callee.object.name='AppError'] > ConditionalExpression:first-child > :matches(Literal, TemplateLiteral), NewExpression[callee.name='AppError'] > :matches(Literal, TemplateLiteral):nth-child(2)",
          message: SERVER_MESSAGE,
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
    // Text on screen comes from the catalogs (docs/decisions/0021-languages.md): a literal in JSX, in a
    // label-like attribute or property, or in a toast fails the lint; a message key ('shell.logOut', 'portalPages.title') passes.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-zÀ-ž]{2,}/]', message: CATALOG_TEXT },
        {
          selector: `${JSX_LABEL} > ${TEXT_LITERAL}`,
          message: CATALOG_TEXT,
        },
        {
          selector: `Property[key.name=/^(header|label|title|emptyText|newLabel|description|placeholder)$/] > ${TEXT_LITERAL}`,
          message: CATALOG_TEXT,
        },
        {
          selector: 'CallExpression[callee.name=/^(toastSuccess|toastError|toastWarning)$/] > :matches(Literal, TemplateLiteral)',
          message: CATALOG_TEXT,
        },
        // The same text built in an expression: `New ${noun}`, cond ? 'Save' : 'Saving…', {'Text'}.
        { selector: `${SCREEN_SLOT} > ${TEXT_TEMPLATE}`, message: CATALOG_TEXT },
        { selector: `:matches(JSXElement, JSXFragment, ${JSX_LABEL}) > JSXExpressionContainer > ${TEXT_LITERAL}`, message: CATALOG_TEXT },
        {
          selector: `${SCREEN_SLOT} > :matches(ConditionalExpression, LogicalExpression) > :matches(${TEXT_LITERAL}, ${TEXT_TEMPLATE})`,
          message: CATALOG_TEXT,
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
