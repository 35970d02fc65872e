import { createHash, randomInt } from 'node:crypto';
import { OPERATOR_RECOVERY_CODES } from '@jade/contract/ops-roles';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { operatorRecoveryCodes } from './tables';

/** a–z and 2–9 without the letters read as digits or as each other (i, l, o). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const pick = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

// Prefixed with the operator, so one table of precomputed hashes does not serve every operator.
const hashOf = (operatorId: number, code: string) =>
  createHash('sha256').update(`${operatorId}:${code}`).digest('hex');

/** A typed recovery code in its stored form (any case, with or without the dash), or undefined. */
export function asRecoveryCode(input: string): string | undefined {
  const plain = input.toLowerCase().replace(/[\s-]+/g, '');
  const code = `${plain.slice(0, 5)}-${plain.slice(5)}`;
  return OPERATOR_RECOVERY_CODES.pattern.test(code) ? code : undefined;
}

/**
 * Recovery codes of operators: only a SHA-256 is stored. A code (about 50 bits) is only tried after the
 * password, counts toward the same lock-out as a wrong code, and works once.
 */
export const recoveryCodes = {
  /** Replaces every code of the operator with a fresh set; the plain codes are shown once. */
  async replace(db: DbOrTx, operatorId: number, at: Date): Promise<string[]> {
    const codes = new Set<string>();
    while (codes.size < OPERATOR_RECOVERY_CODES.count) codes.add(newCode());
    await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await db
      .insert(operatorRecoveryCodes)
      .values([...codes].map((code) => ({ operatorId, codeHash: hashOf(operatorId, code), createdAt: at })));
    return [...codes];
  },

  /** Uses up one code; false when it is unknown or already used (one statement: no double use). */
  async use(db: DbOrTx, operatorId: number, code: string, at: Date): Promise<boolean> {
    const used = await db
      .update(operatorRecoveryCodes)
      .set({ usedAt: at })
      .where(
        and(
          eq(operatorRecoveryCodes.operatorId, operatorId),
          eq(operatorRecoveryCodes.codeHash, hashOf(operatorId, code)),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: operatorRecoveryCodes.id });
    return used.length > 0;
  },

  async left(db: DbOrTx, operatorId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(operatorRecoveryCodes)
      .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
    return row?.n ?? 0;
  },

  async remove(db: DbOrTx, operatorId: number): Promise<void> {
    await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  },
};
