import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  drawCaptcha,
  randomCaptchaText,
} from './captcha-image';
import { cookieValue } from './captcha';
import { maskEmail, maskMobile } from './service';

describe('captcha image', () => {
  it('is a valid RGB PNG of the right size with distinct random images', () => {
    const png = drawCaptcha('AC34');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(CAPTCHA_WIDTH);
    expect(png.readUInt32BE(20)).toBe(CAPTCHA_HEIGHT);
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + length));
    expect(raw.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
    expect(drawCaptcha('AC34').equals(png)).toBe(false);
  });

  it('draws text from the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(4);
      for (const c of text) expect(CAPTCHA_ALPHABET).toContain(c);
    }
  });

  it('reads the captchaId cookie', () => {
    expect(cookieValue('a=1; captchaId=abc_-; b=2', 'captchaId')).toBe('abc_-');
    expect(cookieValue(undefined, 'captchaId')).toBeUndefined();
  });
});

describe('masking', () => {
  it('hides the last four digits and most of the e-mail', () => {
    expect(maskMobile('01336710020')).toBe('0133671****');
    expect(maskMobile(null)).toBe('');
    expect(maskEmail('emon@example.com')).toBe('em***@example.com');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
  });
});
