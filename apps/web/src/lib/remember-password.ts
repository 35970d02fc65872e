/**
 * "Remember password" (spec §4): username, password, last user, and the SMS mobile and country code
 * are kept in cookies for one day. The password never sits in a cookie in clear: it is encrypted with
 * AES-GCM under a non-extractable WebCrypto key that stays in this browser's IndexedDB, so the cookie
 * (which travels to the server with every request) carries ciphertext only (docs/decisions.md).
 */
import { decodeBase64Url, encodeBase64Url } from '@jade/contract/base64url';

export const REMEMBER_COOKIES = {
  username: 'rm_username',
  password: 'rm_password',
  lastUser: 'rm_last_user',
  mobile: 'rm_mobile',
  countryCode: 'rm_country_code',
} as const;
export const REMEMBER_MAX_AGE_SECONDS = 24 * 60 * 60;

const IV_BYTES = 12;

export interface Remembered {
  username?: string | undefined;
  password?: string | undefined;
  lastUser?: string | undefined;
  mobile?: string | undefined;
  countryCode?: string | undefined;
}

/** A new AES-GCM key that cannot be exported (the browser keeps its bytes to itself). */
export function generateRememberKey(subtle: SubtleCrypto = crypto.subtle): Promise<CryptoKey> {
  return subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** base64url(iv ‖ AES-GCM(plaintext)) */
export async function encryptSecret(key: CryptoKey, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext));
  const out = new Uint8Array(IV_BYTES + data.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(data), IV_BYTES);
  return encodeBase64Url(out);
}

/** The plaintext, or null when the text was not made with this key (or was tampered with). */
export async function decryptSecret(key: CryptoKey, text: string): Promise<string | null> {
  try {
    const bytes = decodeBase64Url(text);
    if (bytes.length <= IV_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      key,
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Cookies

export function readCookie(name: string, cookieText: string = document.cookie): string | undefined {
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function cookieString(name: string, value: string | null, maxAgeSeconds = REMEMBER_MAX_AGE_SECONDS) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  if (value == null) return `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function writeCookie(name: string, value: string | null | undefined) {
  document.cookie = cookieString(name, value ? value : null);
}

// ---------------------------------------------------------------------------------------------------
// The key in IndexedDB

const DB_NAME = 'jade-secure';
const STORE = 'keys';
const KEY_ID = 'remember-password';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

function idb<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = run(tx.objectStore(STORE));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error ?? new Error('indexedDB'));
        tx.oncomplete = () => db.close();
      }),
  );
}

/** The browser's remember key: loaded from IndexedDB, or made and stored once. Null without IndexedDB. */
async function rememberKey(create: boolean): Promise<CryptoKey | null> {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || !crypto.subtle) return null;
  try {
    const existing = await idb<CryptoKey | undefined>('readonly', (s) => s.get(KEY_ID));
    if (existing) return existing;
    if (!create) return null;
    const key = await generateRememberKey();
    await idb('readwrite', (s) => s.put(key, KEY_ID));
    return key;
  } catch {
    return null;
  }
}

/** Stores what the login form had, for one day. Without a usable key, the password is not kept. */
export async function saveRemembered(values: Remembered): Promise<void> {
  const key = values.password ? await rememberKey(true) : null;
  const sealed = key && values.password ? await encryptSecret(key, values.password) : null;
  writeCookie(REMEMBER_COOKIES.username, values.username);
  writeCookie(REMEMBER_COOKIES.password, sealed);
  writeCookie(REMEMBER_COOKIES.lastUser, values.lastUser ?? values.username);
  writeCookie(REMEMBER_COOKIES.mobile, values.mobile);
  writeCookie(REMEMBER_COOKIES.countryCode, values.countryCode);
}

export function clearRemembered(): void {
  for (const name of Object.values(REMEMBER_COOKIES)) writeCookie(name, null);
}

/** What was remembered, with the password decrypted (absent when it cannot be). */
export async function loadRemembered(): Promise<Remembered | null> {
  if (typeof document === 'undefined') return null;
  const username = readCookie(REMEMBER_COOKIES.username);
  const mobile = readCookie(REMEMBER_COOKIES.mobile);
  if (!username && !mobile) return null;
  const sealed = readCookie(REMEMBER_COOKIES.password);
  const key = sealed ? await rememberKey(false) : null;
  const password = key && sealed ? ((await decryptSecret(key, sealed)) ?? undefined) : undefined;
  return {
    username,
    password,
    lastUser: readCookie(REMEMBER_COOKIES.lastUser),
    mobile,
    countryCode: readCookie(REMEMBER_COOKIES.countryCode),
  };
}
