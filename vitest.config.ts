import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Browser tests run in jsdom, server and domain tests in node. */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts', 'dev/**/*.test.ts', 'bench/**/*.test.ts'],
          // API tests share two cores with each other (files run in parallel): allow for queueing.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
