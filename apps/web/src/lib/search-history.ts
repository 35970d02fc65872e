import { local } from './storage';

/** How many past searches the search popup keeps. */
export const SEARCH_HISTORY_LIMIT = 10;

export function readSearchHistory(store = local): string[] {
  try {
    const value: unknown = JSON.parse(store.get('searchHistory') ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, SEARCH_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}

function write(list: string[], store = local) {
  store.set('searchHistory', list.length ? JSON.stringify(list) : null);
}

/** Puts a search first (once, case-insensitively) and keeps the newest ten. */
export function addSearchHistory(text: string, store = local): string[] {
  const term = text.trim();
  if (!term) return readSearchHistory(store);
  const next = [
    term,
    ...readSearchHistory(store).filter((t) => t.toLowerCase() !== term.toLowerCase()),
  ].slice(0, SEARCH_HISTORY_LIMIT);
  write(next, store);
  return next;
}

/** Removes one past search (spec §2: one-by-one removal). */
export function removeSearchHistory(text: string, store = local): string[] {
  const next = readSearchHistory(store).filter((t) => t !== text);
  write(next, store);
  return next;
}
