/**
 * Time from the sign-in click to the first table row rendered in Chromium (/holdings).
 * Starts the real server on a free port with a fresh DATA_DIR unless BASE_URL is given, and
 * needs a built web app (npm run build). Run: node --import tsx bench/web-signin-bench.ts [runs]
 */
import { chromium } from '@playwright/test';
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
      await page.goto(`${baseUrl}/holdings`);
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
