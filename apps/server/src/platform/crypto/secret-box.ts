/**
 * Envelope encryption of small secrets at rest (the in-house games' server seeds, the lottery's draw
 * seeds): anyone who can read the database — a replica, a backup, a report user — must not be able to
 * predict a future round or draw.
 *
 * Each secret gets its own random data key (AES-256-GCM); the data key is wrapped by a key-encryption
 * key from the keyring (AES-256-GCM too). The sealed text names the wrapping key's id, so a keyring can
 * hold old keys for reading while a new primary key seals everything new (rotation: docs/security.md).
 *
 *   jsb1.<kid>.<base64url(iv ‖ wrapped data key ‖ tag)>.<base64url(iv ‖ ciphertext ‖ tag)>
 *
 * The caller's `context` (e.g. `fairness_seeds:42`) is bound into the payload as additional data, so a
 * sealed value copied to another row does not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'jsb1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface SecretKey {
  id: string;
  key: Buffer;
}

export interface SecretKeyring {
  /** Seals everything new. */
  primary: SecretKey;
  /** Every key that may still open a sealed value, by id (the primary among them). */
  byId: ReadonlyMap<string, Buffer>;
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
  /** The sealed value with its data key wrapped by the primary key (same payload); as is when it already is. */
  rewrap(sealed: string): string;
  /** Whether `sealed` is wrapped by a key other than the primary (rotation still to do). */
  needsRewrap(sealed: string): boolean;
}

export function isSealedSecret(value: string): boolean {
  return value.startsWith(`${PREFIX}.`);
}

function encrypt(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function decrypt(key: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('sealed secret is truncated');
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new SecretBoxError('sealed secret does not open (wrong key, context or tampered)');
  }
}

const dekAad = (kid: string) => `jade-dek:${kid}`;

function parse(sealed: string) {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) throw new SecretBoxError('not a sealed secret');
  const [, kid, wrapped, payload] = parts as [string, string, string, string];
  return { kid, wrapped: Buffer.from(wrapped, 'base64url'), payload: Buffer.from(payload, 'base64url') };
}

export function createSecretBox(keyring: SecretKeyring): SecretBox {
  function kek(kid: string): Buffer {
    const key = keyring.byId.get(kid);
    if (!key) throw new SecretBoxError(`no key "${kid}" in the keyring`);
    return key;
  }
  function wrap(dek: Buffer): string {
    const { id, key } = keyring.primary;
    return `${id}.${encrypt(key, dek, dekAad(id)).toString('base64url')}`;
  }
  return {
    seal(plaintext, context) {
      const dek = randomBytes(KEY_BYTES);
      const payload = encrypt(dek, Buffer.from(plaintext, 'utf8'), context);
      return `${PREFIX}.${wrap(dek)}.${payload.toString('base64url')}`;
    },
    open(sealed, context) {
      const { kid, wrapped, payload } = parse(sealed);
      const dek = decrypt(kek(kid), wrapped, dekAad(kid));
      return decrypt(dek, payload, context).toString('utf8');
    },
    rewrap(sealed) {
      const { kid, wrapped, payload } = parse(sealed);
      if (kid === keyring.primary.id) return sealed;
      const dek = decrypt(kek(kid), wrapped, dekAad(kid));
      return `${PREFIX}.${wrap(dek)}.${payload.toString('base64url')}`;
    },
    needsRewrap(sealed) {
      return parse(sealed).kid !== keyring.primary.id;
    },
  };
}

/** A fresh key-encryption key, written as the keyring text expects it (`id:base64`). */
export function generateSecretKey(id: string): string {
  if (!KID_PATTERN.test(id)) throw new RangeError('key id: 1–32 letters, digits, _ or -');
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

/**
 * Parses `id:base64key[,id:base64key…]` (SECRET_KEYS): the first key is the primary, the others stay
 * readable until every value they wrapped has been rewrapped.
 */
export function parseSecretKeyring(text: string): SecretKeyring {
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): SecretKey => {
      const colon = part.indexOf(':');
      const id = colon > 0 ? part.slice(0, colon) : '';
      if (!KID_PATTERN.test(id))
        throw new RangeError('each key is "id:base64" with an id of 1–32 letters, digits, _ or -');
      const key = Buffer.from(part.slice(colon + 1), 'base64');
      if (key.length !== KEY_BYTES) throw new RangeError(`key "${id}" must be ${KEY_BYTES} bytes in base64`);
      return { id, key };
    });
  if (entries.length === 0) throw new RangeError('the keyring has no key');
  const byId = new Map<string, Buffer>();
  for (const entry of entries) {
    if (byId.has(entry.id)) throw new RangeError(`key id "${entry.id}" appears twice`);
    byId.set(entry.id, entry.key);
  }
  return { primary: entries[0]!, byId };
}
