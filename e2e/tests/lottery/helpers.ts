import { expect, type Page } from '@playwright/test';

/** "1,234.56" → 123456 (minor units). */
export function minor(text: string | null): number {
  const cleaned = (text ?? '').replace(/[^0-9.-]/g, '');
  return Math.round(Number(cleaned) * 100);
}

export async function lotteryBalance(page: Page): Promise<number> {
  return minor(await page.getByTestId('lottery-balance').textContent());
}

/** Seconds left on the open draw's countdown (0 once betting has closed). */
async function secondsLeft(page: Page): Promise<number> {
  const countdown = page.getByTestId('draw-countdown');
  if ((await countdown.getAttribute('data-closed')) === 'true') return 0;
  const [m, s] = ((await countdown.locator('p').last().textContent()) ?? '0:0').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

/**
 * Waits until the open draw leaves at least `seconds` to bet (the next draw when this one is about to
 * close), so an order placed now is accepted.
 */
export async function waitForBettingWindow(page: Page, seconds = 12): Promise<void> {
  await expect
    .poll(() => secondsLeft(page), { timeout: 60_000, intervals: [500] })
    .toBeGreaterThanOrEqual(seconds);
}
