import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeBase64Url, encodeBase64, encodeBase64Url } from './base64url';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

describe('base64url', () => {
  it('encodes the RFC 4648 test vectors', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(encodeBase64Url(ascii(plain))).toBe(encoded);
      expect(decodeBase64Url(encoded)).toEqual(ascii(plain));
    }
  });

  it('uses the URL-safe alphabet', () => {
    expect(encodeBase64Url(bytes(0xfb, 0xff, 0xbf))).toBe('-_-_');
    expect(decodeBase64Url('-_-_')).toEqual(bytes(0xfb, 0xff, 0xbf));
  });

  it('round-trips every byte value and every length up to 64', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    expect(decodeBase64Url(encodeBase64Url(all))).toEqual(all);
    for (let n = 0; n <= 64; n++) {
      const slice = all.slice(256 - n);
      expect(decodeBase64Url(encodeBase64Url(slice))).toEqual(slice);
      expect(decodeBase64(encodeBase64(slice))).toEqual(slice);
    }
  });

  it('refuses padding, whitespace, the standard alphabet and other characters', () => {
    for (const bad of ['Zg==', 'Zm9v YmFy', 'ab+/', 'ab/c', 'Zm9v\n', 'é', 'Zm9v.']) {
      expect(() => decodeBase64Url(bad)).toThrow(RangeError);
    }
  });

  it('refuses impossible lengths and non-canonical trailing bits', () => {
    expect(() => decodeBase64Url('A')).toThrow(RangeError);
    expect(() => decodeBase64Url('AAAAA')).toThrow(RangeError);
    // 'Zh' carries the same first byte as 'Zg' but with a non-zero unused bit.
    expect(() => decodeBase64Url('Zh')).toThrow(RangeError);
    expect(() => decodeBase64Url('Zm9')).toThrow(RangeError);
  });
});

describe('base64', () => {
  it('encodes with padding and the standard alphabet', () => {
    expect(encodeBase64(ascii('f'))).toBe('Zg==');
    expect(encodeBase64(ascii('fo'))).toBe('Zm8=');
    expect(encodeBase64(bytes(0xfb, 0xff, 0xbf))).toBe('+/+/');
  });

  it('decodes with or without padding and ignores whitespace', () => {
    expect(decodeBase64('Zg==')).toEqual(ascii('f'));
    expect(decodeBase64('Zg')).toEqual(ascii('f'));
    expect(decodeBase64('Zm9v\nYmFy\r\n')).toEqual(ascii('foobar'));
    expect(decodeBase64('  +/+/ ')).toEqual(bytes(0xfb, 0xff, 0xbf));
  });

  it('refuses bad padding and URL-safe characters', () => {
    expect(() => decodeBase64('Zg=')).toThrow(RangeError);
    expect(() => decodeBase64('Zm8==')).toThrow(RangeError);
    expect(() => decodeBase64('-_-_')).toThrow(RangeError);
  });
});
