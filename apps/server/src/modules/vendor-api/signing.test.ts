import { describe, expect, it } from 'vitest';
import { signHeaders } from '../../vendor-sim/client';
import { signaturesEqual, signRequest, signingText } from './signing';

// The worked example of docs/vendor-api.md, "Signing".
const EXAMPLE = {
  secret: '6a616465-demo-secret-do-not-use-in-production',
  timestamp: '1795243200',
  nonce: '5f2b9c0e7a1d4e3f8b6a2c9d0e1f3a4b',
  method: 'POST',
  path: '/vendor-api/v1/debit',
  body: '{"sessionId":"q3VwY2FzZV9zZXNzaW9uX2lkXzAx","txId":"bet-1001","roundId":"round-77","amount":"2.50"}',
};

describe('vendor request signing', () => {
  it('matches the worked example of the documentation', () => {
    expect(signingText(EXAMPLE)).toBe(
      '1795243200.5f2b9c0e7a1d4e3f8b6a2c9d0e1f3a4b.POST./vendor-api/v1/debit.674acc2fa48207c3d196502444fa5ce4950cda56b1db01e446b41002087348e6',
    );
    expect(signRequest(EXAMPLE.secret, EXAMPLE)).toBe(
      '0aab7224754bce6290f4e6aaf5969f65ae7dfdfc36f729cb11d0acee316a3f72',
    );
  });

  it('agrees with the independent vendor-side client', () => {
    const headers = signHeaders(
      EXAMPLE.secret,
      'AUR',
      EXAMPLE.method,
      EXAMPLE.path,
      EXAMPLE.body,
      EXAMPLE.timestamp,
      EXAMPLE.nonce,
    );
    expect(headers['X-Signature']).toBe(signRequest(EXAMPLE.secret, EXAMPLE));
  });

  it('compares in constant time and refuses other lengths', () => {
    const sig = signRequest(EXAMPLE.secret, EXAMPLE);
    expect(signaturesEqual(sig, sig)).toBe(true);
    expect(signaturesEqual(sig, `${sig.slice(0, 63)}0`)).toBe(sig.endsWith('0'));
    expect(signaturesEqual(sig, sig.slice(0, 10))).toBe(false);
  });
});
