/**
 * Time from the sign-in click to the first table row rendered in Chromium (/holdings).
 * Starts the real server on a free port with a fresh DATA_DIR unless BASE_URL is given, and
 * needs a built web app (npm run build). Run: node --import tsx bench/web-signin-bench.ts [runs]
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { adminEmail, adminPassword, startServer, type RunningServer } from '../e2e/server';

const runs = Number(process.argv[2] ?? 5);
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function seed(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  for (let i = 0; i < 60; i++) {
    await fetch(`${baseUrl}/api/holdings/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ name: `Bench holding ${String(i).padStart(3, '0')}` }),
    });
  }
}

/** The JavaScript a cold load of the app fetches before the sign-in form (the entry and its preloads), gzip-compressed as served. */
async function initialJavaScript(page: Page, url: string): Promise<{ files: number; bytes: number }> {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  await page.goto(url, { waitUntil: 'load' });
  const sizes = await Promise.all(scripts.splice(0));
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

async function main(): Promise<void> {
  let server: RunningServer | null = null;
  const baseUrl = process.env.BASE_URL ?? (server = await startServer()).baseUrl;
  try {
    if (server) await seed(baseUrl);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (i === 0) {
        const initial = await initialJavaScript(page, `${baseUrl}/holdings`);
        console.log(`initial JavaScript before the sign-in form: ${(initial.bytes / 1024).toFixed(1)} KB gzip in ${initial.files} files`);
      } else await page.goto(`${baseUrl}/holdings`);
      await page.getByRole('textbox', { name: 'Email' }).fill(process.env.BENCH_EMAIL ?? adminEmail);
      await page.getByLabel('Password', { exact: true }).fill(process.env.BENCH_PASSWORD ?? adminPassword);
      // A person typing takes longer than the login screen's preloading of the screen code.
      await page.waitForLoadState('networkidle');
      const started = Date.now();
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByTestId('table-row').first().waitFor({ state: 'visible', timeout: 30_000 });
      times.push(Date.now() - started);
      await context.close();
    }
    await browser.close();
    times.sort((a, b) => a - b);
    console.log(`sign-in click → first table row (ms): ${times.join(', ')}; median ${times[Math.floor(times.length / 2)]}`);
  } finally {
    await server?.stop();
  }
}

await main();
