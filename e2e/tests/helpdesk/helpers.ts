import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createMobileMember, gotoAs, headerLogin, uniqueIp } from '../../support/accounts';
import { operator } from '../../support/operator';

export { headerLogin } from '../../support/accounts';

/**
 * Helpers of the help-desk journeys (message centre, help, feedback, share). Every journey registers
 * its own member and visits from its own address, so the inbox, counts and feedback rate limits of one
 * journey never touch another's.
 */

export interface Member {
  username: string;
  password: string;
}

/** A fresh member (registered through the API), not logged in yet. */
export async function freshMember(): Promise<Member> {
  const member = await createMobileMember();
  return { username: member.mobile, password: member.password };
}

/** Registers a fresh member, opens `path` and logs in from the header. */
export async function loginFresh(
  page: Page,
  {
    path: start = '/',
    theme,
    before,
  }: { path?: string; theme?: 'light' | 'dark'; before?: (m: Member) => Promise<void> } = {},
): Promise<Member> {
  const member = await freshMember();
  if (before) await before(member);
  await gotoAs(page, start, { ip: uniqueIp(), ...(theme ? { theme } : {}) });
  await headerLogin(page, member.username, member.password);
  return member;
}

/** Writes a JSON body for the operator CLI (it reads bodies from a file). */
export function jsonFile(value: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jade-helpdesk-'));
  const file = path.join(dir, 'body.json');
  writeFileSync(file, JSON.stringify(value));
  return file;
}

/** The operator sends `username` a personal message (EN and CN texts), as the back office does. */
export async function sendMessage(
  username: string,
  { title, html, titleCn }: { title: string; html: string; titleCn?: string },
): Promise<void> {
  await operator([
    'content',
    'message',
    'send',
    jsonFile({
      audience: 'member',
      username,
      merchant: 'jade_ph',
      translations: {
        EN: { title, content: html },
        ...(titleCn ? { CN: { title: titleCn, content: html } } : {}),
      },
    }),
  ]);
}

export interface FeedbackRow {
  id: number;
  type: string;
  content: string;
  contact: string;
  username: string | null;
}

/** The newest 100 feedback rows as the operator lists them. */
export async function feedbackRows(): Promise<FeedbackRow[]> {
  const out = await operator(['content', 'feedback', 'list']);
  return out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as FeedbackRow);
}

/** The number the header badge shows (0 when it is not shown). */
export async function headerBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('header-desktop').getByTestId('header-badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}
