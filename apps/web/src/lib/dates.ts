import { languageInfo } from '@jade/contract/languages';
import type { LanguageCode } from '@jade/contract/languages';
import { onIdle } from './idle-turn';

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

/**
 * Builds the day format of `language` in an idle moment, ahead of a page that shows dates: the first
 * date format of a page also starts the browser's ICU, tens of milliseconds on a slow phone, which
 * then is a task of its own rather than part of the render that first shows a date.
 */
export function warmDayFormat(language: LanguageCode): void {
  if (typeof window !== 'undefined') onIdle(() => void formatDay(0, language));
}
