import { expect, type Page } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { operator } from '../../support/operator';

/** The operator CLI's JSON lines of `content <kind> list`. */
export async function contentList<T>(kind: string): Promise<T[]> {
  const out = await operator(['content', kind, 'list']);
  return out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as T);
}

interface OpsPromotion {
  id: number;
  promotionType: string;
  category: string;
  startAt: number;
  endAt: number | null;
  active: boolean;
  translations: Record<string, { title: string }>;
}

/** A demo promotion by its English title (seeded by the server, docs/api.md "Home and content"). */
export async function promotionByTitle(title: string): Promise<OpsPromotion> {
  const all = await contentList<OpsPromotion>('promotions');
  const found = all.find((p) => p.translations.EN?.title === title);
  if (!found) throw new Error(`No promotion titled "${title}"`);
  return found;
}

/** The running MANUAL promotions (the ones members apply to), soonest ending first. */
export async function manualPromotions(): Promise<OpsPromotion[]> {
  const now = Date.now();
  return (await contentList<OpsPromotion>('promotions')).filter(
    (p) => p.active && p.promotionType === 'MANUAL' && p.startAt <= now && (p.endAt == null || p.endAt > now),
  );
}

export interface OpsApplication {
  id: number;
  promotionId: number;
  username: string;
  comment: string;
  imageCount: number;
  status: string;
}

/** The applications a member sent (newest first), read through the operator CLI. */
export async function applicationsOf(username: string): Promise<OpsApplication[]> {
  return (await contentList<OpsApplication>('applications')).filter((a) => a.username === username);
}

/** A fresh real member (own IP), logged in through the header form on `path`. */
export async function loggedInMember(
  page: Page,
  path = '/',
  options: { contentPopups?: boolean; theme?: 'light' | 'dark' } = {},
) {
  const ip = uniqueIp();
  const member = await createMobileMember(ip);
  await gotoAs(page, path, { ip, ...options });
  await loginInHeader(page, member.mobile, member.password);
  return { ...member, ip };
}

export async function loginInHeader(page: Page, username: string, password: string) {
  const header = page.getByTestId('header-desktop');
  await header.getByTestId('login-username').fill(username);
  await header.getByTestId('login-password').fill(password);
  await header.getByTestId('header-login').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
}

/** A PNG of `bytes` bytes: a real PNG signature, padded (the server reads the signature). */
export function pngOfSize(bytes: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(Math.max(0, bytes - signature.length))]);
}

/** A valid 1 × 1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
