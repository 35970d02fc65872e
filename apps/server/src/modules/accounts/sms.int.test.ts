import { accountCalls } from '@jade/contract/account-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createMemoryCounterStore } from '../../platform/rate-limit/counter-store';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { createAccountsRepository } from './repository';
import { createVerificationCodes } from './verification-codes';
import {
  call,
  captchaCookie,
  createMember,
  lastSmsCode,
  movableClock,
  setModule,
  uniqueIp,
  uniqueMobile,
} from '../../../test/accounts';

let database: DatabaseHandle;
let app: FastifyInstance;
const clock = movableClock();

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, {
    deps: { now: clock.now, accounts: { smsDailyQuota: 1000, captchaTestAnswer: 'TEST' } },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const send = (mobileNo: string | undefined, ip = uniqueIp(), cookie?: string) =>
  call(
    app,
    accountCalls.smsRegister,
    mobileNo === undefined
      ? {}
      : { mobileNo, countryDialingCode: '+63', ...(cookie ? { captcha: 'TEST' } : {}) },
    { ip, ...(cookie ? { headers: { Cookie: cookie } } : {}) },
  );
/** The SMS limits under test come after the enumeration guard: a person past its free tries solves captchas. */
const sendSolved = async (mobileNo: string, ip = uniqueIp()) =>
  send(mobileNo, ip, await captchaCookie(app, ip));

describe('SMS codes', () => {
  it('validates the number', async () => {
    expect((await send(undefined)).json().errorCode).toBe('sms.phone.missing');
    expect((await send('')).json().errorCode).toBe('sms.phone.missing');
    expect((await send('0917abc4567')).json().errorCode).toBe('sms.phone.invalid');
    expect((await send('091712')).json().errorCode).toBe('sms.phone.invalid');
    expect((await send('091712345678')).json().errorCode).toBe('sms.phone.invalid');
    const noLogin = await call(
      app,
      accountCalls.smsNoLogin,
      { mobileNum: '+639171234567' },
      { ip: uniqueIp() },
    );
    expect(noLogin.json().errorCode).toBe('sms.phone.invalid');
  });

  it('allows one SMS a minute and five an hour per number', async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile)).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const soon = await send(mobile);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().errorCode).toBe('sms.too.many');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await sendSolved(mobile)).statusCode).toBe(200);
    }
    clock.advance(61_000);
    expect((await sendSolved(mobile)).json().errorCode).toBe('sms.too.many');
  });

  it('allows ten SMS an hour per IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await sendSolved(uniqueMobile(), ip)).statusCode).toBe(200);
    expect((await sendSolved(uniqueMobile(), ip)).json().errorCode).toBe('sms.too.many');
  });

  it('stops at the merchant daily quota', async () => {
    const small = await createTestApp(database, { deps: { now: clock.now, accounts: { smsDailyQuota: 2 } } });
    try {
      const sendTo = () =>
        call(small, accountCalls.smsRegister, { mobileNo: uniqueMobile() }, { ip: uniqueIp() });
      expect((await sendTo()).statusCode).toBe(200);
      expect((await sendTo()).statusCode).toBe(200);
      const over = await sendTo();
      expect(over.statusCode).toBe(400);
      expect(over.json().errorCode).toBe('sms.quota.insufficient');
    } finally {
      await small.close();
    }
  });

  it('expires codes, survives five wrong guesses only, and a fresh send ends the previous code', async () => {
    const mobile = uniqueMobile();
    await createMember(database, { mobile, dialingCode: '63' });
    const login = (code: string) =>
      call(
        app,
        accountCalls.login,
        { type: 'sms', username: mobile, password: code },
        { ip: uniqueIp(), sealedAt: clock.now() },
      );
    await call(app, accountCalls.smsNoLogin, { mobileNum: mobile }, { ip: uniqueIp() });
    const first = (await lastSmsCode(database, mobile))!;
    clock.advance(61_000);
    await call(app, accountCalls.smsNoLogin, { mobileNum: mobile }, { ip: uniqueIp() });
    const second = (await lastSmsCode(database, mobile))!;
    if (first !== second) expect((await login(first)).json().errorCode).toBe('sms.code.invalid');
    clock.advance(5 * 60_000 + 1000);
    expect((await login(second)).json().errorCode).toBe('sms.code.expired');
  });

  it('a code survives five wrong guesses only', async () => {
    const texts: string[] = [];
    const codes = createVerificationCodes({
      repo: createAccountsRepository(database.db),
      sms: { send: async (m: { text: string }) => void texts.push(m.text) },
      counters: createMemoryCounterStore(),
      minutes: 5,
      dailyQuota: 10,
      now: Date.now,
    });
    const target = { merchant: 'jade_ph', dialingCode: '63', mobile: uniqueMobile() };
    await codes.send({ ...target, purpose: 'forgot', ip: uniqueIp() });
    const code = texts[0]!.match(/\d{6}/)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await expect(codes.verify({ ...target, purposes: ['forgot'], code: wrong })).rejects.toMatchObject({
        errorCode: 'sms.code.invalid',
      });
    }
    await expect(codes.verify({ ...target, purposes: ['forgot'], code })).rejects.toMatchObject({
      errorCode: 'sms.code.invalid',
    });
    // A code of another purpose does not count.
    await codes.send({ ...target, purpose: 'register', ip: uniqueIp() }).catch(() => undefined);
    await expect(codes.verify({ ...target, purposes: ['login'], code })).rejects.toMatchObject({
      errorCode: 'sms.code.invalid',
    });
  });

  it('registration SMS is off without REGMOBVERF3', async () => {
    await setModule(database, 'REGMOBVERF3', false);
    try {
      expect((await send(uniqueMobile())).json().errorCode).toBe('function.not.available');
    } finally {
      await setModule(database, 'REGMOBVERF3', true);
    }
  });
});
