/**
 * The reference implementation's data set (peers/drf): its generator writes the clients and
 * orders as CSV files, the contract between systems ("load the same files into any server
 * under test and the data is identical"). This module runs that generator and reads the rows.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/** Where the reference lives: DRF_PEER_DIR, else the shared checkout's copy. */
export const defaultPeerDir = process.env.DRF_PEER_DIR ?? '/work/shared/peers/drf';
/** The generator's default seed (datagen/orders_data.py SEED). */
export const referenceSeed = 20261121;
/** The Python the reference's README names (Debian's, standard library only). */
const python = process.env.DRF_PYTHON ?? '/usr/bin/python3';

export interface ReferenceClient {
  id: number;
  name: string;
}

/** One row of orders-N-SEED.csv; money as kopecks (integers, exact). */
export interface ReferenceOrder {
  id: number;
  name: string;
  clientId: number;
  status: string;
  paymentStatus: string;
  dateReport: string;
  dateStart: string;
  dateEnd: string;
  responsibleId: number;
  departmentId: number;
  currency: string;
  sumWithNds: number;
  sumWithoutNds: number;
  comment: string;
}

export interface ReferenceFiles {
  clients: string;
  orders: string;
}

export function referenceFiles(dataDir: string, orders: number, seed = referenceSeed): ReferenceFiles {
  return { clients: path.join(dataDir, `clients-${seed}.csv`), orders: path.join(dataDir, `orders-${orders}-${seed}.csv`) };
}

/** Runs the reference's generator (read-only in its folder, writing into `dataDir`) unless the files exist. */
export function generateReferenceCsv(peerDir: string, dataDir: string, orders: number, seed = referenceSeed): ReferenceFiles {
  const files = referenceFiles(dataDir, orders, seed);
  if (fs.existsSync(files.clients) && fs.existsSync(files.orders)) return files;
  const generator = path.join(peerDir, 'datagen', 'orders_data.py');
  if (!fs.existsSync(generator)) throw new Error(`The reference generator ${generator} is missing: set DRF_PEER_DIR or --peer to the peers/drf folder`);
  execFileSync(python, [generator, '--orders', String(orders), '--seed', String(seed), '--out', dataDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  return files;
}

/** Splits one CSV record (RFC 4180 quoting; the generator writes no line breaks inside fields). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (quote < 0) throw new Error(`Unterminated quote in CSV line: ${line}`);
        value += line.slice(i, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 2;
          break;
        }
      }
      fields.push(value);
    } else {
      const comma = line.indexOf(',', i);
      const end = comma < 0 ? line.length : comma;
      fields.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return fields;
}

/** "1234.56" → 123456 kopecks. */
export function kopecks(money: string): number {
  const [whole, fraction = ''] = money.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

async function* records(file: string): AsyncGenerator<Record<string, string>> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let header: string[] | null = null;
  for await (const line of lines) {
    if (!line) continue;
    const fields = csvFields(line);
    if (!header) header = fields;
    else yield Object.fromEntries(header.map((name, i) => [name, fields[i]]));
  }
}

export async function* readClients(file: string): AsyncGenerator<ReferenceClient> {
  for await (const r of records(file)) yield { id: Number(r.id), name: r.name };
}

export async function* readOrders(file: string): AsyncGenerator<ReferenceOrder> {
  for await (const r of records(file)) {
    yield {
      id: Number(r.id),
      name: r.name,
      clientId: Number(r.client_id),
      status: r.status,
      paymentStatus: r.payment_status,
      dateReport: r.date_report,
      dateStart: r.date_start,
      dateEnd: r.date_end,
      responsibleId: Number(r.responsible_id),
      departmentId: Number(r.department_id),
      currency: r.currency,
      sumWithNds: kopecks(r.sum_with_nds),
      sumWithoutNds: kopecks(r.sum_without_nds),
      comment: r.comment,
    };
  }
}

/** Collects an async generator in batches of `size`. */
export async function* batches<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of source) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
