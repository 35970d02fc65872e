import { i18n } from '../../lib/i18n-instance';
import { OPS_TEXTS_EN } from '../texts/en';

/**
 * The console's texts through the site's i18n instance (so the shared UI primitives, which call
 * lib/use-translation.ts, find theirs): only the console's own catalogue is ever loaded here.
 */
export function initOpsTexts(): Promise<unknown> {
  return i18n.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: OPS_TEXTS_EN } },
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
}
