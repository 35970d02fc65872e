import { describe, expect, it } from 'vitest';
import {
  cookieString,
  decryptSecret,
  encryptSecret,
  generateRememberKey,
  readCookie,
  REMEMBER_MAX_AGE_SECONDS,
} from './remember-password';

describe('remember password', () => {
  it('round-trips a password through AES-GCM and never shows it in the ciphertext', async () => {
    const key = await generateRememberKey();
    expect(key.extractable).toBe(false);
    const sealed = await encryptSecret(key, 'Jade2026!');
    expect(sealed).not.toContain('Jade2026');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decryptSecret(key, sealed)).toBe('Jade2026!');
    // A fresh IV each time: the same password never gives the same cookie.
    expect(await encryptSecret(key, 'Jade2026!')).not.toBe(sealed);
  });

  it('refuses a tampered value or another browser key', async () => {
    const key = await generateRememberKey();
    const other = await generateRememberKey();
    const sealed = await encryptSecret(key, 'ก่ 密码 ✓');
    expect(await decryptSecret(key, sealed)).toBe('ก่ 密码 ✓');
    expect(await decryptSecret(other, sealed)).toBeNull();
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BA' : 'AA');
    expect(await decryptSecret(key, flipped)).toBeNull();
    expect(await decryptSecret(key, 'short')).toBeNull();
  });

  it('writes one-day cookies and reads them back', () => {
    expect(REMEMBER_MAX_AGE_SECONDS).toBe(86_400);
    expect(cookieString('rm_username', 'a b;c')).toBe(
      'rm_username=a%20b%3Bc; Max-Age=86400; Path=/; SameSite=Lax',
    );
    expect(cookieString('rm_username', null)).toBe('rm_username=; Max-Age=0; Path=/; SameSite=Lax');
    expect(readCookie('rm_username', 'x=1; rm_username=a%20b%3Bc; y=2')).toBe('a b;c');
    expect(readCookie('rm_password', 'x=1')).toBeUndefined();
  });
});
