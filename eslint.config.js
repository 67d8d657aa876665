// ESLint for the whole package: TypeScript rules (typescript-eslint) everywhere, React hooks
// rules for the web app. Runs as part of `npm test` (`npm run lint`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { floorBoundaries } from './dev/lint/floor-boundaries.js';

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
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
