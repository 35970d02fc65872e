import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion, now (no re-render when it changes). */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.(QUERY).matches ?? false;
}

function subscribe(onChange: () => void) {
  const list = globalThis.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion, following changes: carousels then jump instead of
 * sliding, the games show results without spinning or dealing.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
