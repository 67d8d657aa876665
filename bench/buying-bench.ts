/**
 * `npm run bench:buying [-- NAME...]`: runs every buying-side benchmark `bench/buying/*-bench.ts`
 * (or those whose file name contains one of the NAMEs), one after the other, each in a process of
 * its own (chDB holds one database per process), with this process's environment (ROWS and the
 * like choose the sizes). Each bench's output is shown as it comes; at the end one table lists
 * every figure reported (bench/buying/bench-figures.ts) and each bench that failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { figurePrefix, type BenchFigure } from './buying/bench-figures';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'buying');
const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const benches = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('-bench.ts'))
  .filter((file) => !wanted.length || wanted.some((name) => file.includes(name)))
  .sort();

interface Outcome {
  bench: string;
  code: number | null;
  figures: BenchFigure[];
}

function run(file: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const figures: BenchFigure[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
    let rest = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(figurePrefix)) figures.push(JSON.parse(line.slice(figurePrefix.length)) as BenchFigure);
        else console.log(`  ${line}`);
      }
    });
    child.on('close', (code) => {
      if (rest) console.log(`  ${rest}`);
      resolve({ bench: file, code, figures });
    });
  });
}

if (!benches.length) {
  console.log(`No bench in ${path.relative(process.cwd(), dir)} matches ${wanted.join(', ') || 'anything'}`);
  process.exitCode = 1;
} else {
  const outcomes: Outcome[] = [];
  for (const bench of benches) {
    console.log(`== ${bench}`);
    const started = performance.now();
    const outcome = await run(bench);
    console.log(`== ${bench}: ${outcome.code === 0 ? 'done' : `FAILED (exit ${outcome.code})`} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    outcomes.push(outcome);
  }
  console.log('Buying-side figures:');
  for (const { bench, code, figures } of outcomes) {
    if (code !== 0) console.log(`  ${bench}: FAILED (exit ${code})`);
    for (const figure of figures) {
      const target = figure.targetSeconds === undefined ? '' : ` / target ${figure.targetSeconds} s${figure.seconds <= figure.targetSeconds ? '' : ' MISSED'}`;
      console.log(`  ${bench.replace(/-bench\.ts$/, '')}: ${figure.name}: ${figure.seconds.toFixed(2)} s${target}${figure.note ? ` (${figure.note})` : ''}`);
    }
  }
  if (outcomes.some((outcome) => outcome.code !== 0)) process.exitCode = 1;
}
