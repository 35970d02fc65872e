import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORE_LANGUAGES, LANGUAGES } from '@jade/contract/languages';

type Catalogue = Record<string, string>;

function load(code: string): Catalogue {
  const url = new URL(`../locales/${code.toLowerCase()}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Catalogue;
}

/** The numbered placeholders of a text, sorted: '{1} of {0}' gives ['{0}', '{1}']. */
function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\d+\}/g) ?? [])].sort();
}

const english = load('EN');
const englishKeys = Object.keys(english).sort();

describe('core catalogues (MY, EN, CN)', () => {
  for (const code of CORE_LANGUAGES) {
    const catalogue = load(code);

    it(`${code} has exactly the keys of the English source`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
    });

    it(`${code} keeps every key's {n} placeholders`, () => {
      const mismatched = englishKeys.filter(
        (key) => placeholders(catalogue[key] ?? '').join() !== placeholders(english[key]!).join(),
      );
      expect(mismatched).toEqual([]);
    });

    it(`${code} has no empty texts`, () => {
      expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
    });
  }
});

describe('other catalogues', () => {
  // Every catalogue is complete since 2026-12-02: a new text needs all of them
  // (scripts/i18n-missing.mjs exports what a language lacks and imports its translations).
  for (const { code } of LANGUAGES) {
    if (CORE_LANGUAGES.includes(code)) continue;
    const catalogue = load(code);

    it(`${code} has every English key, and only those, each with its placeholders`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
      const broken = englishKeys.filter(
        (key) => placeholders(catalogue[key] ?? '').join() !== placeholders(english[key]!).join(),
      );
      expect(broken, `${code} changes placeholders`).toEqual([]);
      expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
    });
  }
});
