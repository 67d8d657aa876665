/**
 * The processes of the order documents benchmarks (documents-bench.ts, documents-s3-bench.ts):
 * the seeder and the server as child processes speaking over IPC, and one documents call over
 * HTTP as the web app makes it (POST, poll the task, download the file).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startBenchProcess(script: string, env: Record<string, string>): ChildProcess {
  return fork(path.join(here, script), { env: { ...process.env, ...env }, execArgv: ['--import', 'tsx'] });
}

export function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`The benchmark's child process exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });
}

export interface DocumentsCall {
  orders: number[];
  type: string;
  pdf: boolean;
  signed?: boolean;
}

/** Asks the server for the orders' documents; answers the seconds until the file was ready and its size. */
export async function documentsCall(port: string, token: string, body: DocumentsCall): Promise<{ seconds: number; bytes: number }> {
  const api = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/${url}`, {
      method,
      headers: { authorization: `Token ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
    return answer;
  };
  const started = Date.now();
  const { taskId } = (await (await api('POST', 'documents/', body)).json()) as { taskId: string };
  let task: { state: string; detail: unknown };
  do {
    await sleep(100);
    task = (await (await api('GET', `celery/task/${taskId}/`)).json()) as typeof task;
  } while (task.state !== 'SUCCESS' && task.state !== 'FAILURE');
  const seconds = (Date.now() - started) / 1000;
  if (task.state !== 'SUCCESS') throw new Error(`documents: ${JSON.stringify(task.detail)}`);
  const file = await (await api('GET', `files/temp/${(task.detail as { fileId: number }).fileId}/`)).arrayBuffer();
  return { seconds, bytes: file.byteLength };
}
