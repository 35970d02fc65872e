import { CONTENT_FALLBACK_LANGUAGE } from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import type { Translations } from './tables';

/**
 * The text of an item in a language: that language, else EN, else the first language the item has
 * (docs/decisions.md H-content-api-2). Answers the language actually used too.
 */
export function pick<T>(translations: Translations<T>, language: LanguageCode): { lang: string; text: T } {
  const own = translations[language];
  if (own) return { lang: language, text: own };
  const fallback = translations[CONTENT_FALLBACK_LANGUAGE];
  if (fallback) return { lang: CONTENT_FALLBACK_LANGUAGE, text: fallback };
  const first = Object.entries(translations).find(([, v]) => v !== undefined);
  if (!first) throw new Error('content item without any text');
  return { lang: first[0], text: first[1] as T };
}

/** Applies `clean` to every language's text (sanitising on write). */
export function mapTranslations<T, U>(translations: Translations<T>, clean: (text: T) => U): Translations<U> {
  const out: Translations<U> = {};
  for (const [lang, text] of Object.entries(translations)) if (text !== undefined) out[lang] = clean(text);
  return out;
}
