import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry } from '@jade/contract/system';
import { channelsFor } from './channels';
import { decryptCustomerServicePath } from './decrypt-path';

/** The server's format (apps/server/src/modules/brand/customer-service-path.ts), rebuilt here. */
function encrypt(url: string, suffix = 'Ab3dEf9Z'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(suffix).digest(), iv);
  const body = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url') + suffix;
}

describe('decryptCustomerServicePath', () => {
  it('decrypts what the server encrypts', async () => {
    const url = 'https://support.example.com/jade?lang=my&q=ငွေ';
    await expect(decryptCustomerServicePath(encrypt(url))).resolves.toBe(url);
  });

  it('refuses a tampered or malformed path', async () => {
    const path = encrypt('https://support.example.com/jade');
    const flipped = path.slice(0, 20) + (path[20] === 'A' ? 'B' : 'A') + path.slice(21);
    await expect(decryptCustomerServicePath(flipped)).rejects.toThrow();
    await expect(decryptCustomerServicePath('short')).rejects.toThrow();
    await expect(decryptCustomerServicePath('not base64 at all!!12345678')).rejects.toThrow();
  });
});

describe('channelsFor', () => {
  const live: CustomerServiceEntry = { csType: 1, name: 'Live chat', path: 'https://chat/live' };
  const vip: CustomerServiceEntry = { csType: 2, name: 'VIP', path: 'https://chat/vip' };
  const desk: CustomerServiceEntry = { csType: 3, name: 'Desk', path: 'x' };
  const all = [live, vip, desk];

  it('offers live chat up to VIP rank 4 and the VIP channel above it (spec §6)', () => {
    expect(channelsFor(all, null)).toEqual([live, desk]);
    expect(channelsFor(all, 4)).toEqual([live, desk]);
    expect(channelsFor(all, 5)).toEqual([vip, desk]);
  });

  it('falls back to the other chat channel when the brand has only one', () => {
    expect(channelsFor([vip, desk], 0)).toEqual([vip, desk]);
    expect(channelsFor([live], 9)).toEqual([live]);
  });
});
