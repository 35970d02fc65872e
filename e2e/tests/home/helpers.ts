import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { operator } from '../../support/operator';

/** The JSON lines the content CLI prints (one object per line), parsed. */
function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Saves content through the operator CLI (`content <kind> save <file>`, the body of the matching
 * /ops/content/…/save call) and answers the new item's id.
 */
export async function saveContent(kind: 'banners' | 'announcements', body: object): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'jade-e2e-content-'));
  try {
    const file = path.join(dir, 'body.json');
    writeFileSync(file, JSON.stringify(body));
    const [saved] = jsonLines(await operator(['content', kind, 'save', file]));
    return Number(saved!.id);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function deleteContent(kind: 'banners' | 'announcements', id: number): Promise<void> {
  await operator(['content', kind, 'delete', String(id)]);
}

/** The generated banner artwork (apps/server/src/modules/artwork) with a title of its own. */
export function bannerArt(title: string): string {
  return `/img/banner/e2e.svg?theme=PROMO&title=${encodeURIComponent(title)}&subtitle=e2e`;
}

/** The banner strip's selected slide index (data-selected), as a number. */
export async function selectedSlide(page: Page): Promise<number> {
  return Number(await page.getByTestId('banner-strip').getAttribute('data-selected'));
}

/** Waits until the strip has `count` banners (the server's content cache lives 5 s). */
export async function expectBannerCount(page: Page, count: number, route: string): Promise<void> {
  await expect(async () => {
    await page.goto(route);
    await expect(page.getByTestId('banner-strip')).toHaveAttribute('data-count', String(count), {
      timeout: 15_000,
    });
  }).toPass({ timeout: 60_000 });
}
