// Issue 12 item 3: every call that could reveal an account is limited per IP and per identifier,
// with a captcha after a few tries, BEFORE it answers whether the account exists.
import { accountCalls } from '@jade/contract/account-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { createRedisCounterStore } from '../../platform/rate-limit/redis-counter-store';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import {
  call,
  captchaCookie,
  createMember,
  lastSmsCode,
  movableClock,
  unique,
  uniqueIp,
  uniqueMobile,
} from '../../../test/accounts';
import { CAPTCHA_POW_BITS, powSolves } from './captcha';
import { PROBE_GUARD } from './limits';

let database: DatabaseHandle;
let app: FastifyInstance;
const clock = movableClock();

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now, accounts: { captchaTestAnswer: 'TEST' } } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function takenMobile() {
  const mobile = uniqueMobile();
  await createMember(database, { mobile, dialingCode: '63' });
  return mobile;
}

const smsRegister = (
  target: FastifyInstance,
  mobileNo: string,
  ip: string,
  extra: { captcha?: string; cookie?: string } = {},
) =>
  call(
    target,
    accountCalls.smsRegister,
    { mobileNo, countryDialingCode: '63', ...(extra.captcha ? { captcha: extra.captcha } : {}) },
    { ip, ...(extra.cookie ? { headers: { Cookie: extra.cookie } } : {}) },
  );

/** The 15 tries of taken numbers from one IP: only the first few answer `mobile.taken`. */
async function fifteenTakenNumbers(target: FastifyInstance) {
  const ip = uniqueIp();
  const codes: string[] = [];
  for (let i = 0; i < 15; i++) {
    const answer = await smsRegister(target, await takenMobile(), ip);
    codes.push(answer.json().errorCode);
  }
  expect(codes.slice(0, PROBE_GUARD.freePerIp)).toEqual(Array(PROBE_GUARD.freePerIp).fill('mobile.taken'));
  expect(codes.slice(PROBE_GUARD.freePerIp)).toEqual(
    Array(15 - PROBE_GUARD.freePerIp).fill('captcha.required'),
  );
  // A solved captcha lets a person go on (one answer per challenge).
  const solved = await smsRegister(target, await takenMobile(), ip, {
    captcha: 'TEST',
    cookie: await captchaCookie(target, ip),
  });
  expect(solved.json().errorCode).toBe('mobile.taken');
  const wrong = await smsRegister(target, await takenMobile(), ip, {
    captcha: 'NOPE',
    cookie: await captchaCookie(target, ip),
  });
  expect(wrong.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
}

describe('SMS for registration (POST /wps/verification/sms/register)', () => {
  it('15 tries of taken numbers from one IP: a captcha from the 6th, before mobile.taken', async () => {
    await fifteenTakenNumbers(app);
  });

  it('the captcha-required answer tells the site to show the captcha', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < PROBE_GUARD.freePerIp; i++) await smsRegister(app, uniqueMobile(), ip);
    const answer = await smsRegister(app, await takenMobile(), ip);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    expect(answer.json().message).toBeTruthy();
  });

  it('per IP: past the maximum even solved captchas get 429', async () => {
    const ip = uniqueIp();
    let last = '';
    for (let i = 0; i <= PROBE_GUARD.maxPerIp; i++) {
      if (i % 25 === 24) clock.advance(61_000); // the captcha images have their own per-minute limit
      const cookie = i >= PROBE_GUARD.freePerIp ? await captchaCookie(app, ip) : undefined;
      last = (
        await smsRegister(app, await takenMobile(), ip, cookie ? { captcha: 'TEST', cookie } : {})
      ).json().errorCode;
      if (i < PROBE_GUARD.maxPerIp) expect(last).toBe('mobile.taken');
    }
    expect(last).toBe('too.many.requests');
  });

  it('per identifier: one number asked from many IPs needs a captcha after a few, then 429', async () => {
    const mobile = await takenMobile();
    const codes: string[] = [];
    for (let i = 0; i < PROBE_GUARD.freePerIdentifier + 1; i++)
      codes.push((await smsRegister(app, mobile, uniqueIp())).json().errorCode);
    expect(codes).toEqual([...Array(PROBE_GUARD.freePerIdentifier).fill('mobile.taken'), 'captcha.required']);
    let last = '';
    for (let i = codes.length; i <= PROBE_GUARD.maxPerIdentifier; i++) {
      const ip = uniqueIp();
      last = (
        await smsRegister(app, mobile, ip, { captcha: 'TEST', cookie: await captchaCookie(app, ip) })
      ).json().errorCode;
    }
    expect(last).toBe('too.many.requests');
  });

  it.skipIf(!process.env.REDIS_URL)('counts in Redis too (shared by every instance)', async () => {
    const counters: CounterStore = await createRedisCounterStore(
      process.env.REDIS_URL!,
      `jade:test:${unique('enum')}:`,
    );
    const a = await createTestApp(database, { deps: { counters, accounts: { captchaTestAnswer: 'TEST' } } });
    const b = await createTestApp(database, { deps: { counters, accounts: { captchaTestAnswer: 'TEST' } } });
    try {
      await fifteenTakenNumbers(a);
      // Two instances share the count: tries spread over both are limited together.
      const ip = uniqueIp();
      const codes: string[] = [];
      for (let i = 0; i < 8; i++)
        codes.push((await smsRegister(i % 2 ? a : b, await takenMobile(), ip)).json().errorCode);
      expect(codes.filter((c) => c === 'mobile.taken')).toHaveLength(PROBE_GUARD.freePerIp);
    } finally {
      await a.close();
      await b.close();
      await counters.close();
    }
  });
});

describe('the accessible alternative: a proof-of-work instead of the image', () => {
  it('a solved challenge passes as the captcha answer; a wrong nonce does not; 5 an hour per IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < PROBE_GUARD.freePerIp; i++) await smsRegister(app, uniqueMobile(), ip);
    const challenge = async () => {
      const answer = await call(app, accountCalls.captchaPow, undefined, { ip });
      return {
        ...(answer.json().value as { challenge: string; bits: number }),
        cookie: String(answer.headers['set-cookie']).split(';')[0]!,
        status: answer.statusCode,
      };
    };
    const first = await challenge();
    expect(first.bits).toBe(CAPTCHA_POW_BITS);
    let nonce = 0;
    while (!powSolves(first.challenge, String(nonce), first.bits)) nonce++;
    const solved = await smsRegister(app, await takenMobile(), ip, {
      captcha: String(nonce),
      cookie: first.cookie,
    });
    expect(solved.json().errorCode).toBe('mobile.taken');
    // Single use, like the image.
    const again = await smsRegister(app, await takenMobile(), ip, {
      captcha: String(nonce),
      cookie: first.cookie,
    });
    expect(again.json().errorCode).toBe('captcha.invalid');
    const second = await challenge();
    let wrong = 0;
    while (powSolves(second.challenge, String(wrong), second.bits)) wrong++;
    const refused = await smsRegister(app, await takenMobile(), ip, {
      captcha: String(wrong),
      cookie: second.cookie,
    });
    expect(refused.json().errorCode).toBe('captcha.invalid');
    for (let i = 2; i < 5; i++) expect((await challenge()).status).toBe(200);
    expect((await challenge()).status).toBe(429);
  });
});

describe('the other calls that could reveal an account', () => {
  it('registration by mobile number: the captcha comes before mobile.taken', async () => {
    const ip = uniqueIp();
    const codes: string[] = [];
    for (let i = 0; i < PROBE_GUARD.freePerIp + 2; i++) {
      const mobile = await takenMobile();
      const answer = await call(
        app,
        accountCalls.registerMobile,
        { mobileNum: mobile, password: 'Jade2026!', countryDialingCode: '63', verificationCode: '123456' },
        { ip, sealedAt: clock.now() },
      );
      codes.push(answer.json().errorCode);
    }
    expect(codes.slice(0, PROBE_GUARD.freePerIp)).toEqual(Array(PROBE_GUARD.freePerIp).fill('mobile.taken'));
    expect(codes.slice(PROBE_GUARD.freePerIp)).toEqual(['captcha.required', 'captcha.required']);
  });

  it('SMS for login or reset: the same answer for any number, then a captcha', async () => {
    const ip = uniqueIp();
    const known = await takenMobile();
    const send = (mobileNum: string) => call(app, accountCalls.smsNoLogin, { mobileNum }, { ip });
    const a = await send(known);
    const b = await send(uniqueMobile());
    expect(a.json().value).toEqual(b.json().value);
    for (let i = 2; i < PROBE_GUARD.freePerIp; i++) await send(uniqueMobile());
    expect((await send(known)).json().errorCode).toBe('captcha.required');
  });

  it('affiliate code checks: limited per IP (no captcha field), a popular code is not limited', async () => {
    const ip = uniqueIp();
    const check = (code: string, from = ip) =>
      call(app, accountCalls.affiliate, undefined, { ip: from, query: { code } });
    for (let i = 0; i < PROBE_GUARD.maxPerIp; i++)
      expect((await check(`NOPE${i}`)).json().errorCode).toBe('invitation_code_error');
    const limited = await check('JADE2026');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('too.many.requests');
    // Every visitor of an agent's link checks the same code: only the IP counts.
    for (let i = 0; i < PROBE_GUARD.maxPerIdentifier + 2; i++)
      expect((await check('JADE2026', uniqueIp())).json().success).toBe(true);
  });

  it('forgot password by e-mail: same answer, same floor of time, limited per IP with a captcha', async () => {
    const email = `${unique('m')}@example.com`;
    const member = await createMember(database, { email });
    const ip = uniqueIp();
    const timed = async (username: string, mail: string) => {
      const started = performance.now();
      const answer = await call(app, accountCalls.forgotPasswordEmail, { username, email: mail }, { ip });
      return { answer, ms: performance.now() - started };
    };
    const hit = await timed(member.username, email);
    const miss = await timed(unique('nobody'), 'nobody@example.com');
    expect(hit.answer.json()).toMatchObject({ success: true, value: {} });
    expect(miss.answer.json()).toMatchObject({ success: true, value: {} });
    expect(hit.ms).toBeGreaterThanOrEqual(PROBE_GUARD.answerFloorMs - 5);
    expect(miss.ms).toBeGreaterThanOrEqual(PROBE_GUARD.answerFloorMs - 5);
    for (let i = 2; i < PROBE_GUARD.freePerIp; i++) await timed(unique('x'), 'x@example.com');
    expect((await timed(member.username, email)).answer.json().errorCode).toBe('captcha.required');
  });
});

describe('a lock-out never shuts the owner out for good', () => {
  it('a password reset by SMS ends the lock a stranger caused', async () => {
    const authApp = app;
    {
      const mobile = uniqueMobile();
      const member = await createMember(database, { mobile, dialingCode: '63' });
      const login = async (password: string, withCaptcha = false) => {
        const ip = uniqueIp();
        const cookie = withCaptcha ? await captchaCookie(authApp, ip) : undefined;
        return call(
          authApp,
          accountCalls.login,
          { username: member.username, password, ...(cookie ? { captcha: 'TEST' } : {}) },
          { ip, sealedAt: clock.now(), ...(cookie ? { headers: { Cookie: cookie } } : {}) },
        );
      };
      let last = '';
      for (let i = 0; i < 5; i++) last = (await login('Wrong123!', i >= 2)).json().errorCode;
      expect(last).toBe('login.locked');
      expect((await login(member.password)).json().errorCode).toBe('login.locked');
      await call(
        authApp,
        accountCalls.smsNoLogin,
        { mobileNum: mobile, purpose: 'forgot' },
        { ip: uniqueIp() },
      );
      const code = await lastSmsCode(database, mobile);
      const reset = await call(
        authApp,
        accountCalls.phonePassword,
        {
          mobileNum: mobile,
          countryDialingCode: '63',
          verificationCode: code,
          newPassword: 'Abcd1234!',
          confirmNewPassword: 'Abcd1234!',
        },
        { ip: uniqueIp(), sealedAt: clock.now() },
      );
      expect(reset.statusCode).toBe(200);
      // The failure count went with the lock: no captcha needed either.
      expect((await login('Abcd1234!')).statusCode).toBe(200);
    }
  });

  it('the lock-out expires on its own', async () => {
    const member = await createMember(database);
    const login = (password: string) =>
      call(
        app,
        accountCalls.login,
        { username: member.username, password },
        { ip: uniqueIp(), sealedAt: clock.now() },
      );
    for (let i = 0; i < 2; i++) await login('Wrong123!');
    // The captcha comes before the lock: a script without it cannot reach the lock at all.
    expect((await login('Wrong123!')).json().value).toEqual({ captcha: true });
    expect((await login('Wrong123!')).json().errorCode).toBe('captcha.required');
    clock.advance(31 * 60_000);
    expect((await login(member.password)).statusCode).toBe(200);
  });
});
