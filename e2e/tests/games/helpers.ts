import { expect, type Page } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { baseURL } from '../../support/env';

export interface Tile {
  nodeId: string;
  gameName: string;
  vassalage: string;
  supportPlay: number;
  maintenance: boolean;
  launchKind: string;
}

interface ListValue {
  games: Tile[];
  totalPages: number;
  totalCount: number;
}

/** The game list query straight from the server (what the page must show). */
export async function gameList(query: Record<string, string | number>): Promise<ListValue> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(new URL(`/wps/relay/GCSGAME_gameList?${params}`, baseURL), {
    headers: { Merchant: 'jade_ph', Language: 'EN', Device: 'web' },
  });
  const body = (await response.json()) as { success: boolean; value: ListValue };
  expect(body.success).toBe(true);
  return body.value;
}

/** Logs a fresh member in through the header form (a new account and IP for this journey). */
export async function loginFreshMember(page: Page, path = '/rng'): Promise<string> {
  const ip = uniqueIp();
  const member = await createMobileMember(ip);
  await gotoAs(page, path, { ip });
  const header = page.getByTestId('header-desktop');
  await header.getByTestId('login-username').fill(member.mobile);
  await header.getByTestId('login-password').fill(member.password);
  await header.getByTestId('header-login').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
  return member.mobile;
}

export const tiles = (page: Page) => page.getByTestId('game-grid').getByTestId('game-tile');
