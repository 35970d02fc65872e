import 'i18next';
import type { Catalogue } from '@jade/i18n/format';

// Keys are checked against the English source catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    keySeparator: false;
    nsSeparator: false;
  }
}
