/** A client seed chosen here, in the browser (16 random bytes in hex), so the server never picks it. */
export function browserClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
