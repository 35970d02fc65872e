import { accountCalls } from '@jade/contract/account-calls';
import { registerValueSchema } from '@jade/contract/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, lastSmsCode, setModule, unique, uniqueIp, uniqueMobile } from '../../../test/accounts';
import { createAccountsRepository } from './repository';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { accounts: { captchaTestAnswer: 'TEST' } } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function captchaCookie(ip: string) {
  const image = await app.inject({
    method: 'GET',
    url: '/wps/captcha',
    headers: { Merchant: 'jade_ph' },
    remoteAddress: ip,
  });
  return String(image.headers['set-cookie']).split(';')[0]!;
}

/** A valid username registration: code sent to the mobile and read back from the outbox. */
async function form(overrides: Record<string, unknown> = {}, ip = uniqueIp()) {
  const mobileNum = (overrides.mobileNum as string | undefined) ?? uniqueMobile();
  await call(app, accountCalls.smsRegister, { mobileNo: mobileNum, countryDialingCode: '63' }, { ip });
  return {
    username: unique('Player'),
    password: 'Jade2026!',
    confirmPassword: 'Jade2026!',
    mobileNum,
    verificationCode: await lastSmsCode(database, mobileNum),
    captcha: 'TEST',
    countryDialingCode: '63',
    registerUrl: 'http://localhost/register',
    registerMethod: 'WEB',
    login: true,
    ...overrides,
  };
}

async function register(body: Record<string, unknown>, ip = uniqueIp(), def = accountCalls.register) {
  return call(app, def, body, { ip, headers: { Cookie: await captchaCookie(ip) } });
}

describe('registration by username', () => {
  it('registers, logs in and stores the registration facts', async () => {
    const body = await form({ referralCode: 'demo0001' });
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    const value = registerValueSchema.parse(response.json().value);
    expect(value).toMatchObject({ userName: body.username, customerType: 0, mustChangePassword: false });
    expect(value.token).toBeTruthy();
    const member = await createAccountsRepository(database.db).findMemberById(value.id);
    expect(member).toMatchObject({
      registerMethod: 'WEB',
      registerUrl: 'http://localhost/register',
      mobile: body.mobileNum,
    });
    expect(member!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // referralCode demo0001 is demo_player: the upline link.
    const referrer = await createAccountsRepository(database.db).findMemberByUsername(
      'jade_ph',
      'demo_player',
    );
    expect(member!.parentId).toBe(referrer!.id);
    // And the new member can log in with the password.
    const login = await call(
      app,
      accountCalls.login,
      { username: body.username, password: 'Jade2026!', type: 'username' },
      { ip: uniqueIp() },
    );
    expect(login.statusCode).toBe(200);
  });

  it('links to the agent of a valid affiliate code, and refuses an invalid one', async () => {
    const ok = await register(await form({ affiliateCode: 'JADE2026' }));
    const member = await createAccountsRepository(database.db).findMemberById(ok.json().value.id);
    const agent = await createAccountsRepository(database.db).findMemberByUsername('jade_ph', 'demo_agent');
    expect(member!.parentId).toBe(agent!.id);
    const bad = await register(await form({ affiliateCode: 'NOPE1234' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('invitation_code_error');
    // A player's referral code is no affiliate code.
    expect((await register(await form({ affiliateCode: 'demo0001' }))).json().errorCode).toBe(
      'invitation_code_error',
    );
  });

  it('without login:true returns no token', async () => {
    const response = await register(await form({ login: false }));
    expect(response.json().value.token).toBeNull();
  });

  it.each([
    ['username', '1player', 'reg_pattern_1', ['6', '16']],
    ['username', 'abc', 'reg_pattern_1', ['6', '16']],
    ['password', 'jade2026', 'reg_pattern_20', ['8', '20']],
    ['password', 'Jade 2026!', 'reg_pattern_20', ['8', '20']],
    ['mobileNum', '0917-123456', 'reg_pattern_6', ['10', '11']],
    ['email', 'not-an-email', 'reg_pattern_3', ['5', '64']],
    ['payeeName', 'x', 'reg_pattern_0', ['2', '50']],
    ['whatsapp', '12ab5678', 'reg_pattern_6', ['8', '15']],
  ])('refuses %s %j with %s', async (field, value, messageKey, args) => {
    const body = await form(
      field === 'mobileNum'
        ? {}
        : { [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) },
    );
    if (field === 'mobileNum') body.mobileNum = value;
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'reg_pattern_invalid',
      value: { field, messageKey, args },
    });
  });

  it.each([
    ['email', 'someone@example.com'],
    ['payeeName', 'Juan Dela Cruz'],
    ['whatsapp', '639171234567'],
  ])('accepts %s %j', async (field, value) => {
    expect((await register(await form({ [field]: value }))).statusCode).toBe(200);
  });

  it('refuses a missing required field, a different confirmation, a taken username or mobile', async () => {
    const missing = await register(await form({ username: '' }));
    expect(missing.json().value).toMatchObject({ field: 'username', messageKey: 'input_cannot_be_empty' });
    const mismatch = await register(await form({ confirmPassword: 'Jade2027!' }));
    expect(mismatch.json().value).toMatchObject({
      field: 'confirmPassword',
      messageKey: 'inconsistent_twice',
    });
    const first = await form();
    expect((await register(first)).statusCode).toBe(200);
    const taken = await register(await form({ username: String(first.username).toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('username.taken');
    const mobile = await call(app, accountCalls.smsRegister, { mobileNo: '09171234567' }, { ip: uniqueIp() });
    expect(mobile.json().errorCode).toBe('mobile.taken');
  });

  it('needs the SMS code and the captcha', async () => {
    expect((await register(await form({ verificationCode: '' }))).json().errorCode).toBe('sms.code.missing');
    expect((await register(await form({ verificationCode: '000000' }))).json().errorCode).toBe(
      'sms.code.invalid',
    );
    const noCaptcha = await call(app, accountCalls.register, await form(), { ip: uniqueIp() });
    expect(noCaptcha.json().errorCode).toBe('captcha.invalid');
    expect((await register(await form({ captcha: '' }))).json().errorCode).toBe('captcha.required');
  });

  it('limits registrations per IP (10 an hour)', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      await register({ username: '' }, ip);
    }
    const over = await register({ username: '' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('too.many.requests');
  });

  it('is closed without USERNAMEREG3', async () => {
    await setModule(database, 'USERNAMEREG3', false);
    try {
      expect((await register(await form())).json().errorCode).toBe('function.not.available');
    } finally {
      await setModule(database, 'USERNAMEREG3', true);
    }
  });
});

describe('registration by mobile', () => {
  it('registers with mobile, code and password; the username is the number', async () => {
    const ip = uniqueIp();
    const mobileNum = uniqueMobile();
    await call(app, accountCalls.smsRegister, { mobileNo: mobileNum }, { ip });
    const response = await register(
      { mobileNum, password: 'Jade2026!', verificationCode: await lastSmsCode(database, mobileNum) },
      ip,
      accountCalls.registerMobile,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value.userName).toBe(mobileNum);
    const login = await call(
      app,
      accountCalls.login,
      { username: mobileNum, password: 'Jade2026!' },
      { ip: uniqueIp() },
    );
    expect(login.statusCode).toBe(200);
  });

  it('without MOBILENUMPASSREG3 registers without a password (SMS login, password set later)', async () => {
    await setModule(database, 'MOBILENUMPASSREG3', false);
    try {
      const ip = uniqueIp();
      const mobileNum = uniqueMobile();
      await call(app, accountCalls.smsRegister, { mobileNo: mobileNum }, { ip });
      const response = await register(
        { mobileNum, verificationCode: await lastSmsCode(database, mobileNum) },
        ip,
        accountCalls.registerMobile,
      );
      expect(response.statusCode).toBe(200);
      const token = response.json().value.token as string;
      const info = await call(app, accountCalls.memberInfo, undefined, { token });
      expect(info.json().value).toMatchObject({ hasPassword: false, account: mobileNum });
      // First password: no old password is asked for.
      const set = await call(
        app,
        accountCalls.changePassword,
        { newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234!' },
        { token },
      );
      expect(set.statusCode).toBe(200);
    } finally {
      await setModule(database, 'MOBILENUMPASSREG3', true);
    }
  });

  it('refuses a bad number and a missing one', async () => {
    const bad = await register(
      { mobileNum: '12ab', password: 'Jade2026!' },
      uniqueIp(),
      accountCalls.registerMobile,
    );
    expect(bad.json().value).toMatchObject({ field: 'mobileNum', messageKey: 'reg_pattern_6' });
    const missing = await register({ password: 'Jade2026!' }, uniqueIp(), accountCalls.registerMobile);
    expect(missing.json().value).toMatchObject({ field: 'mobileNum', messageKey: 'input_cannot_be_empty' });
  });
});

describe('affiliate check', () => {
  it("answers success only for an agent's code", async () => {
    const ok = await call(app, accountCalls.affiliate, undefined, {
      query: { code: 'jade2026', domain: 'localhost' },
    });
    expect(ok.json()).toEqual({ success: true, value: { code: 'JADE2026', valid: true } });
    const bad = await call(app, accountCalls.affiliate, undefined, { query: { code: 'demo0001' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('invitation_code_error');
  });
});
