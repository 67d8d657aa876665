/**
 * The availability check of 10,000 domains against a local site that answers in 100 ms, at
 * the default concurrency (DOMAIN_CHECK_CONCURRENCY, 20): every name is mapped to 127.0.0.1
 * through DOMAIN_CHECK_RESOLVE (with DOMAIN_CHECK_ALLOW_PRIVATE for that local site), so no
 * traffic leaves the machine. The site runs in a child process (domain-check-site.ts). Prints
 * the time, the results, this process's CPU and peak memory; the target (issue 23) is 90 s
 * with memory bounded. `npm run bench:domains` (BENCH_DOMAINS=n for another count).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { checkHosts, readDomainCheckSettings } from '../src/server/domains/availability';

const count = Number(process.env.BENCH_DOMAINS ?? 10_000);
const answerMs = 100;
const names = Array.from({ length: count }, (_, i) => `site-${String(i).padStart(5, '0')}.bench.test`);

const site = fork(new URL('./domain-check-site.ts', import.meta.url), [String(answerMs)], { execArgv: ['--import', 'tsx'] });
const [{ port }] = (await once(site, 'message')) as [{ port: number }];
const resolve = names.map((name) => `${name}=127.0.0.1:${port}`).join(',');
const settings = readDomainCheckSettings({ DOMAIN_CHECK_RESOLVE: resolve, DOMAIN_CHECK_ALLOW_PRIVATE: 'true' });

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
};
sample();
const startRss = peakRss;
const sampler = setInterval(sample, 100);

const started = performance.now();
const cpuStart = process.cpuUsage();
let reported = 0;
const tally = await checkHosts(names, {
  settings,
  onResult: () => {
    reported += 1;
    if (reported % 2000 === 0) console.log(`  ${reported} checked, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  },
});
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart);
clearInterval(sampler);
sample();
site.send('stop');
const [{ maxOpen }] = (await once(site, 'message')) as [{ maxOpen: number }];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`${count} domains, local site answering in ${answerMs} ms, concurrency ${settings.concurrency}`);
console.log(`time ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)} domains/s); results ${JSON.stringify(tally)}; the site saw at most ${maxOpen} requests at once`);
console.log(`CPU of the checker: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
console.log(`memory of the checker: RSS ${mb(startRss)} at start, peak ${mb(peakRss)}; peak heap used ${mb(peakHeap)}`);
if (tally.available !== count) process.exitCode = 1;
