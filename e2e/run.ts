/**
 * `npm run e2e`: builds the web app when dist/web is missing or older than its sources, then runs
 * Playwright (which starts the real server itself, see global-setup.ts). Extra arguments go to
 * Playwright.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

const built = join(root, 'dist/web/index.html');
const sources = Math.max(
  newest(join(root, 'src/web')),
  newest(join(root, 'src/domain')),
  newest(join(root, 'index.html')),
  newest(join(root, 'vite.config.ts')),
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('e2e: building the web app (vite build)');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync('/usr/bin/chromium')) {
  console.error('e2e: /usr/bin/chromium is missing (install it with apt; browsers are never downloaded)');
  process.exit(1);
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(run.status ?? 1);
