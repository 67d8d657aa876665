/**
 * Where the domain batch's time goes, in-process (bench/in-process-upload.ts):
 * `DOMAINS=20000 node --import tsx bench/domain-batch-statements.ts` prints the upload's wall
 * time, the process's CPU time, and the statements by kind with their summed time and count.
 * `DATABASE_URL` (an empty database: the bench migrates it): the same on PostgreSQL.
 */
import { streamedWorkbook } from '../dev/testing/streamed-workbook';
import { uploadDomainBatch } from '../src/server/domains/domain-batch';
import { inProcessUpload } from './in-process-upload';

const rows = Number(process.env.DOMAINS ?? 10_000);
const bench = await inProcessUpload();
const bytes = await streamedWorkbook(['domain', 'comment'], rows, (index) => [`bench-${index}.example`, 'bench']);
await bench.timed(() => uploadDomainBatch(bench.ctx, bench.admin, { source: bytes, name: 'd.xlsx' }));
await bench.close();
