import type { LanguageCode } from '@jade/contract/languages';
import { updateLanguage } from '../api/system/update-language';
import { applyLanguage } from './i18n';
import { local } from './storage';

/**
 * Spec §4 "Language change": set the locale, store `lang` and `hisLang`, tell the server, and update
 * `<html lang dir>` (in applyLanguage). Queries keyed by language refetch on their own.
 */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  local.set('lang', language);
  local.set('hisLang', language);
  await applyLanguage(language);
  // Best effort: the interface has already switched; the server's record follows when it can.
  updateLanguage(language).catch(() => undefined);
}
