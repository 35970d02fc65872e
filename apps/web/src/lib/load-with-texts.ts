import { whenCatalogueComplete } from './i18n';
import { lazyWithTimeout } from './lazy-with-timeout';

/**
 * Loads a chunk that shows texts beyond the first screen (a dialog, a page other than the landing
 * pages) together with the rest of the catalogue, so it never draws a text before it has arrived.
 * Fails like any chunk (ChunkLoadError) when either does not arrive.
 */
export function loadWithTexts<T>(load: () => Promise<T>): Promise<T> {
  return lazyWithTimeout(async () => {
    const texts = whenCatalogueComplete();
    try {
      return (await Promise.all([load(), texts]))[0];
    } catch (error) {
      // The error page that follows says so in the visitor's language when the texts can arrive.
      await texts.catch(() => undefined);
      throw error;
    }
  });
}
