import { matchesMedia, useMediaQuery } from './media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion, now (no re-render when it changes). */
export function prefersReducedMotion(): boolean {
  return matchesMedia(QUERY);
}

/**
 * Whether the visitor asked for less motion, following changes: carousels then jump instead of
 * sliding, the games show results without spinning or dealing.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
