import { useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query, for the page's life: reading `matches` of a kept list only evaluates
 * the query, and subscribing does not create a list per render (each `matchMedia` call parses the
 * query and registers a new list with the document's matcher).
 */
const lists = new Map<string, MediaQueryList | null>();
const subscribers = new Map<string, (onChange: () => void) => () => void>();

function listFor(query: string): MediaQueryList | null {
  let list = lists.get(query);
  if (list === undefined) {
    list = globalThis.matchMedia?.(query) ?? null;
    lists.set(query, list);
  }
  return list;
}

/** Whether `query` matches now (false where there is no matchMedia). */
export function matchesMedia(query: string): boolean {
  return listFor(query)?.matches ?? false;
}

/** A stable subscribe function per query, so that a re-render does not subscribe again. */
function subscriberFor(query: string) {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/** Whether `query` matches, following changes (e.g. the window crossing a breakpoint). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscriberFor(query),
    () => matchesMedia(query),
    () => false,
  );
}

/** Tailwind's `sm` breakpoint: wider than a phone held upright. */
export const SMALL_QUERY = '(min-width: 640px)';

/** Tailwind's `lg` breakpoint: the desktop header with its main navigation. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Tailwind's `xl` breakpoint: room for the header's inline login form. */
export const WIDE_QUERY = '(min-width: 1280px)';
