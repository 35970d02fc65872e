import i18next from 'i18next';

/**
 * The site's one i18next instance. Its own module, so that components (lib/use-translation.ts) reach
 * it without the catalogue loading of lib/i18n.ts, which sets it up at start.
 */
export const i18n = i18next.createInstance();
