import { languageInfo } from '@jade/contract/languages';
import type { LanguageCode } from '@jade/contract/languages';

/**
 * Building an Intl.DateTimeFormat costs far more than using one (on a slow phone, tens of
 * milliseconds each: a page of promotion cards built two per card), so each locale and style is
 * built once.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

/** "21 Nov 2026" in the interface language (ISO date if the runtime lacks that locale). */
export function formatDay(ms: number, language: LanguageCode): string {
  try {
    return dateFormat(languageInfo(language).tag, { dateStyle: 'medium' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}
