import { expect, test } from '@playwright/test';

test('the site is served', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
});

test('the system status call answers', async ({ request }) => {
  const response = await request.get('/wps/system/status');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { success?: unknown };
  expect(body.success).toBe(true);
});
