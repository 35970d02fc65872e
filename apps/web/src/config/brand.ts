import type { LanguageCode } from '@jade/contract/languages';

/** The built-in default merchant, used until the visitor chooses a region (spec §9). */
export const DEFAULT_MERCHANT = 'jade_ph';

/** Used in the few places that render before the brand configuration arrives. */
export const FALLBACK_BRAND_NAME = 'Jade';

export const FALLBACK_LANGUAGE: LanguageCode = 'EN';
