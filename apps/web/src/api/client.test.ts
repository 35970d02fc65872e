import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@jade/contract/call';
import { memoryStore } from '../lib/storage';
import { ApiError } from './api-error';
import { buildUrl, callApi } from './client';

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
