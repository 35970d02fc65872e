import {
  exportPrivateKeyPkcs8,
  generateSealingKeyPair,
  importSealingKeyPair,
  type SealingKeyPair,
  type SealingPublicKey,
} from '@jade/contract/sealed-payload';
import type { SealingKeyring } from '../../platform/http/sealed-body';
import type { AccountsRepository } from './repository';

/** How long an instance trusts its copy of the keys before reading them again (rotation reaches it). */
const RELOAD_MS = 5 * 60 * 1000;

export interface DbSealingKeyring extends SealingKeyring {
  /** The current public key, for `GET /wps/system/sealingKey`. */
  current(): Promise<SealingPublicKey>;
  /** A new current key; the previous one stays accepted until the next rotation. */
  rotate(): Promise<SealingPublicKey>;
}

/**
 * Key pairs kept in the database as PKCS#8, so every instance opens what any instance's key sealed.
 * The first start generates one (RSA-OAEP-256, 3072 bits).
 */
export function createSealingKeyring(
  repo: AccountsRepository,
  now: () => number = Date.now,
): DbSealingKeyring {
  let loaded: Promise<{ pairs: SealingKeyPair[]; at: number }> | undefined;

  async function load() {
    let rows = await repo.listSealingKeys();
    if (!rows.some((r) => r.retiredAt === null)) {
      await repo.ensureSealingKey(async () => {
        const pair = await generateSealingKeyPair(3072);
        return { kid: pair.kid, pkcs8: await exportPrivateKeyPkcs8(pair.privateKey) };
      });
      rows = await repo.listSealingKeys();
    }
    // Newest first: the current key, then the previous one.
    const pairs = await Promise.all(rows.map((r) => importSealingKeyPair(r.pkcs8)));
    return { pairs, at: now() };
  }

  async function pairs(): Promise<SealingKeyPair[]> {
    const state = loaded ? await loaded.catch(() => undefined) : undefined;
    if (state && now() - state.at < RELOAD_MS) return state.pairs;
    loaded = load();
    return (await loaded).pairs;
  }

  return {
    async openingKeys() {
      return pairs();
    },
    async reload() {
      loaded = load();
      await loaded;
    },
    async current() {
      const [first] = await pairs();
      if (!first) throw new Error('no sealing key');
      return { kid: first.kid, jwk: first.publicJwk };
    },
    async rotate() {
      const pair = await generateSealingKeyPair(3072);
      await repo.rotateSealingKey(
        { kid: pair.kid, pkcs8: await exportPrivateKeyPkcs8(pair.privateKey) },
        new Date(now()),
      );
      loaded = load();
      const [first] = (await loaded).pairs;
      return { kid: first!.kid, jwk: first!.publicJwk };
    },
  };
}
