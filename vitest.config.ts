import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The S3 pass (`TEST_FILES_STORE=s3`): the node tests that store and read files (uploads,
 * exports, documents, creatives' archives, signatures, downloads) again with every test server's
 * files in a moto_server bucket on loopback, started once for the run.
 */
const filesOnS3 = process.env.TEST_FILES_STORE === 's3';
const fileTouchingTests = [
  'src/server/files/{files,file-deletion,malformed-uploads,stored-file-check,upload-types}.test.ts',
  'src/server/uploads/uploads.test.ts',
  'src/server/documents/documents.test.ts',
  'src/server/dmps/dmps.test.ts',
  'src/server/dsps/{dsps,unmatched-lines-export}.test.ts',
  'src/server/domains/domains-inventory.test.ts',
  'src/server/publishers/{publishers,publisher-invoices}.test.ts',
  'src/server/creatives/creative-rules.test.ts',
  'src/server/registry/registry-send.test.ts',
  'src/server/sales/order-actions.test.ts',
];

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
          include: filesOnS3 ? fileTouchingTests : ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts', 'dev/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: filesOnS3 ? ['dev/testing/files-on-s3-setup.ts'] : [],
          // API tests share two cores with each other (files run in parallel): allow for queueing.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
