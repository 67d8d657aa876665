/**
 * `npm run e2e`: builds the web app when dist/web is missing or older than its sources, makes
 * sure Debian's Chromium is there (installing it with apt when running as root, as on a fresh
 * machine of this project; browsers are never downloaded), then runs Playwright, which starts
 * the real server itself (global-setup.ts). Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild } from '../src/server/web-build';

const chromium = '/usr/bin/chromium';

function installChromium(): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log('e2e: installing Chromium from Debian (apt-get install chromium)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }).status === 0;
}

/** A clean-clone CI keeps only its log: a failed test's page snapshot goes there too. */
function printErrorContexts(dir = 'test-results'): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.name !== 'error-context.md') continue;
    const path = join(entry.parentPath, entry.name);
    console.log(`\n----- ${path} -----\n${readFileSync(path, 'utf8')}`);
  }
}

await ensureWebBuild();
if (!existsSync(chromium) && !(installChromium() && existsSync(chromium))) {
  console.error(`e2e: ${chromium} is missing: install Debian's chromium package (apt-get install -y chromium)`);
  process.exit(1);
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: process.cwd(),
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
if (run.status !== 0) printErrorContexts();
process.exit(run.status ?? 1);
