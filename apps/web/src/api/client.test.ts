import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@jade/contract/call';
import { memoryStore } from '../lib/storage';
import { ApiError } from './api-error';
import { buildUrl, callApi } from './client';
import { resetSealingKey } from './sealing';
import { onSessionLost } from './session-errors';
import { accountCalls } from '@jade/contract/call-routes';
import { paymentCalls } from '@jade/contract/call-routes';
import { generateSealingKeyPair, openPayload } from '@jade/contract/sealed-payload';

const demoCall = defineCall({
  method: 'POST',
  path: '/wps/demo',
  module: 'COMM3',
  auth: 'public',
  summary: 'demo',
  query: z.object({ a: z.string().optional(), n: z.number().optional() }),
  body: z.object({ language: z.string() }),
  value: z.object({ ok: z.boolean() }),
});

describe('buildUrl', () => {
  it('drops empty values and encodes the rest', () => {
    expect(buildUrl('/x')).toBe('/x');
    expect(buildUrl('/x', { a: 'b c', n: 1, e: '', u: undefined })).toBe('/x?a=b+c&n=1');
  });
});

describe('callApi', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStore());
    vi.stubGlobal('sessionStorage', memoryStore());
    vi.stubGlobal('navigator', { userAgent: 'Test UA ✓' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the wire headers and unwraps the value', async () => {
    localStorage.setItem('hisLang', 'EN');
    sessionStorage.setItem('merchant', 'jade_bd');
    sessionStorage.setItem('token', 'tok123');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, value: { ok: true } })));
    const value = await callApi(demoCall, { query: { a: '1' }, body: { language: 'EN' } });
    expect(value).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/wps/demo?a=1');
    const headers = init.headers as Record<string, string>;
    expect(headers.Merchant).toBe('jade_bd');
    expect(headers.Language).toBe('EN');
    expect(headers.Device).toBe('web');
    expect(headers['X-Gateway-Version']).toBe('3');
    expect(headers.Authorization).toBe('tok123');
    expect(Number(headers['X-Timestamp'])).toBeGreaterThan(0);
    expect(
      new TextDecoder().decode(Uint8Array.from(atob(headers['X-Real-UA']!), (c) => c.charCodeAt(0))),
    ).toBe('Test UA ✓');
    expect(init.body).toBe('{"language":"EN"}');
  });

  it('omits Authorization for guests and defaults merchant and language', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, value: { ok: false } })));
    await callApi(demoCall, { body: { language: 'MY' } });
    const headers = (fetchMock.mock.calls[0] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers.Merchant).toBe('jade_ph');
    expect(headers.Language).toBe('MY');
  });

  it('throws a typed ApiError for a failed envelope, with 200 or an error status', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, errorCode: 'merchant.unknown', message: 'no' })),
    );
    await expect(callApi(demoCall, { body: { language: 'MY' } })).rejects.toMatchObject({
      errorCode: 'merchant.unknown',
      message: 'no',
      status: 200,
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, errorCode: 'function.not.available', message: 'off' }), {
        status: 400,
      }),
    );
    const error = await callApi(demoCall, { body: { language: 'MY' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'function.not.available', status: 400 });
  });

  it('rejects values outside the contract in development', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, value: { ok: 'yes' } })));
    await expect(callApi(demoCall, { body: { language: 'MY' } })).rejects.toMatchObject({
      errorCode: 'response.invalid',
    });
  });

  it('maps network failures to network.error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(demoCall, { body: { language: 'MY' } })).rejects.toMatchObject({
      errorCode: 'network.error',
      status: 0,
    });
  });
});

describe('callApi: sealed bodies, form bodies and session errors', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStore());
    vi.stubGlobal('sessionStorage', memoryStore());
    vi.stubGlobal('navigator', { userAgent: 'UA' });
    vi.stubGlobal('fetch', fetchMock);
    resetSealingKey();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onSessionLost(null);
  });
  const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
  const fail = (status: number, errorCode: string, value?: unknown) =>
    new Response(JSON.stringify({ success: false, errorCode, message: errorCode, value }), { status });

  it('seals encrypted calls with the server key, and refetches the key once on unknown_kid', async () => {
    const oldPair = await generateSealingKeyPair(2048);
    const newPair = await generateSealingKeyPair(2048);
    const login = {
      token: 't',
      id: 1,
      userName: 'u',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
    };
    fetchMock
      .mockResolvedValueOnce(ok({ kid: oldPair.kid, jwk: oldPair.publicJwk }))
      .mockResolvedValueOnce(fail(400, 'request_param_err', { reason: 'unknown_kid' }))
      .mockResolvedValueOnce(ok({ kid: newPair.kid, jwk: newPair.publicJwk }))
      .mockResolvedValueOnce(ok(login));
    const body = { username: 'u', password: 'p', type: 'username' as const };
    expect(await callApi(accountCalls.login, { body })).toEqual(login);
    const urls = fetchMock.mock.calls.map((c) => c[0] as string);
    expect(urls).toEqual([
      '/wps/system/sealingKey',
      '/wps/session/login',
      '/wps/system/sealingKey',
      '/wps/session/login',
    ]);
    const sent = JSON.parse((fetchMock.mock.calls[3] as [string, RequestInit])[1].body as string);
    expect(sent.kid).toBe(newPair.kid);
    expect(JSON.stringify(sent)).not.toContain('"p"');
    const opened = await openPayload([newPair], sent, { method: 'POST', path: '/wps/session/login' });
    expect(opened).toEqual(body);
  });

  it('sends the forgot-password e-mail call form-encoded', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await callApi(accountCalls.forgotPasswordEmail, { body: { username: 'a b', email: 'x@y.z' } });
    const init = (fetchMock.mock.calls[0] as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['Content-Type']).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(init.body).toBe('username=a+b&email=x%40y.z');
  });

  it('sends an upload call as multipart form data, leaving the Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(ok({}));
    const form = new FormData();
    form.append('methodId', '1');
    form.append('receipt', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'r.jpg');
    await callApi(paymentCalls.manualDeposit, { form }).catch(() => undefined);
    const init = (fetchMock.mock.calls[0] as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('reports a session error of a call made with a token, not of a guest call', async () => {
    const lost: string[] = [];
    onSessionLost((code) => lost.push(code));
    fetchMock.mockImplementation(async () => fail(401, 'login.not.session'));
    await expect(callApi(accountCalls.memberInfo)).rejects.toMatchObject({ errorCode: 'login.not.session' });
    expect(lost).toEqual([]);
    sessionStorage.setItem('token', 'dead');
    await expect(callApi(accountCalls.memberInfo)).rejects.toMatchObject({ status: 401 });
    fetchMock.mockImplementation(async () => fail(401, 'user.or.token.invalid'));
    await expect(callApi(accountCalls.memberInfo)).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockImplementation(async () => fail(400, 'login.failed'));
    await expect(callApi(accountCalls.memberInfo)).rejects.toBeInstanceOf(ApiError);
    expect(lost).toEqual(['login.not.session', 'user.or.token.invalid']);
  });
});
