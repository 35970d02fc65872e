import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { captchaTestAnswer, uniqueIp, uniqueUsername } from './accounts';
import { operator } from './operator';

/**
 * The back office in journeys: operators created with the CLI (one per journey and role, so journeys
 * run in parallel), signed in through the console's own pages with real TOTP codes.
 */
export interface ConsoleOperator {
  username: string;
  password: string;
  role: string;
  /** The authenticator's secret once enrolled through the console (base32). */
  secret?: string;
}

export const CONSOLE = '/ops/console';

/** A new operator of `role` (not enrolled: the first sign-in sets up two-step verification). */
export async function createOperator(role: string): Promise<ConsoleOperator> {
  const username = uniqueUsername(`op_${role.replace(/[^a-z]/g, '')}`).slice(0, 32);
  const password = `E2e-${Math.random().toString(36).slice(2, 10)}-Pw9`;
  await operator(['operator-add', username, '--role', role, '--password', password]);
  return { username, password, role };
}

/** The code an authenticator shows for `secret`, `offsetSteps` 30-second steps from now. */
export function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A six-digit code that is surely wrong now (none of the accepted window's codes). */
export function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((step) => totpCode(secret, step)));
  for (let n = 0; ; n++) {
    const code = String((Number(totpCode(secret)) + 7 + n) % 1_000_000).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/**
 * Opens the console from an address of its own: the server counts failed sign-ins per address too,
 * and journeys run in parallel from one machine.
 */
export async function openConsole(page: Page, path = '/'): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() });
  await page.goto(`${CONSOLE}${path}`);
}

/**
 * Username and password on the sign-in page; answers the captcha when the server asks for one (after
 * failed tries), with the test answer of the e2e server (decision D15).
 */
export async function submitPassword(
  page: Page,
  who: Pick<ConsoleOperator, 'username' | 'password'>,
): Promise<void> {
  const form = page.getByTestId('ops-password-form');
  await form.getByLabel('Username').fill(who.username);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  const next = page.getByTestId('ops-enrol').or(page.getByTestId('ops-totp'));
  const captcha = form.getByLabel('Characters in the picture');
  await expect(next.or(captcha)).toBeVisible();
  if (await captcha.isVisible()) {
    await captcha.fill(captchaTestAnswer());
    await form.getByLabel('Password').fill(who.password);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(next).toBeVisible();
  }
}

/**
 * Signs `who` in through the console. The first time: enrols (reads the secret the page shows, as a
 * person types it into an app), keeps the secret, and goes past the recovery codes. Later: the code
 * of the next step (the server takes ±1 step, and a code already used in this step would be a replay).
 */
export async function signInToConsole(page: Page, who: ConsoleOperator): Promise<void> {
  await openConsole(page, '/sign-in');
  // Someone else signed in on this page: sign them out first.
  const signOut = page.getByTestId('ops-sign-out');
  const form = page.getByTestId('ops-password-form');
  await expect(form.or(signOut)).toBeVisible();
  if (await signOut.isVisible()) await signOut.click();
  await expect(form).toBeVisible();
  await submitPassword(page, who);
  if (!who.secret) {
    const enrol = page.getByTestId('ops-enrol');
    await expect(enrol).toBeVisible();
    who.secret = (await enrol.getByTestId('ops-enrol-secret').innerText()).replace(/\s+/g, '');
    await enrol.getByLabel('Code', { exact: true }).fill(totpCode(who.secret));
    await enrol.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(page.getByTestId('ops-recovery-codes')).toBeVisible();
    await page.getByTestId('recovery-done').click();
  } else {
    const step = page.getByTestId('ops-totp');
    await expect(step).toBeVisible();
    await step.getByLabel('Code', { exact: true }).fill(totpCode(who.secret, 1));
    await step.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page.getByTestId('ops-operator-name')).toHaveText(who.username);
}

/** The operator API as `who` would call it from the console (token from the console's storage). */
export async function consoleToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('jadeOpsSession') ?? '{}') as { token?: string }).token ?? '',
  );
  expect(token).not.toBe('');
  return token;
}
