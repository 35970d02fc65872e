import { expect, type Page } from '@playwright/test';
import { sealPayload } from '@jade/contract/sealed-payload';
import { baseURL } from './env';
import { resetVisitor } from './navigation';
import { operator } from './operator';

/**
 * Helpers of the accounts journeys. Every journey plays its own visitor: a fresh IP address (sent as
 * X-Forwarded-For, which the e2e server trusts from loopback) and fresh accounts, so the per-IP and
 * per-username counters (captcha after 3 failures, rate limits) of one journey never touch another.
 */

let ipCounter = 0;
/** Addresses of 198.18.0.0/15 per worker: 64 blocks of 2,048. */
const IP_BLOCK = 2048;
/**
 * A unique address of 198.18.0.0/15 (benchmark range, no country) for this worker and journey: the
 * worker's own block, in turn. Each journey's address starts with an empty rate limit (login, SMS,
 * captcha). Addresses drawn from the clock collided now and then between workers, and the second
 * journey met the first one's SMS limit (`captcha.required`). The set-up, outside any worker, has
 * block 0.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  const worker = process.env.TEST_WORKER_INDEX;
  const block = worker === undefined ? 0 : (Number(worker) % 63) + 1;
  const n = block * IP_BLOCK + (ipCounter % IP_BLOCK);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

let mobileCounter = 0;
/** A fresh Philippine-style mobile number (11 digits, 09…) that no other journey uses. */
export function uniqueMobile(): string {
  mobileCounter += 1;
  const tail = String(
    (Date.now() * 10 + mobileCounter * 37 + Number(process.env.TEST_WORKER_INDEX ?? 0)) % 1e9,
  );
  return `09${tail.padStart(9, '0')}`;
}

/** A fresh username of the demo rule (a letter, then letters and digits, 6–16). */
export function uniqueUsername(prefix = 'e2e'): string {
  // At most 16 characters: a long prefix shortens the tail from its start, so the fast-changing end of
  // the clock and the random part always survive (cutting the end made two names a second apart equal).
  const tail = `${Date.now().toString(36)}${Math.floor(Math.random() * 46_656)
    .toString(36)
    .padStart(3, '0')}`;
  const head = prefix.slice(0, 10);
  return `${head}${tail.slice(-(16 - head.length))}`;
}

/** A password of the demo brand's rule (8–20, upper, lower, digit, symbol). */
export const PASSWORD = 'Jade2026!';
export const NEW_PASSWORD = 'Emerald#2027';

/** The answer every captcha accepts in the e2e server (CAPTCHA_TEST_ANSWER, never in production). */
export function captchaTestAnswer(): string {
  const answer = process.env.CAPTCHA_TEST_ANSWER;
  if (!answer) {
    throw new Error(
      'This journey solves a captcha: run the e2e server with CAPTCHA_TEST_ANSWER set ' +
        '(e.g. CAPTCHA_TEST_ANSWER=E2E7 npm run test:e2e), as decision D15 says automated tests do.',
    );
  }
  return answer;
}

/**
 * Opens `path` as a returning visitor (region and language chosen) from the address `ip`; the gift and
 * activity popups stay closed unless `contentPopups`.
 */
export async function gotoAs(
  page: Page,
  path: string,
  {
    ip,
    lang = 'EN',
    theme,
    contentPopups,
  }: { ip: string; lang?: string; theme?: 'light' | 'dark'; contentPopups?: boolean },
): Promise<void> {
  // A returning visitor: region and language are in local storage before the first page load.
  const local: Record<string, string> = { merchant: 'jade_ph', lang, hisLang: lang };
  if (theme) local.theme = theme;
  await resetVisitor(page, { country: ip, contentPopups, localStorage: local });
  await page.goto(path);
  await expect(page.locator('main[data-page-type]')).toBeVisible();
}

interface SmsRow {
  mobile: string;
  text: string;
  createdAt: string;
}

/** The newest SMS code sent to `mobile` after `since` (ms), read from the outbox (operator CLI). */
export async function smsCode(mobile: string, since = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const out = await operator(['sms-outbox', '--mobile', mobile, '--last', '1']);
        const line = out.trim().split('\n').filter(Boolean).pop();
        if (!line) return '';
        const row = JSON.parse(line) as SmsRow;
        if (Date.parse(row.createdAt) < since - 2000) return '';
        code = /\b(\d{4,8})\b/.exec(row.text)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000, message: `an SMS code for ${mobile}` },
    )
    .not.toBe('');
  return code;
}

/** The token of the newest reset link mailed to `to` after `since` (ms). */
export async function resetToken(to: string, since = 0): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const out = await operator(['mail-outbox', '--to', to, '--last', '1']);
        const line = out.trim().split('\n').filter(Boolean).pop();
        if (!line) return '';
        const row = JSON.parse(line) as SmsRow;
        if (Date.parse(row.createdAt) < since - 2000) return '';
        token = /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(row.text)?.[1] ?? '';
        return token;
      },
      { timeout: 15_000, message: `a reset link for ${to}` },
    )
    .not.toBe('');
  return token;
}

// ---------------------------------------------------------------------------------------------------
// Accounts made through the real API (sealed bodies, SMS code from the outbox), for journeys that
// need an account of their own without going through the registration form.

/** Calls the API from the address `ip`, as a visitor or (with `token`) as the member of that session. */
export async function api(path: string, init: RequestInit & { ip: string; cookie?: string; token?: string }) {
  const headers: Record<string, string> = {
    Merchant: 'jade_ph',
    Language: 'EN',
    Device: 'web',
    'X-Forwarded-For': init.ip,
    'Content-Type': 'application/json',
    ...(init.cookie ? { Cookie: init.cookie } : {}),
    ...(init.token ? { Authorization: init.token } : {}),
  };
  const response = await fetch(new URL(path, baseURL), { ...init, headers });
  const body = (await response.json()) as { success: boolean; value: unknown; errorCode?: string };
  if (!body.success) throw new Error(`${path} failed: ${body.errorCode} ${JSON.stringify(body.value)}`);
  return body.value;
}

async function sealed(method: string, path: string, body: unknown) {
  const key = (await (await fetch(new URL('/wps/system/sealingKey', baseURL))).json()) as {
    value: { kid: string; jwk: Parameters<typeof sealPayload>[0] };
  };
  return JSON.stringify(await sealPayload(key.value.jwk, key.value.kid, { method, path }, body));
}

/**
 * Registers a member by mobile number and password (the mobile tab's call) and returns its login; with
 * `affiliateCode`, through that agent's code or link (a sub-agent when the link opens agents); with
 * `referralCode`, invited by the member with that code.
 */
export async function createMobileMember(
  ip = uniqueIp(),
  { affiliateCode, referralCode }: { affiliateCode?: string; referralCode?: string } = {},
): Promise<{ mobile: string; password: string; smsSentAt: number }> {
  const mobile = uniqueMobile();
  const since = Date.now();
  await api('/wps/verification/sms/register', {
    method: 'POST',
    ip,
    body: JSON.stringify({ mobileNo: mobile, countryDialingCode: '63' }),
  });
  const code = await smsCode(mobile, since);
  await api('/wps/member/register/mobile', {
    method: 'PUT',
    ip,
    body: await sealed('PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      verificationCode: code,
      countryDialingCode: '63',
      registerMethod: 'WEB',
      login: false,
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(referralCode ? { referralCode } : {}),
    }),
  });
  return { mobile, password: PASSWORD, smsSentAt: since };
}

/**
 * Logs in through the API (another device) and returns the session's token: the member's other
 * sessions end (decision D10).
 */
export async function loginElsewhere(username: string, password: string, ip = uniqueIp()): Promise<string> {
  const value = (await api('/wps/session/login', {
    method: 'POST',
    ip,
    body: await sealed('POST', '/wps/session/login', { username, password, type: 'username' }),
  })) as { token: string };
  return value.token;
}

/** Logs in with the header form (desktop) and waits for the member area and the member's info. */
export async function headerLogin(page: Page, username: string, password: string): Promise<void> {
  const header = page.getByTestId('header-desktop');
  await header.getByTestId('login-username').fill(username);
  await header.getByTestId('login-password').fill(password);
  await header.getByTestId('header-login').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('toUpline'))).not.toBeNull();
}

/** The server sends one SMS a minute per number: waits until another may go to a number used at `sentAt`. */
export async function waitForNextSms(sentAt: number): Promise<void> {
  const wait = sentAt + 61_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The demo brand's mobile-registered player (README "Demo accounts"); only the SMS login uses it. */
export const DEMO_MOBILE_PLAYER = '09171234567';
