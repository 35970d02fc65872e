import type { BackendModule, PostProcessorModule } from 'i18next';
import { i18n } from './i18n-instance';
import { catalogueParts } from 'virtual:jade-catalogues';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRtl,
  languageInfo,
  type LanguageCode,
} from '@jade/contract/languages';
import { afterFirstScreen } from './first-screen';
import { useLocaleStore } from '../stores/locale-store';

/**
 * For the first-load journey and the key list's generator (e2e/tests/shell/first-load.spec.ts): the
 * texts asked for before their catalogue part had arrived (none should be), and, when the page sets
 * `__jadeRecordTexts` before the site starts, every text asked for.
 */
interface TextProbe {
  __jadeMissingTexts?: Set<string>;
  __jadeUsedTexts?: Set<string>;
  __jadeRecordTexts?: boolean;
}
const probe = globalThis as TextProbe;
const missingTexts = (probe.__jadeMissingTexts = new Set<string>());
const recordUsage = probe.__jadeRecordTexts === true;
const usedTexts = (probe.__jadeUsedTexts = new Set<string>());
const usageRecorder: PostProcessorModule = {
  type: 'postProcessor',
  name: 'jadeUsage',
  process(value, key) {
    for (const k of key) usedTexts.add(k);
    return value;
  },
};

let restOfFirst: Promise<void> | null = null;
let firstLanguage: LanguageCode | null = null;

/**
 * Loads each language's catalogue in two parts (vite-plugins/catalogue-parts.ts). The language the
 * site starts in gets its small first part now and the rest after the first paint; a language chosen
 * later gets both at once. Every part is complete (English fills a language's gaps at build time), so
 * there is no fallback catalogue to fetch.
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const code = language.toUpperCase();
    if (!isLanguageCode(code)) {
      callback(null, {});
      return;
    }
    const parts = catalogueParts[code];
    const starting = firstLanguage === null;
    if (starting) firstLanguage = code;
    const loaded = starting
      ? parts.first().then((first) => first.default)
      : Promise.all([parts.first(), parts.rest()]).then(([first, rest]) => ({
          ...first.default,
          ...rest.default,
        }));
    loaded.then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/**
 * Fetches the rest of the starting language's catalogue, once: after the first screen, or at once
 * when something needs it sooner (a page other than the landing pages, a dialog).
 */
function loadRestOfFirst(): Promise<void> {
  restOfFirst ??= catalogueParts[firstLanguage ?? DEFAULT_LANGUAGE].rest().then((rest) => {
    // The parts share no key: a shallow merge of the module's object as is (no deep merge, no copy:
    // both cost tens of milliseconds on a slow phone for a thousand texts).
    i18n.addResourceBundle(firstLanguage ?? DEFAULT_LANGUAGE, 'translation', rest.default, false, false, {
      silent: false,
      skipCopy: true,
    });
  });
  return restOfFirst;
}

/**
 * Resolves when every text of the current language is loaded. Code that may show texts beyond the
 * first screen (dialogs, other pages) waits for it with its own chunk (lib/load-with-texts.ts).
 */
export function whenCatalogueComplete(): Promise<void> {
  return firstLanguage === null ? Promise.resolve() : loadRestOfFirst();
}

export { i18n };

export function initI18n(language: LanguageCode): Promise<unknown> {
  applyDocumentLanguage(language);
  if (recordUsage) i18n.use(usageRecorder);
  const ready = i18n.use(catalogueBackend).init({
    lng: language,
    fallbackLng: false,
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
    // Records, rather than reports, a text asked for before its part arrived (none should be).
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missingTexts.add(key),
    postProcess: recordUsage ? ['jadeUsage'] : false,
  });
  void ready
    .then(() => afterFirstScreen())
    .then(() => loadRestOfFirst())
    .catch(() => undefined);
  return ready;
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
