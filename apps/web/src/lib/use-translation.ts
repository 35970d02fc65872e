import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './i18n-instance';

/**
 * The texts of the interface language, for a component. Like react-i18next's hook it re-renders its
 * caller when the language changes, but it adds nothing per component: one `t` per language for the
 * whole site, and the language comes through one context (a consumer costs a context read, where a
 * hook of its own would add state and effects to each of 150 components; decision P7).
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  return { t: tOf(useContext(LanguageContext)), i18n };
}

/** Above every component that shows texts: the one subscription to language changes. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return createElement(LanguageContext.Provider, { value: language }, children);
}

const LanguageContext = createContext<string>('');

const fixed = new Map<string, TFunction>();

/** One `t` per language, so `t` stays the same object between renders (effects and memos use it). */
function tOf(language: string): TFunction {
  const key = language || i18n.language;
  let t = fixed.get(key);
  if (!t) {
    t = withPlainTexts(key, i18n.getFixedT(key));
    fixed.set(key, t);
  }
  return t;
}

/** A numbered placeholder of the catalogue's texts (spec §9): `{0}`, `{1}`… */
const PLACEHOLDER = /\{(\d+)\}/g;

/**
 * i18next's `t` resolves every key through its whole pipeline (hierarchy, nesting, interpolation with
 * fresh regular expressions, post-processing): tens of microseconds each on a phone, hundreds of times
 * in a page's first render. The site's texts need little of it: a text with no nesting, asked for with
 * no options or with only numbered values for its numbered placeholders, is the catalogue's string
 * with those values put in, so it is made here. Everything else (other options, other placeholders, a
 * value missing, a missing key, the usage recorder of lib/i18n.ts) goes through i18next.
 */
export function withPlainTexts(language: string, full: TFunction): TFunction {
  if (i18n.options.postProcess) return full;
  const viaI18next = full as unknown as (...args: unknown[]) => unknown;
  const plain = (key: unknown, ...rest: unknown[]) => {
    const values = rest.length === 1 ? numberedValues(rest[0]) : undefined;
    if (typeof key === 'string' && (rest.length === 0 || values)) {
      const texts = i18n.store?.data[language]?.translation as Record<string, unknown> | undefined;
      const text = texts?.[key];
      if (typeof text === 'string' && text !== '' && !text.includes('$t(')) {
        const filled = fill(text, values ?? {});
        if (filled !== null) return filled;
      }
    }
    return viaI18next(key, ...rest);
  };
  return plain as unknown as TFunction;
}

/** The options when they are only numbered values (`{ 0: 'x', 1: 2 }`), else undefined. */
function numberedValues(options: unknown): Record<string, unknown> | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  for (const name in options) if (!/^\d+$/.test(name)) return undefined;
  return options as Record<string, unknown>;
}

/** The text with its placeholders filled, or null when i18next must do it (another brace, no value). */
function fill(text: string, values: Record<string, unknown>): string | null {
  if (!text.includes('{')) return text;
  let complete = true;
  const filled = text.replace(PLACEHOLDER, (_whole, index: string) => {
    const value = values[index];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    complete = false;
    return '';
  });
  if (!complete || text.replace(PLACEHOLDER, '').includes('{')) return null;
  return filled;
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;
