import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, not, sql, type SQL } from 'drizzle-orm';
import { hashToken } from '../accounts/sessions';
import type { DbOrTx } from '../../platform/jobs/queue';
import { operatorChallenges } from './tables';

/** A challenge lives 5 minutes and takes 5 answers; then the sign-in starts again with the password. */
export const OPERATOR_CHALLENGE = { ttlMs: 5 * 60_000, attempts: 5 } as const;

export type ChallengeRow = typeof operatorChallenges.$inferSelect;

const live = (now: Date): SQL =>
  // `and` of conditions is never undefined.
  and(
    isNull(operatorChallenges.usedAt),
    gt(operatorChallenges.expiresAt, now),
    lt(operatorChallenges.attempts, OPERATOR_CHALLENGE.attempts),
  )!;

/** Sign-in challenges, in the database so that any server instance can answer one. */
export const challengeStore = {
  /** A new challenge; `pendingSecret` seals the enrolment's secret under the returned token hash. */
  async create(
    db: DbOrTx,
    input: { operatorId: number; purpose: 'totp' | 'enrol'; now: number },
    sealPending?: (tokenHash: string) => string,
  ) {
    // The operator's spent challenges go (answered, expired or dead): the table stays small.
    await db
      .delete(operatorChallenges)
      .where(and(eq(operatorChallenges.operatorId, input.operatorId), not(live(new Date(input.now)))));
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const expiresAt = input.now + OPERATOR_CHALLENGE.ttlMs;
    await db.insert(operatorChallenges).values({
      tokenHash,
      operatorId: input.operatorId,
      purpose: input.purpose,
      pendingSecret: sealPending?.(tokenHash) ?? null,
      createdAt: new Date(input.now),
      expiresAt: new Date(expiresAt),
    });
    return { token, tokenHash, expiresAt };
  },

  /** The live challenge of a token: not used, not expired, answers left. */
  async find(db: DbOrTx, token: string, now: number): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(operatorChallenges)
      .where(and(eq(operatorChallenges.tokenHash, hashToken(token)), live(new Date(now))));
    return row;
  },

  /** Counts a wrong answer (one statement, so parallel answers cannot exceed the limit). */
  async countAttempt(db: DbOrTx, id: number): Promise<void> {
    await db
      .update(operatorChallenges)
      .set({ attempts: sql`${operatorChallenges.attempts} + 1` })
      .where(eq(operatorChallenges.id, id));
  },

  /** Uses the challenge up; false when another request did first, or it died meanwhile. */
  async use(db: DbOrTx, id: number, now: number): Promise<boolean> {
    const t = new Date(now);
    const done = await db
      .update(operatorChallenges)
      .set({ usedAt: t })
      .where(and(eq(operatorChallenges.id, id), live(t)))
      .returning({ id: operatorChallenges.id });
    return done.length > 0;
  },

  /** Ends every open challenge of an operator (its password or authenticator changed). */
  async endAll(db: DbOrTx, operatorId: number, now: number): Promise<void> {
    await db
      .update(operatorChallenges)
      .set({ usedAt: new Date(now) })
      .where(and(eq(operatorChallenges.operatorId, operatorId), isNull(operatorChallenges.usedAt)));
  },
};
