/** spec 2 §2.1: the route /originalContract/{id} opens the original contract's editor as a page. */
import { adminApi, expect, signIn, test, unique } from './fixtures';
import { created, salesWorld } from './world';

test('/originalContract/{id} opens the original contract editor', async ({ page, request }) => {
  const api = await adminApi(request);
  const w = await salesWorld(api, 'Original ');
  const number = unique('OC-');
  const original = await created(api, 'original_contracts/', { responsible: w.me.id, number, date: '2026-01-05', client: w.legalEntity.id, customer: w.legalEntity.id, type: 'SERVICE', subject: 'REPRESENTATION', price: 10 });
  await signIn(page);
  await page.goto(`/originalContract/${original.id}`);
  const editor = page.getByTestId('entity-editor');
  await expect(editor.getByRole('textbox', { name: 'Number', exact: true })).toHaveValue(number, { timeout: 30_000 });
  await expect(page.getByText('Page not found')).toHaveCount(0);
});
