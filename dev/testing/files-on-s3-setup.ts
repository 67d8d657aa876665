/**
 * Vitest global setup of the S3 pass (`TEST_FILES_STORE=s3`, vitest.config.ts): one moto_server
 * on loopback for the whole run; its settings go to the test processes in `TEST_FILES_S3_ENV`,
 * and every test server stores its files there under a prefix of its own (test-server.ts).
 */
import { startMotoS3 } from './moto-s3';

export default async function setup(): Promise<() => Promise<void>> {
  const moto = await startMotoS3('test-files-pass');
  process.env.TEST_FILES_S3_ENV = JSON.stringify(moto.env);
  return () => moto.stop();
}
