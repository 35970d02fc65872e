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
    t = i18n.getFixedT(key);
    fixed.set(key, t);
  }
  return t;
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;
