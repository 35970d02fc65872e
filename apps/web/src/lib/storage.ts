/**
 * Typed access to the browser storage keys of spec §3. Every read and write goes through here so the
 * key names live in one place, and so storage that throws (private mode, disabled cookies) never
 * breaks the site.
 */
export const LOCAL_KEYS = [
  'lang',
  'hisLang',
  'theme',
  'merchant',
  /** UUID sent as loginDeviceId (wire reference §4). */
  'SHELL_deviceId',
  /** `{affiliateCode, referralCode}` taken from the registration link (wire reference §4). */
  'reg_info',
  /** The header search popup's past searches, newest first (JSON array of strings). */
  'searchHistory',
  /** '1' while the player keeps the header balance hidden (spec §2: clicking hides or shows it). */
  'hideBalance',
] as const;
export type LocalKey = (typeof LOCAL_KEYS)[number];

export const SESSION_KEYS = [
  'token',
  'isAgent',
  'username',
  'merchant',
  'merchantCode',
  'platform',
  'nickname',
  'account',
  'customerId',
  'toUpline',
  'memberLabel',
  'cpw',
  'routers',
  'validate',
  'settings',
  'merchantWallet',
  /** `{token, id, userName, type, firstTimeLogin, merchantCode}` (wire reference §1). */
  'MC_SESSION_INFO',
  /** The hot games answer and when it came (`{at, value}`), so the hot tab shows at once (wire §4). */
  'HOT_GAMES',
  /** The session token whose after-login popup announcements were shown (once per login). */
  'noticePopupSeen',
  /** '1' once the before-login gift popup was shown this session (spec §4 gift modal). */
  'beforeLoginGift',
  /** '1' once the after-login gift popup was shown this session (spec §4 gift modal). */
  'afterLoginGift',
  /** '1' once the activity popup was shown this session. */
  'activityPopup',
  /** Why the last session ended by itself, until the player dismisses the dialog (session-store.ts). */
  'sessionEndedReason',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** The minimal part of the Web Storage API used here; tests pass an in-memory implementation. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

function safe(get: () => KeyValueStore | undefined): KeyValueStore | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

export function createStorage<K extends string>(get: () => KeyValueStore | undefined) {
  return {
    get(key: K): string | null {
      try {
        return safe(get)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: K, value: string | null | undefined): void {
      try {
        const store = safe(get);
        if (value == null || value === '') store?.removeItem(key);
        else store?.setItem(key, value);
      } catch {
        // Storage full or disabled: the value simply does not persist.
      }
    },
    remove(key: K): void {
      try {
        safe(get)?.removeItem(key);
      } catch {
        // ignore
      }
    },
    /** Flags are stored as the string '1' for on (spec §3). */
    flag(key: K): boolean {
      return this.get(key) === '1';
    },
    clear(): void {
      try {
        safe(get)?.clear();
      } catch {
        // ignore
      }
    },
  };
}

export const local = createStorage<LocalKey>(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
);
export const session = createStorage<SessionKey>(() =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
);

/** What a logout or region change keeps: the merchant, and which content popups this tab has shown. */
const KEPT_SESSION_KEYS = [
  'merchant',
  'merchantCode',
  'beforeLoginGift',
  'afterLoginGift',
  'activityPopup',
] as const satisfies readonly SessionKey[];

/**
 * Logout and region change clear the session but keep the merchant (spec §4). The gift and activity
 * popup flags stay too: they say what this browser session has already shown, and a player who logs
 * out has not started a new session (decision H-promos-5).
 */
export function clearSessionKeepingMerchant(store = session): void {
  const kept = KEPT_SESSION_KEYS.map((key) => [key, store.get(key)] as const);
  store.clear();
  for (const [key, value] of kept) store.set(key, value);
}

/** An in-memory store, for tests and for browsers without Web Storage. */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}
