/**
 * Where the non-media upload's time goes, in-process (bench/in-process-upload.ts):
 * `ROWS=100000 node --import tsx bench/nonmedia-upload-statements.ts` reads the file alone
 * first (the reading's share), then uploads it: 20 sources, a row per source and day.
 * `DATABASE_URL` (an empty database): the same on PostgreSQL.
 */
import { streamedWorkbook } from '../dev/testing/streamed-workbook';
import { uploadNonMedia } from '../src/server/publishers/nonmedia-upload-route';
import { readStreamedSheet } from '../src/server/uploads/streamed-sheet';
import { inProcessUpload } from './in-process-upload';

const rows = Number(process.env.ROWS ?? 100_000);
const bench = await inProcessUpload();
const sources = Array.from({ length: 20 }, (_, index) => `nm-bench-${index}`);
for (const id of sources) await bench.database.query(`insert into nonmedia (id, name, created_at, updated_at) values ($1, $1, now(), now())`, [id]);
const day = (index: number) => new Date(Date.UTC(2024, 0, 1) + Math.floor(index / sources.length) * 86_400_000).toISOString().slice(0, 10);
const bytes = await streamedWorkbook(['nonmedia_id', 'date', 'impressions', 'amount'], rows, (index) => [sources[index % sources.length], day(index), index, 12.34]);
const readStarted = performance.now();
let read = 0;
await readStreamedSheet(bytes, { columns: 4, checkHeader: () => {}, unreadable: 'publishers.notXlsx', onRows: (batch) => void (read += batch.length) });
console.log('the file read alone:', read, 'rows in', (performance.now() - readStarted).toFixed(0), 'ms');
await bench.timed(() => uploadNonMedia(bench.ctx, bench.admin, { source: bytes, name: 'n.xlsx' }));
await bench.close();
