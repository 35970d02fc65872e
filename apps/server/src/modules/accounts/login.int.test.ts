import { accountCalls } from '@jade/contract/account-calls';
import { loginValueSchema } from '@jade/contract/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import {
  call,
  createMember,
  lastSmsCode,
  movableClock,
  setModule,
  STRONG_PASSWORD,
  unique,
  uniqueIp,
  uniqueMobile,
} from '../../../test/accounts';
import { createAccountsRepository } from './repository';

let database: DatabaseHandle;
let app: FastifyInstance;
const clock = movableClock();

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, {
    deps: { now: clock.now, accounts: { captchaTestAnswer: 'TEST' } },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const login = (body: Record<string, unknown>, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  call(
    app,
    accountCalls.login,
    { type: 'username', ...body },
    // Sealed at the server's (moved) time, or the body would be stale.
    { ip: opts.ip ?? uniqueIp(), sealedAt: clock.now(), ...opts },
  );

async function tokenOf(username: string, password = STRONG_PASSWORD, ip = uniqueIp()) {
  const response = await login({ username, password }, { ip });
  expect(response.statusCode).toBe(200);
  return loginValueSchema.parse(response.json().value).token;
}

const info = (token?: string) => call(app, accountCalls.memberInfo, undefined, token ? { token } : {});

describe('login by username', () => {
  it('logs a demo player in and returns the login value', async () => {
    const response = await login({ username: 'DEMO_PLAYER', password: 'Jade2026!' });
    expect(response.statusCode).toBe(200);
    const value = loginValueSchema.parse(response.json().value);
    expect(value).toMatchObject({
      userName: 'demo_player',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(value.token.length).toBeGreaterThanOrEqual(40);
    const me = (await info(value.token)).json().value;
    expect(me).toMatchObject({ account: 'demo_player', type: 0, clubLabel: { labelName: 'VIP0' } });
    expect(me.email).toBe('pl***@demo.jade.local');
  });

  it('forces a change for the weak default password and a first login', async () => {
    const value = loginValueSchema.parse(
      (await login({ username: 'demo_newbie', password: '123456' })).json().value,
    );
    expect(value).toMatchObject({ firstTimeLogin: true, mustChangePassword: true });
    const weak = await createMember(database, { password: '123456' });
    const second = loginValueSchema.parse(
      (await login({ username: weak.username, password: '123456' })).json().value,
    );
    expect(second).toMatchObject({ firstTimeLogin: false, mustChangePassword: true });
  });

  it('restricts a session that must change its password to changing it', async () => {
    const weak = await createMember(database, { password: '123456' });
    const token = loginValueSchema.parse(
      (await login({ username: weak.username, password: '123456' })).json().value,
    ).token;
    const icon = () => call(app, accountCalls.memberIcon, undefined, { token });
    expect((await icon()).json()).toMatchObject({ errorCode: 'password.change.required' });
    expect((await icon()).statusCode).toBe(403);
    // Public calls still answer: the site reads the member's info to show the forced-change modal.
    expect((await info(token)).json().value).toMatchObject({ account: weak.username });
    const changed = await call(
      app,
      accountCalls.changePassword,
      { oldPassword: '123456', newPassword: STRONG_PASSWORD, confirmNewPassword: STRONG_PASSWORD },
      { token, sealedAt: clock.now() },
    );
    expect(changed.json()).toMatchObject({ success: true });
    expect((await icon()).json()).toMatchObject({ success: true });
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const member = await createMember(database);
    const wrong = await login({ username: member.username, password: 'Wrong123!' });
    const unknown = await login({ username: unique('nobody'), password: 'Wrong123!' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(wrong.json()).toMatchObject({ errorCode: 'login.failed', value: { captcha: false } });
  });

  it('asks for the captcha from the 3rd failure and locks at the 5th', async () => {
    const member = await createMember(database);
    const bad = (extra: Record<string, unknown> = {}) =>
      login({ username: member.username, password: 'Wrong123!', ...extra });
    expect((await bad()).json().value).toEqual({ captcha: false });
    expect((await bad()).json().value).toEqual({ captcha: false });
    expect((await bad()).json()).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
    // From now on the captcha is needed; without it nothing is checked or counted.
    const missing = await login({ username: member.username, password: member.password });
    expect(missing.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    const wrongCaptcha = await bad({ captcha: 'ZZZZ' });
    expect(wrongCaptcha.json().errorCode).toBe('captcha.invalid');
    // A real challenge: the cookie binds it; the test answer stands in for reading the image.
    const challenge = async () => {
      const image = await app.inject({
        method: 'GET',
        url: '/wps/captcha?t=1',
        headers: { Merchant: 'jade_ph' },
      });
      expect(image.json().value).toMatch(/^data:image\/png;base64,/);
      return String(image.headers['set-cookie']).split(';')[0]!;
    };
    const fourth = await bad({ captcha: 'test' });
    expect(fourth.json().errorCode).toBe('captcha.invalid'); // no cookie, no challenge
    expect(
      (
        await login(
          { username: member.username, password: 'Wrong123!', captcha: 'test' },
          { headers: { Cookie: await challenge() } },
        )
      ).json(),
    ).toMatchObject({
      errorCode: 'login.failed',
      value: { captcha: true },
    });
    const fifth = await login(
      { username: member.username, password: 'Wrong123!', captcha: 'test' },
      { headers: { Cookie: await challenge() } },
    );
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ errorCode: 'login.locked', value: { minutes: 15 } });
    expect(fifth.json().message).toContain('15');
    expect(Number(fifth.headers['retry-after'])).toBe(900);
    // Locked: even the right password is refused, without being checked.
    const right = await login({ username: member.username, password: member.password });
    expect(right.json().errorCode).toBe('login.locked');
    const audit = await createAccountsRepository(database.db).listAudit({ username: member.username });
    expect(audit.map((a) => a.result)).toEqual(
      expect.arrayContaining(['failed', 'captcha_required', 'captcha_invalid', 'locked']),
    );
  });

  it('accepts the right password with a valid captcha once it is required', async () => {
    const member = await createMember(database);
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) await login({ username: member.username, password: 'Wrong123!' }, { ip });
    const image = await app.inject({ method: 'GET', url: '/wps/captcha', headers: { Merchant: 'jade_ph' } });
    const cookie = String(image.headers['set-cookie']).split(';')[0]!;
    expect(String(image.headers['set-cookie'])).toContain('HttpOnly');
    const ok = await login(
      { username: member.username, password: member.password, captcha: 'TEST' },
      { ip, headers: { Cookie: cookie } },
    );
    expect(ok.statusCode).toBe(200);
    // The challenge is single use.
    const again = await login(
      { username: unique(), password: 'x', captcha: 'TEST' },
      { ip, headers: { Cookie: cookie } },
    );
    expect(again.json().errorCode).toBe('captcha.invalid');
  });

  it('counts failures per IP too: a spray over usernames meets the captcha', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) await login({ username: unique('spray'), password: 'Wrong123!' }, { ip });
    const next = await login({ username: unique('spray'), password: 'Wrong123!' }, { ip });
    expect(next.json().errorCode).toBe('captcha.required');
  });

  it('limits login requests per IP (30 a minute)', async () => {
    const ip = uniqueIp();
    const member = await createMember(database);
    for (let i = 0; i < 30; i++) {
      // Right passwords, so no failure counting gets in the way.
      expect((await login({ username: member.username, password: member.password }, { ip })).statusCode).toBe(
        200,
      );
    }
    const over = await login({ username: member.username, password: member.password }, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('too.many.requests');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a frozen account after the password, and its live session', async () => {
    const member = await createMember(database);
    const token = await tokenOf(member.username);
    await createAccountsRepository(database.db).setStatus(member.id, 'frozen');
    const response = await login({ username: member.username, password: member.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('account.frozen');
    expect((await call(app, accountCalls.memberIcon, undefined, { token })).json().errorCode).toBe(
      'account.frozen',
    );
  });
});

describe('sessions', () => {
  it('keeps one session per member: a new login supersedes the old token', async () => {
    const member = await createMember(database);
    const first = await tokenOf(member.username);
    const second = await tokenOf(member.username);
    const old = await call(app, accountCalls.memberIcon, undefined, { token: first });
    expect(old.statusCode).toBe(401);
    expect(old.json().errorCode).toBe('login.not.session');
    expect((await info(first)).json().errorCode).toBe('login.not.session');
    expect((await call(app, accountCalls.memberIcon, undefined, { token: second })).statusCode).toBe(200);
  });

  it('ends a session after the idle time and after the absolute limit', async () => {
    const member = await createMember(database);
    let token = await tokenOf(member.username);
    clock.advance(119 * 60_000);
    expect((await info(token)).json().value.id).toBe(member.id); // touched: idle expiry moves
    clock.advance(119 * 60_000);
    expect((await info(token)).json().value.id).toBe(member.id);
    clock.advance(121 * 60_000);
    const idle = await info(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().errorCode).toBe('user.or.token.invalid');

    token = await tokenOf(member.username);
    for (let i = 0; i < 13; i++) {
      clock.advance(110 * 60_000); // active all along: 23 h 50 min
      expect((await info(token)).statusCode).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await info(token)).json().errorCode).toBe('user.or.token.invalid');
  });

  it('refuses unknown tokens with user.or.token.invalid and lets guests through public calls', async () => {
    expect((await info()).json()).toEqual({ success: true, value: {} });
    const bogus = await info('x'.repeat(43));
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().errorCode).toBe('user.or.token.invalid');
    const noToken = await call(app, accountCalls.memberIcon);
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().errorCode).toBe('customer.not.login');
  });

  it('logs out (DELETE and POST); a dead or missing token still gets success', async () => {
    const member = await createMember(database);
    const token = await tokenOf(member.username);
    const out = await call(app, accountCalls.logout, undefined, { token });
    expect(out.json()).toEqual({ success: true, value: {} });
    expect((await info(token)).json().errorCode).toBe('user.or.token.invalid');
    expect((await call(app, accountCalls.logout, undefined, { token })).json().success).toBe(true);
    expect((await call(app, accountCalls.logoutPost)).json().success).toBe(true);
  });

  it('stores only a hash of the token', async () => {
    const member = await createMember(database);
    const token = await tokenOf(member.username);
    const rows = await database.pool.query('select token_hash from sessions where member_id = $1', [
      member.id,
    ]);
    expect(rows.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0].token_hash).not.toContain(token);
  });
});

describe('login by SMS code', () => {
  it('logs in with the code read from the outbox, once', async () => {
    const mobile = uniqueMobile();
    const member = await createMember(database, { mobile, dialingCode: '63' });
    const ip = uniqueIp();
    const sent = await call(
      app,
      accountCalls.smsNoLogin,
      { mobileNum: mobile, countryDialingCode: '63' },
      { ip },
    );
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(database, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await login({ type: 'sms', username: mobile, password: code }, { ip });
    expect(ok.statusCode).toBe(200);
    expect(loginValueSchema.parse(ok.json().value)).toMatchObject({
      id: member.id,
      mustChangePassword: false,
    });
    const reused = await login({ type: 'sms', username: mobile, password: code }, { ip });
    expect(reused.json().errorCode).toBe('sms.code.invalid');
  });

  it('answers a number without an account like any other, and sends nothing', async () => {
    const mobile = uniqueMobile();
    const sent = await call(app, accountCalls.smsNoLogin, { mobileNum: mobile }, { ip: uniqueIp() });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await lastSmsCode(database, mobile)).toBeUndefined();
    const attempt = await login({ type: 'sms', username: mobile, password: '123456' });
    expect(attempt.json().errorCode).toBe('sms.code.invalid');
  });

  it('is off without MOBILEVERCODELOGIN3', async () => {
    await setModule(database, 'MOBILEVERCODELOGIN3', false);
    try {
      const response = await login({ type: 'sms', username: uniqueMobile(), password: '123456' });
      expect(response.json().errorCode).toBe('function.not.available');
    } finally {
      await setModule(database, 'MOBILEVERCODELOGIN3', true);
    }
  });

  it('logs the demo mobile player in', async () => {
    const ip = uniqueIp();
    await call(app, accountCalls.smsNoLogin, { mobileNum: '09171234567' }, { ip });
    const code = await lastSmsCode(database, '09171234567');
    const ok = await login({ type: 'sms', username: '09171234567', password: code }, { ip });
    expect(ok.json().value.userName).toBe('09171234567');
  });
});

describe('free play', () => {
  it('creates a trial account (type 4) that is refused real-member calls', async () => {
    const response = await call(
      app,
      accountCalls.freePlay,
      { os: 'Linux', platform: 'W' },
      { ip: uniqueIp() },
    );
    expect(response.statusCode).toBe(200);
    const value = loginValueSchema.parse(response.json().value);
    expect(value).toMatchObject({ customerType: 4, mustChangePassword: false });
    expect(value.userName).toMatch(/^trial_/);
    const refused = await call(
      app,
      accountCalls.changePassword,
      { newPassword: 'Abcdef12!', confirmNewPassword: 'Abcdef12!' },
      { token: value.token, sealedAt: clock.now() },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('in_need_true_account');
  });

  it('limits free play per IP (10 an hour) and is off without FREEPLAY3', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++)
      expect((await call(app, accountCalls.freePlay, {}, { ip })).statusCode).toBe(200);
    expect((await call(app, accountCalls.freePlay, {}, { ip })).statusCode).toBe(429);
    await setModule(database, 'FREEPLAY3', false);
    try {
      expect((await call(app, accountCalls.freePlay, {}, { ip: uniqueIp() })).json().errorCode).toBe(
        'function.not.available',
      );
    } finally {
      await setModule(database, 'FREEPLAY3', true);
    }
  });
});
