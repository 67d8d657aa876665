// One door to the analytics database (issue 31, point 3): the areas read it through
// src/server/analytics/analytics.ts (`serverAnalytics`: rows and streams, nothing that writes);
// src/server/analytics/analytics-writer.ts is the only way to write (INSERT, INSERT … SELECT,
// ALTER … DELETE, DDL), with the statements and generators behind it. Only the analytics floor
// itself takes them in src; the demo, the benchmarks, the browser tests and the tests seed
// through them. Its own rule name (the TypeScript one), so that it adds to the floors' and the
// table door's `no-restricted-imports` instead of replacing them.

/** The modules that write into the analytics database. */
export const analyticsWriters = ['analytics-writer', 'analytics-statements', 'generated-year'];

export const analyticsWritePattern = {
  group: analyticsWriters.flatMap((name) => [`**/analytics/${name}`, `**/analytics/${name}.js`, `**/analytics/${name}.ts`]),
  message: 'The analytics database is written only by src/server/analytics/analytics-writer.ts: read it through serverAnalytics of src/server/analytics/analytics.ts.',
};

export const analyticsDoor = [
  {
    files: ['src/**'],
    ignores: ['src/server/analytics/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [analyticsWritePattern] }] },
  },
];
