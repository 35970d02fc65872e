import { describe, expect, it } from 'vitest';
import {
  addSearchHistory,
  readSearchHistory,
  removeSearchHistory,
  SEARCH_HISTORY_LIMIT,
} from './search-history';
import { createStorage, memoryStore, type LocalKey } from './storage';

const fresh = () => {
  const mem = memoryStore();
  return createStorage<LocalKey>(() => mem);
};

describe('search history', () => {
  it('keeps searches newest first, once each, at most ten', () => {
    const store = fresh();
    addSearchHistory('dragon', store);
    addSearchHistory('koi', store);
    expect(addSearchHistory('Dragon', store)).toEqual(['Dragon', 'koi']);
    for (let i = 0; i < 15; i += 1) addSearchHistory(`g${i}`, store);
    expect(readSearchHistory(store)).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(readSearchHistory(store)[0]).toBe('g14');
  });

  it('removes one entry and ignores blank searches and broken storage', () => {
    const store = fresh();
    addSearchHistory('a', store);
    addSearchHistory('b', store);
    addSearchHistory('   ', store);
    expect(removeSearchHistory('a', store)).toEqual(['b']);
    store.set('searchHistory', '{broken');
    expect(readSearchHistory(store)).toEqual([]);
  });
});
