/**
 * The built app works under its Content Security Policy: sign in, a table, the contract editor
 * with a scan uploaded and opened in a window of its own, the profiler in its frame and the API
 * documentation, with no violation reported by any page or frame. The last test proves the
 * listening works: an inline script is refused and heard.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** Every CSP violation of the context's pages and frames: their events and the console's messages. */
async function listenForViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
  const listen = (page: Page) => page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  context.pages().forEach(listen);
  context.on('page', listen);
  return violations;
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('the app works under its security headers with no policy violation', async ({ page, context }) => {
  test.setTimeout(90_000);
  const violations = await listenForViolations(context);

  const first = await page.goto('/');
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(first?.headers()['referrer-policy']).toBe('same-origin');
  await signIn(page);

  await page.goto('/holdings');
  await expect(page.getByTestId('entity-table-holding')).toBeVisible();

  // The contract editor: a scan uploaded through the file widget opens in a window of its own.
  await page.goto('/contract/create');
  const scan = page.getByTestId('field-fileScan');
  await scan.locator('input[type=file]').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf });
  const link = scan.getByRole('link', { name: /scan\.pdf/ });
  await expect(link).toBeVisible();
  // It opens in a window of its own, and the server sends it as an inline PDF the browser may not sniff.
  await expect(link).toHaveAttribute('target', '_blank');
  const answer = await page.request.get((await link.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toMatch(/^inline; /);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');

  // A renamed file is refused in the browser, as the server would.
  await scan.locator('input[type=file]').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') });
  await expect(page.getByTestId('toast')).toContainText('File must be .pdf');

  await page.goto('/silk');
  await expect(page.frameLocator('iframe[title="Profiler"]').getByRole('heading', { name: 'Request profiler' })).toBeVisible();

  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info')).toBeVisible();

  expect(violations).toEqual([]);
});

test('an inline script is refused, and the refusal is heard', async ({ page, context }) => {
  const violations = await listenForViolations(context);
  await signIn(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/script-src/);
});
