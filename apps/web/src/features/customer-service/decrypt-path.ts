/**
 * Decrypts a csType 3 customer-service path as the server's customer-service-path.ts encrypts it:
 *
 *   path = base64url( iv[12] || ciphertext || tag[16] ) + suffix[8],  key = SHA-256(suffix)
 *
 * WebCrypto's AES-GCM takes the tag at the end of the ciphertext, as the server lays it out. It is
 * obfuscation against scrapers of the boot call, not secrecy (the key travels with the value).
 */
export async function decryptCustomerServicePath(path: string): Promise<string> {
  const suffix = path.slice(-8);
  const data = fromBase64Url(path.slice(0, -8));
  if (suffix.length !== 8 || data.length < 12 + 16) throw new Error('not an encrypted customer-service path');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(suffix));
  const key = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: data.subarray(0, 12) },
    key,
    data.subarray(12),
  );
  return new TextDecoder().decode(plain);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
