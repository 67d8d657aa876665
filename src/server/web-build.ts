/** Builds the browser app with Vite when dist/web is missing or older than src/web. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  const index = path.join(root, 'dist/web/index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'src/web')),
    newestMtime(path.join(root, 'src/domain')),
    fs.statSync(path.join(root, 'index.html')).mtimeMs,
    fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
  );
  return sources > built;
}

export async function ensureWebBuild(): Promise<void> {
  if (process.env.SKIP_WEB_BUILD === '1' || !webBuildIsStale()) return;
  console.log('Building the web app...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web app build failed');
}
