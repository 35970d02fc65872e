import { useSyncExternalStore } from 'react';

/** Whether `query` matches now (false where there is no matchMedia). */
export function matchesMedia(query: string): boolean {
  return globalThis.matchMedia?.(query).matches ?? false;
}

/** Whether `query` matches, following changes (e.g. the window crossing a breakpoint). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchesMedia(query),
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: the desktop header with its main navigation. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Tailwind's `xl` breakpoint: room for the header's inline login form. */
export const WIDE_QUERY = '(min-width: 1280px)';
