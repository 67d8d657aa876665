// ESLint for the whole package: TypeScript rules (typescript-eslint) everywhere, React hooks
// rules for the web app. Runs as part of `npm test` (`npm run lint`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { analyticsDoor } from './dev/lint/analytics-door.js';
import { floorBoundaries } from './dev/lint/floor-boundaries.js';
import { tableDoor } from './dev/lint/table-door.js';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'src/domain and src/web never import the server.' }] }],
    },
  },
  {
    files: ['src/server/**', 'dev/**', 'e2e/**', 'bench/**', '*.config.ts', '*.config.js'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...floorBoundaries,
  ...tableDoor,
  ...analyticsDoor,
  {
    // Money is rounded and written out by src/domain/core/money.ts only (decimal.js, half away from zero).
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/domain/core/money.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='/'][right.value=100][left.type='CallExpression'][left.callee.object.name='Math'][left.callee.property.name='round']",
          message: 'Round money with roundMoney / moneyFrom of src/domain/core/money.ts, not Math.round(x * 100) / 100.',
        },
        { selector: "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]", message: 'Write money with moneyText of src/domain/core/money.ts, not toFixed(2).' },
      ],
    },
  },
  {
    // Small files and small functions (issue 31): a file over 300 lines of code does more than
    // one thing. Complexity 20: after splitting, the densest functions that still read as one
    // step (a field kind's switch, a filter operator's cases) sit at 15 to 20; above it they were
    // several steps in one body.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      complexity: ['error', 20],
    },
  },

  {
    // Test files are lists of cases around one shared setup: two are over 300 lines (dashboards,
    // VK operator); splitting them would copy the setup.
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'max-lines': 'off' },
  },
  {
    // A React component (a function in a .tsx file) is at most 150 lines: past that it holds
    // state and draws several things, and splits into a controller hook and small views.
    files: ['src/web/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
