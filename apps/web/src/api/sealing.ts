import { accountCalls } from '@jade/contract/call-routes';
import type { SealedPayload, SealingPublicKey } from '@jade/contract/sealed-payload';

/**
 * The server's sealing key (GET /wps/system/sealingKey), fetched once and kept in memory. A failed
 * fetch is not cached, so the next sealed call tries again.
 */
let cached: Promise<SealingPublicKey> | null = null;

export type KeyFetcher = () => Promise<SealingPublicKey>;

export function getSealingKey(fetchKey: KeyFetcher, refresh = false): Promise<SealingPublicKey> {
  if (!cached || refresh) {
    const pending = fetchKey();
    cached = pending;
    pending.catch(() => {
      if (cached === pending) cached = null;
    });
  }
  return cached;
}

/** Forgets the cached key (tests; a key rotation is handled by the retry in the client). */
export function resetSealingKey(): void {
  cached = null;
}

/** Seals a JSON body for one call with the current key (docs/api.md "Sealed bodies"). */
export async function sealBody(
  fetchKey: KeyFetcher,
  target: { method: string; path: string },
  body: unknown,
  refresh = false,
): Promise<SealedPayload> {
  // The sealing code (and the schema that checks the key) loads with the first sealed call, a login
  // or a registration, not with the first page.
  const [key, { sealPayload }] = await Promise.all([
    getSealingKey(fetchKey, refresh),
    import('@jade/contract/sealed-payload'),
  ]);
  return sealPayload(key.jwk, key.kid, target, body ?? {});
}

/** Reasons of a sealed-body refusal after which a fresh key and one retry can succeed. */
export const RETRY_SEAL_REASONS: readonly string[] = ['unknown_kid', 'decrypt_failed', 'stale'];

export const SEALING_KEY_PATH = accountCalls.sealingKey.path;
