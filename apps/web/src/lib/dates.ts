import { languageInfo } from '@jade/contract/languages';
import type { LanguageCode } from '@jade/contract/languages';

/** "21 Nov 2026" in the interface language (ISO date if the runtime lacks that locale). */
export function formatDay(ms: number, language: LanguageCode): string {
  try {
    return new Intl.DateTimeFormat(languageInfo(language).tag, { dateStyle: 'medium' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}
