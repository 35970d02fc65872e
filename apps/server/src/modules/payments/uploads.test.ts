import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@jade/contract/payments';
import { jpegBytes, pngBytes, webpBytes } from '../../../test/payments';
import { signNotification, verifySignedNotification } from './gateway';
import { validateReceipt } from './uploads';

describe('payment upload validation', () => {
  it('takes PNG and JPEG only, at most 5 MB', () => {
    expect(validateReceipt(pngBytes()).contentType).toBe('image/png');
    expect(validateReceipt(jpegBytes()).contentType).toBe('image/jpeg');
    for (const bytes of [Buffer.from('<svg/>'), webpBytes()])
      expect(() => validateReceipt(bytes)).toThrow(
        expect.objectContaining({ errorCode: 'upload.type.invalid', value: { allowed: ['png', 'jpg'] } }),
      );
    const big = Buffer.concat([jpegBytes(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect(() => validateReceipt(big)).toThrow(
      expect.objectContaining({ errorCode: 'upload.too.large', status: 413 }),
    );
  });
});

describe('gateway notification signatures', () => {
  const secret = 's3cret-s3cret-s3cret';
  const raw = JSON.stringify({
    orderId: 'SIM1',
    merchantOrderId: '7',
    amount: '12.50',
    currency: 'MMK',
    status: 'paid',
  });
  const now = 1_800_000_000_000;
  const headers = (ts: number, body = raw, key = secret) => ({
    'x-timestamp': String(ts),
    'x-signature': signNotification(key, String(ts), body),
  });
  const verify = (h: Record<string, string>, body = raw) =>
    verifySignedNotification({ secret, headers: h, rawBody: body, now, windowMs: 300_000 });

  it('accepts an authentic, fresh notification and reads the amount in minor units', () => {
    expect(verify(headers(now - 299_000))).toEqual({
      orderId: 'SIM1',
      merchantOrderId: '7',
      amount: 1250n,
      currency: 'MMK',
      status: 'paid',
    });
  });

  it('refuses another key, a changed body, a changed timestamp and stale or future times', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
        return 'accepted';
      } catch (error) {
        return (error as { errorCode: string }).errorCode;
      }
    };
    expect(code(() => verify(headers(now, raw, 'another-secret-value')))).toBe('gateway.signature.invalid');
    expect(code(() => verify(headers(now), raw.replace('12.50', '99.50')))).toBe('gateway.signature.invalid');
    expect(code(() => verify({ ...headers(now), 'x-timestamp': String(now + 1) }))).toBe(
      'gateway.signature.invalid',
    );
    expect(code(() => verify({ 'x-timestamp': String(now), 'x-signature': 'zz' }))).toBe(
      'gateway.signature.invalid',
    );
    expect(code(() => verify(headers(now - 301_000)))).toBe('gateway.timestamp.stale');
    expect(code(() => verify(headers(now + 301_000)))).toBe('gateway.timestamp.stale');
    expect(code(() => verify(headers(now, '{"orderId":1}'), '{"orderId":1}'))).toBe('request_param_err');
  });
});
