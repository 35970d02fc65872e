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

/**
 * i18next's `t` resolves every key through its whole pipeline (hierarchy, nesting, interpolation,
 * post-processing): a few microseconds each, hundreds of times in a page's first render. A text asked
 * for without options that holds no placeholder or nesting is the catalogue's string as it is, so it is
 * read straight from the store; everything else (options, placeholders, a missing key, the usage
 * recorder of lib/i18n.ts) goes through i18next.
 */
export function withPlainTexts(language: string, full: TFunction): TFunction {
  if (i18n.options.postProcess) return full;
  const plain = (key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === 'string') {
      const texts = i18n.store?.data[language]?.translation as Record<string, unknown> | undefined;
      const text = texts?.[key];
      if (typeof text === 'string' && text !== '' && !text.includes('{') && !text.includes('$t('))
        return text;
    }
    return (full as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  };
  return plain as unknown as TFunction;
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;
