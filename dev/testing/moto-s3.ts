/**
 * Tests only: an S3-compatible server on loopback (`moto_server`, in memory), started by the test
 * itself, with one bucket. `env` holds the settings that point the server's file store at it;
 * `stop()` and `start()` take the store down and bring it back (empty) on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

export interface MotoS3 {
  env: Record<string, string>;
  client: S3Client;
  bucket: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export async function startMotoS3(bucket = 'test-files'): Promise<MotoS3> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = { FILES_S3_BUCKET: bucket, FILES_S3_PREFIX: 'files/', S3_ENDPOINT: endpoint, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  let child: ChildProcess | null = null;
  const moto: MotoS3 = {
    env,
    client,
    bucket,
    async start() {
      child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      const until = Date.now() + 60_000;
      while (!(await answers(endpoint))) {
        if (child.exitCode !== null) throw new Error(`moto_server exited with ${child.exitCode}`);
        if (Date.now() > until) throw new Error('moto_server did not answer within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await moto.start();
  return moto;
}
