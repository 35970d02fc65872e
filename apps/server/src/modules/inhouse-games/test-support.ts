import { createHash } from 'node:crypto';

/** SHA-256 of a hex seed's bytes, computed independently of the engine (tests). */
export function hashServerSeedBrowserless(serverSeed: string): string {
  return createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
}
