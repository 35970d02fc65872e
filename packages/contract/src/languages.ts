/**
 * Interface languages. Codes are the product's own (spec §9: MY is Myanmar, CN simplified Chinese,
 * TW traditional Chinese, TY Filipino); `tag` is the BCP 47 tag used for `<html lang>` and Intl.
 */
export const LANGUAGES = [
  { code: 'MY', tag: 'my', name: 'မြန်မာ', english: 'Myanmar' },
  { code: 'EN', tag: 'en', name: 'English', english: 'English' },
  { code: 'CN', tag: 'zh-CN', name: '简体中文', english: 'Chinese (Simplified)' },
  { code: 'TW', tag: 'zh-TW', name: '繁體中文', english: 'Chinese (Traditional)' },
  { code: 'VI', tag: 'vi', name: 'Tiếng Việt', english: 'Vietnamese' },
  { code: 'JA', tag: 'ja', name: '日本語', english: 'Japanese' },
  { code: 'TH', tag: 'th', name: 'ไทย', english: 'Thai' },
  { code: 'TY', tag: 'fil', name: 'Filipino', english: 'Filipino' },
  { code: 'HI', tag: 'hi', name: 'हिन्दी', english: 'Hindi' },
  { code: 'ID', tag: 'id', name: 'Bahasa Indonesia', english: 'Indonesian' },
  { code: 'BN', tag: 'bn', name: 'বাংলা', english: 'Bengali' },
  { code: 'UR', tag: 'ur', name: 'اردو', english: 'Urdu', rtl: true },
  { code: 'ES', tag: 'es', name: 'Español', english: 'Spanish' },
  { code: 'KM', tag: 'km', name: 'ភាសាខ្មែរ', english: 'Khmer' },
  { code: 'KO', tag: 'ko', name: '한국어', english: 'Korean' },
  { code: 'MS', tag: 'ms', name: 'Bahasa Melayu', english: 'Malay' },
  { code: 'PT', tag: 'pt', name: 'Português', english: 'Portuguese' },
  { code: 'TR', tag: 'tr', name: 'Türkçe', english: 'Turkish' },
  { code: 'AR', tag: 'ar', name: 'العربية', english: 'Arabic', rtl: true },
  { code: 'RU', tag: 'ru', name: 'Русский', english: 'Russian' },
  { code: 'FR', tag: 'fr', name: 'Français', english: 'French' },
  { code: 'DE', tag: 'de', name: 'Deutsch', english: 'German' },
  { code: 'IT', tag: 'it', name: 'Italiano', english: 'Italian' },
  { code: 'NL', tag: 'nl', name: 'Nederlands', english: 'Dutch' },
  { code: 'PL', tag: 'pl', name: 'Polski', english: 'Polish' },
  { code: 'NE', tag: 'ne', name: 'नेपाली', english: 'Nepali' },
  { code: 'SI', tag: 'si', name: 'සිංහල', english: 'Sinhala' },
  { code: 'TA', tag: 'ta', name: 'தமிழ்', english: 'Tamil' },
  { code: 'TE', tag: 'te', name: 'తెలుగు', english: 'Telugu' },
  { code: 'LO', tag: 'lo', name: 'ລາວ', english: 'Lao' },
  { code: 'MN', tag: 'mn', name: 'Монгол', english: 'Mongolian' },
  { code: 'KK', tag: 'kk', name: 'Қазақ', english: 'Kazakh' },
  { code: 'UZ', tag: 'uz', name: 'Oʻzbek', english: 'Uzbek' },
  { code: 'FA', tag: 'fa', name: 'فارسی', english: 'Persian', rtl: true },
  { code: 'SW', tag: 'sw', name: 'Kiswahili', english: 'Swahili' },
] as const satisfies readonly { code: string; tag: string; name: string; english: string; rtl?: boolean }[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[];

/** Default interface language of the product (spec §1). */
export const DEFAULT_LANGUAGE: LanguageCode = 'MY';

/** Languages whose catalogues must be complete (spec §9: supported by default). */
export const CORE_LANGUAGES: readonly LanguageCode[] = ['MY', 'EN', 'CN'];

export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);
}

export function languageInfo(code: LanguageCode) {
  return LANGUAGES.find((l) => l.code === code)!;
}

export function isRtl(code: LanguageCode): boolean {
  const info = languageInfo(code) as { rtl?: boolean };
  return info.rtl === true;
}
