/**
 * `npm run demo [-- --clients N --seed S]`: fills an empty database (DATA_DIR's embedded one, or
 * DATABASE_URL's) with the demo company, then prints what it made and the staff's passwords,
 * once. A database with business data is refused with a message and exit code 1.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { readConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { DataDirLockedError } from '../../src/server/db/data-dir-lock';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed';
import { createContext, type ServerContextWithJobs } from '../../src/server/services';
import { businessDataFound, refusalMessage } from './business-data';
import { createDemoCompany, DemoRefusedError } from './demo-company';
import { fillDemoDomainStats } from './domain-inventory';
import { fillDemoAnalyticsYear } from './analytics-year';
import { runDemoGenerations } from './buying-generations';
import { defaultDemoOptions, type DemoOptions } from './demo-plan';
import { demoReport } from './demo-report';
import { demoStaffNames } from './people';
import { SeededRandom } from './seeded-random';
import { businessDay } from '../../src/domain/core/calendar/business-day';

function optionsFromArguments(): DemoOptions {
  const { values } = parseArgs({ options: { clients: { type: 'string' }, seed: { type: 'string' } } });
  const whole = (text: string | undefined, fallback: number, name: string) => {
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
    return n;
  };
  return { clients: whole(values.clients, defaultDemoOptions.clients, 'clients'), seed: whole(values.seed, defaultDemoOptions.seed, 'seed'), today: businessDay() };
}

async function fill(database: Database, options: DemoOptions): Promise<void> {
  const config = { ...readConfig(), worker: 'off' as const };
  const logger = pino({ level: 'warn' });
  // Refused before migrations or the seed write anything.
  const found = await businessDataFound(database.db, demoStaffNames(new SeededRandom(options.seed)).map((name) => name.email));
  if (found.length) throw new DemoRefusedError(refusalMessage(found));
  await migrate(database);
  await seed(database, config, logger);
  let ctx: ServerContextWithJobs | null = null;
  try {
    ctx = await createContext(config, database, logger);
    const started = performance.now();
    const result = await createDemoCompany(ctx, options, (step) => console.log(`Demo: ${step}…`));
    console.log('Demo: domain statistics in the analytics database…');
    await fillDemoDomainStats(ctx, options.today, options.seed);
    console.log('Demo: a year of publisher, DSP, DMP, marker and domain rows in the analytics database…');
    await fillDemoAnalyticsYear(ctx, options.today, { random: new SeededRandom(options.seed + 41) });
    await runDemoGenerations(ctx, options.today, result.authorId, (step) => console.log(`Demo: ${step}…`), new SeededRandom(options.seed + 43));
    const seconds = (performance.now() - started) / 1000;
    console.log(await demoReport(database, result, { seconds, publicUrl: config.publicUrl, where: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}` }));
  } finally {
    await ctx?.jobs.stop();
  }
}

async function main(): Promise<number> {
  const options = optionsFromArguments();
  let database: Database;
  try {
    database = await openDatabase(readConfig());
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await fill(database, options);
    return 0;
  } catch (error) {
    if (error instanceof DemoRefusedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
