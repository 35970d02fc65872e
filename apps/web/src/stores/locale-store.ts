import { create } from 'zustand';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@jade/contract/languages';
import { local } from '../lib/storage';

export function storedLanguage(): LanguageCode {
  const stored = local.get('lang');
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The interface language as the rest of the app sees it (query keys, dropdown). */
export const useLocaleStore = create<{ language: LanguageCode; set(language: LanguageCode): void }>(
  (set) => ({
    language: storedLanguage(),
    set(language) {
      set({ language });
    },
  }),
);
