import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueLoaders } from '@jade/i18n/loaders';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRtl,
  languageInfo,
  type LanguageCode,
} from '@jade/contract/languages';
import { FALLBACK_LANGUAGE } from '../config/brand';
import { useLocaleStore } from '../stores/locale-store';

/** Loads one catalogue chunk per language on demand (packages/i18n/src/loaders.ts). */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const code = language.toUpperCase();
    if (!isLanguageCode(code)) {
      callback(null, {});
      return;
    }
    catalogueLoaders[code]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n = i18next.createInstance();

export function initI18n(language: LanguageCode): Promise<unknown> {
  applyDocumentLanguage(language);
  return i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      // Our codes are the product's own ('MY', 'CN'…), not BCP 47: load exactly the one asked for.
      load: 'currentOnly',
      lowerCaseLng: false,
      cleanCode: false,
      ns: ['translation'],
      defaultNS: 'translation',
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      // Texts use numbered placeholders {0}, {1} (spec §9): t('key', { 0: value }).
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      react: { useSuspense: false },
    });
}

/** `<html lang dir>` follow the interface language (UR, AR and FA are right-to-left). */
export function applyDocumentLanguage(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageInfo(language).tag;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

/** Switches the interface language in memory (catalogue, html attributes, store). */
export async function applyLanguage(language: LanguageCode): Promise<void> {
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  useLocaleStore.getState().set(language);
}

export function currentLanguage(): LanguageCode {
  const lang = i18n.language?.toUpperCase();
  return isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE;
}
