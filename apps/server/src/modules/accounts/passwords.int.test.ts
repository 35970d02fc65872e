import { accountCalls } from '@jade/contract/account-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import {
  call,
  captchaCookie,
  createMember,
  lastMail,
  lastSmsCode,
  movableClock,
  unique,
  uniqueIp,
  uniqueMobile,
} from '../../../test/accounts';
import { PROBE_GUARD } from './limits';
import { createAccountsRepository } from './repository';

let database: DatabaseHandle;
let app: FastifyInstance;
const clock = movableClock();

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, {
    deps: { now: clock.now, accounts: { publicBaseUrl: 'http://jade.test', captchaTestAnswer: 'TEST' } },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const sealed = (def: Parameters<typeof call>[1], body: unknown, opts: { token?: string; ip?: string } = {}) =>
  call(app, def, body, { ip: uniqueIp(), sealedAt: clock.now(), ...opts });

async function loginToken(username: string, password: string) {
  const response = await sealed(accountCalls.login, { username, password, type: 'username' });
  expect(response.statusCode).toBe(200);
  return response.json().value.token as string;
}

const form = (username: string, email: string, ip = uniqueIp(), cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: {
      Merchant: 'jade_ph',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    payload: new URLSearchParams({ username, email, ...(cookie ? { captcha: 'TEST' } : {}) }).toString(),
    remoteAddress: ip,
  });

describe('change password', () => {
  it('checks the rule, the confirmation, the old password and sameness; then ends other sessions', async () => {
    const member = await createMember(database);
    const token = await loginToken(member.username, member.password);
    const change = (body: Record<string, unknown>) => sealed(accountCalls.changePassword, body, { token });
    expect(
      (
        await change({ oldPassword: member.password, newPassword: 'short', confirmNewPassword: 'short' })
      ).json(),
    ).toMatchObject({
      errorCode: 'reg_pattern_invalid',
      value: { field: 'newPassword', messageKey: 'reg_pattern_20' },
    });
    expect(
      (
        await change({
          oldPassword: member.password,
          newPassword: 'Abcd1234!',
          confirmNewPassword: 'Abcd1234?',
        })
      ).json().errorCode,
    ).toBe('inconsistent_twice');
    expect(
      (await change({ newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234!' })).json(),
    ).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'oldPassword' },
    });
    expect(
      (
        await change({ oldPassword: 'Wrong123!', newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234!' })
      ).json().errorCode,
    ).toBe('old.password.wrong');
    expect(
      (
        await change({
          oldPassword: member.password,
          newPassword: member.password,
          confirmNewPassword: member.password,
        })
      ).json().errorCode,
    ).toBe('password.same');
    const ok = await change({
      oldPassword: member.password,
      newPassword: 'Abcd1234!',
      confirmNewPassword: 'Abcd1234!',
    });
    expect(ok.json()).toEqual({ success: true, value: {} });
    // This session stays; the old password no longer works, the new one does.
    expect((await call(app, accountCalls.memberIcon, undefined, { token })).statusCode).toBe(200);
    expect(
      (await sealed(accountCalls.login, { username: member.username, password: member.password })).json()
        .errorCode,
    ).toBe('login.failed');
    await loginToken(member.username, 'Abcd1234!');
    const audit = await createAccountsRepository(database.db).listAudit({ memberId: member.id });
    expect(audit.map((a) => a.result)).toContain('password_changed');
  });

  it('clears the first-login flag of the forced change', async () => {
    const member = await createMember(database, { password: '123456', firstLogin: true });
    const first = await sealed(accountCalls.login, { username: member.username, password: '123456' });
    expect(first.json().value).toMatchObject({ firstTimeLogin: true, mustChangePassword: true });
    const token = first.json().value.token as string;
    await sealed(
      accountCalls.changePassword,
      { oldPassword: '123456', newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234!' },
      { token },
    );
    const next = await sealed(accountCalls.login, { username: member.username, password: 'Abcd1234!' });
    expect(next.json().value).toMatchObject({ firstTimeLogin: false, mustChangePassword: false });
  });

  it('limits wrong old passwords per member (5 in 15 minutes)', async () => {
    const member = await createMember(database);
    const token = await loginToken(member.username, member.password);
    for (let i = 0; i < 5; i++) {
      await sealed(
        accountCalls.changePassword,
        { oldPassword: 'Wrong123!', newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234!' },
        { token },
      );
    }
    const over = await sealed(
      accountCalls.changePassword,
      { oldPassword: member.password, newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234!' },
      { token },
    );
    expect(over.statusCode).toBe(429);
  });
});

describe('forgot password by e-mail', () => {
  it('answers the same whether or not username and e-mail match, and mails a single-use link when they do', async () => {
    const email = `${unique('mail')}@example.com`;
    const member = await createMember(database, { email });
    const nobody = await form(unique('nobody'), email);
    const wrongMail = await form(member.username, 'other@example.com');
    const right = await form(member.username.toUpperCase(), email.toUpperCase());
    for (const r of [nobody, wrongMail, right]) expect(r.json()).toEqual({ success: true, value: {} });
    const mail = await lastMail(database, email);
    const token = mail!.text.match(/resetPassword\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(mail!.text).toContain('http://jade.test/resetPassword?token=');
    const reset = (body: Record<string, unknown>) => sealed(accountCalls.resetPassword, body);
    const mismatch = await reset({ token, newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234' });
    expect(mismatch.json().errorCode).toBe('inconsistent_twice');
    expect(
      (await reset({ token, newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234!' })).json().success,
    ).toBe(true);
    expect(
      (await reset({ token, newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234!' })).json().errorCode,
    ).toBe('reset.link.invalid');
    await loginToken(member.username, 'Abcd1234!');
  });

  it('expires the link after 30 minutes, and a newer link replaces an older one', async () => {
    const email = `${unique('mail')}@example.com`;
    const member = await createMember(database, { email });
    await form(member.username, email);
    const first = (await lastMail(database, email))!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    await form(member.username, email);
    const second = (await lastMail(database, email))!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    const body = (token: string | undefined) => ({
      token,
      newPassword: 'Abcd1234!',
      confirmNewPassword: 'Abcd1234!',
    });
    expect((await sealed(accountCalls.resetPassword, body(first))).json().errorCode).toBe(
      'reset.link.invalid',
    );
    clock.advance(31 * 60_000);
    expect((await sealed(accountCalls.resetPassword, body(second))).json().errorCode).toBe(
      'reset.link.invalid',
    );
  });

  it('limits requests per username (3 an hour) and per IP (10 an hour)', async () => {
    const username = unique('lim');
    for (let i = 0; i < 3; i++) expect((await form(username, 'a@example.com')).statusCode).toBe(200);
    expect((await form(username, 'a@example.com')).statusCode).toBe(429);
    const ip = uniqueIp();
    // Past the enumeration guard's free tries a person solves the captcha each time.
    const solved = async (i: number) => (i >= PROBE_GUARD.freePerIp ? captchaCookie(app, ip) : undefined);
    for (let i = 0; i < 10; i++)
      expect((await form(unique('ip'), `${unique('e')}@example.com`, ip, await solved(i))).statusCode).toBe(
        200,
      );
    const over = await form(unique('ip'), `${unique('e')}@example.com`, ip, await solved(10));
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('too.many.requests');
  });
});

describe('password by phone', () => {
  it('sets a new password with the SMS code and logs in', async () => {
    const mobile = uniqueMobile();
    const member = await createMember(database, { mobile, dialingCode: '63' });
    const other = await loginToken(member.username, member.password);
    const ip = uniqueIp();
    await call(app, accountCalls.smsNoLogin, { mobileNum: mobile, purpose: 'forgot' }, { ip });
    const code = await lastSmsCode(database, mobile);
    const body = {
      mobileNum: mobile,
      countryDialingCode: '63',
      newPassword: 'Abcd1234!',
      confirmNewPassword: 'Abcd1234!',
    };
    expect((await sealed(accountCalls.phonePassword, { ...body })).json().errorCode).toBe('sms.code.missing');
    expect(
      (
        await sealed(accountCalls.phonePassword, { ...body, verificationCode: code, newPassword: 'weak' })
      ).json().errorCode,
    ).toBe('reg_pattern_invalid');
    const ok = await sealed(accountCalls.phonePassword, { ...body, verificationCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ id: member.id, userName: member.username });
    expect((await call(app, accountCalls.memberIcon, undefined, { token: other })).statusCode).toBe(401);
    await loginToken(member.username, 'Abcd1234!');
    expect(
      (await sealed(accountCalls.phonePassword, { ...body, verificationCode: code })).json().errorCode,
    ).toBe('sms.code.invalid');
  });
});
