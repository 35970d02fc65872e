import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Customer-service links of csType 3 travel encrypted, so a scraper of the boot call does not collect
 * them in plain text (it is obfuscation, not secrecy: the key travels with the value). Format:
 *
 *   path = base64url( iv[12] || ciphertext || tag[16] ) + suffix[8]
 *   key  = SHA-256( suffix as UTF-8 )           (32 bytes, AES-256-GCM)
 *
 * A browser decrypts it with WebCrypto: split off the last 8 characters, digest them with SHA-256,
 * import the digest as an AES-GCM key, and decrypt the rest (iv = first 12 bytes, the tag is the last
 * 16 bytes of the ciphertext as WebCrypto expects).
 */
const SUFFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomSuffix(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join('');
}

function keyFor(suffix: string): Buffer {
  return createHash('sha256').update(suffix, 'utf8').digest();
}

export function encryptCustomerServicePath(url: string, suffix = randomSuffix()): string {
  if (suffix.length !== 8) throw new Error('the suffix must be 8 characters');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(suffix), iv);
  const ciphertext = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url') + suffix;
}

export function decryptCustomerServicePath(path: string): string {
  const suffix = path.slice(-8);
  const data = Buffer.from(path.slice(0, -8), 'base64url');
  if (suffix.length !== 8 || data.length < 12 + 16) throw new Error('not an encrypted customer-service path');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(suffix), data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
