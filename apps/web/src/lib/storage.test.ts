import { describe, expect, it } from 'vitest';
import { clearSessionKeepingMerchant, createStorage, memoryStore, type SessionKey } from './storage';

describe('storage helpers', () => {
  it('reads, writes and removes values; empty values remove the key', () => {
    const mem = memoryStore();
    const store = createStorage<'lang' | 'theme'>(() => mem);
    expect(store.get('lang')).toBeNull();
    store.set('lang', 'EN');
    expect(store.get('lang')).toBe('EN');
    store.set('lang', '');
    expect(mem.getItem('lang')).toBeNull();
    store.set('theme', 'dark');
    store.remove('theme');
    expect(store.get('theme')).toBeNull();
  });

  it("treats only the string '1' as an on flag", () => {
    const store = createStorage<'cpw'>(memoryStore);
    const mem = memoryStore();
    const s = createStorage<'cpw'>(() => mem);
    expect(store.flag('cpw')).toBe(false);
    s.set('cpw', '1');
    expect(s.flag('cpw')).toBe(true);
    s.set('cpw', 'true');
    expect(s.flag('cpw')).toBe(false);
  });

  it('survives a storage that throws', () => {
    const broken = createStorage<'lang'>(() => {
      throw new Error('SecurityError');
    });
    expect(broken.get('lang')).toBeNull();
    expect(() => broken.set('lang', 'EN')).not.toThrow();
    expect(broken.flag('lang')).toBe(false);
  });

  it('clears the session but keeps the merchant and the content popups already shown', () => {
    const mem = memoryStore();
    const store = createStorage<SessionKey>(() => mem);
    store.set('token', 'abc');
    store.set('merchant', 'jade_bd');
    store.set('merchantCode', 'jade_bd');
    store.set('beforeLoginGift', '1');
    clearSessionKeepingMerchant(store);
    expect(store.get('token')).toBeNull();
    expect(store.get('merchant')).toBe('jade_bd');
    expect(store.get('merchantCode')).toBe('jade_bd');
    expect(store.get('beforeLoginGift')).toBe('1');
    expect(store.get('afterLoginGift')).toBeNull();
  });
});
