import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n-instance';
import { withPlainTexts } from './use-translation';

const missing = new Set<string>();

/** `t` over this test's own keys (the site's `t` is typed with the catalogue's). */
type LooseT = (key: string, options?: Record<string, unknown>) => string;
const loose = (t: TFunction) => t as unknown as LooseT;

beforeAll(async () => {
  // The site's settings (lib/i18n.ts) over an in-memory catalogue.
  await i18n.init({
    lng: 'EN',
    fallbackLng: false,
    load: 'currentOnly',
    lowerCaseLng: false,
    cleanCode: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_l, _n, key) => missing.add(key),
    resources: {
      EN: {
        translation: {
          plain: 'Deposit',
          'with.dot:colon': 'Key with separators',
          placeholder: 'Balance {0}',
          two: '{1} of {0} ({1})',
          other: 'Hello {name}',
          mixed: '{0} and {name}',
          nested: 'Go to $t(plain)',
          empty: '',
        },
      },
    },
  });
});

describe('the plain-text t', () => {
  const t = loose(withPlainTexts('EN', i18n.getFixedT('EN')));
  const full = loose(i18n.getFixedT('EN'));

  it('answers exactly what i18next answers', () => {
    for (const key of [
      'plain',
      'with.dot:colon',
      'placeholder',
      'nested',
      'empty',
      'two',
      'other',
      'mixed',
    ]) {
      expect(t(key), key).toBe(full(key));
    }
    const asked: [string, Record<string, unknown>][] = [
      ['placeholder', { 0: '12.50' }],
      ['placeholder', { 0: 7 }],
      ['two', { 0: 'A', 1: 'B' }],
      ['two', { 0: 'A' }],
      ['other', { name: 'Ann' }],
      ['mixed', { 0: 'x', name: 'y' }],
      ['plain', { 0: 'unused' }],
      ['placeholder', { 0: '{1}', 1: 'no' }],
    ];
    for (const [key, options] of asked) expect(t(key, options), key).toBe(full(key, options));
    expect(t('placeholder', { 0: '12.50' })).toBe('Balance 12.50');
    expect(t('two', { 0: 'A', 1: 'B' })).toBe('B of A (B)');
    expect(t('nested')).toBe('Go to Deposit');
  });

  it('reads a plain text from the store without i18next, and nothing else', () => {
    const spy = vi.fn(full);
    const fast = loose(withPlainTexts('EN', spy as unknown as TFunction));
    expect(fast('plain')).toBe('Deposit');
    expect(fast('with.dot:colon')).toBe('Key with separators');
    expect(fast('placeholder', { 0: 3 })).toBe('Balance 3');
    expect(fast('plain', { 0: 'x' })).toBe('Deposit');
    expect(spy).not.toHaveBeenCalled();
    fast('placeholder');
    fast('placeholder', { count: 2 });
    fast('other', { name: 'Ann' });
    fast('nested');
    fast('empty');
    expect(spy).toHaveBeenCalledTimes(5);
  });

  it('leaves a missing text to i18next, which records it', () => {
    expect(t('not_there')).toBe('not_there');
    expect(missing.has('not_there')).toBe(true);
  });
});
