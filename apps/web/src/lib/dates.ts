import { languageInfo } from '@jade/contract/languages';
import type { LanguageCode } from '@jade/contract/languages';
import { DAY_FORMATS, type DayFormat } from './day-formats';
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

/** Writes the day of `ms` (the browser's time zone) from a generated pattern, without Intl. */
export function dayFromPatterns(format: DayFormat, ms: number): string {
  const date = new Date(ms);
  const digits = format.digits;
  const local = (n: number | string) =>
    digits ? String(n).replace(/[0-9]/g, (d) => digits[Number(d)] ?? d) : String(n);
  const day = date.getDate();
  return (format.months[date.getMonth()] ?? '')
    .replace('{dd}', local(String(day).padStart(2, '0')))
    .replace('{d}', local(day))
    .replace('{y}', local(date.getFullYear() + (format.yearOffset ?? 0)));
}

/**
 * "21 Nov 2026" in the interface language (ISO date if the runtime lacks that locale). Written from
 * CLDR's patterns (`day-formats.ts`, generated) where the language has them: the first
 * Intl.DateTimeFormat of a page starts the browser's ICU, 50–150 ms of one task on a slow phone, and
 * a page of promotion cards needs nothing else of it.
 */
export function formatDay(ms: number, language: LanguageCode): string {
  const patterns = DAY_FORMATS[language];
  if (patterns) return dayFromPatterns(patterns, ms);
  try {
    return dateFormat(languageInfo(language).tag, { dateStyle: 'medium' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

/**
 * Builds the day format of a language without patterns in an idle moment, ahead of a page that
 * shows dates: its ICU start is then a task of its own rather than part of the render that first
 * shows a date.
 */
export function warmDayFormat(language: LanguageCode): void {
  if (typeof window !== 'undefined' && !DAY_FORMATS[language]) {
    onIdle(() => void formatDay(0, language));
  }
}
