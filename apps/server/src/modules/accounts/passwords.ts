import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id parameters. The default is OWASP's minimum (19 MiB, 2 passes, 1 lane); docs/performance.md
 * records what it costs on a 2-core machine. Existing hashes keep their own parameters (PHC string).
 */
export interface Argon2Params {
  memoryKiB: number;
  timeCost: number;
  parallelism: number;
}

export const DEFAULT_ARGON2: Argon2Params = { memoryKiB: 19_456, timeCost: 2, parallelism: 1 };

/** Weak default passwords that always force a change at login (wire §3: `123456` is always forced). */
export const WEAK_DEFAULT_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '1234567',
  '12345678',
  '000000',
  '111111',
  '123123',
  'password',
  'abc123',
]);

export interface PasswordHasher {
  readonly params: Argon2Params;
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the time of one verification against a hash that matches nothing (unknown usernames). */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(params: Argon2Params = DEFAULT_ARGON2): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: params.memoryKiB,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
  };
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    params,
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false; // not a PHC string we can read: never a match
      }
    },
    async verifyDummy(password) {
      dummy ??= hash(`dummy-${Math.random()}`, options);
      await hasher.verify(await dummy, password);
    },
  };
  return hasher;
}
