import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../accounts/sessions';
import type { DbOrTx } from '../../platform/jobs/queue';
import { operators, operatorSessions } from './tables';

/** Idle expiry of an operator session (shorter than a player's 120 minutes), and its hard limit. */
export const OPERATOR_SESSION = { idleMinutes: 30, maxHours: 12 };
const idleMs = OPERATOR_SESSION.idleMinutes * 60_000;
const maxMs = OPERATOR_SESSION.maxHours * 3_600_000;

/** Operator sessions: only the SHA-256 of the token is stored. */
export const operatorSessionStore = {
  async open(db: DbOrTx, operatorId: number, ip: string, now: number) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(operatorSessions).values({
      tokenHash: hashToken(token),
      operatorId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      idleExpiresAt: new Date(now + idleMs),
      expiresAt: new Date(now + maxMs),
      ip,
    });
    return { token, idleExpiresAt: now + idleMs };
  },

  /** The live session of a token with its (active) operator; every call moves the idle expiry on. */
  async resolve(db: DbOrTx, token: string, now: number) {
    if (token.length < 20 || token.length > 128) return undefined;
    const t = new Date(now);
    const [found] = await db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, hashToken(token)),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.idleExpiresAt, t),
          gt(operatorSessions.expiresAt, t),
        ),
      );
    if (!found || found.operator.status !== 'active') return undefined;
    const idle = new Date(Math.min(now + idleMs, found.session.expiresAt.getTime()));
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: t, idleExpiresAt: idle })
      .where(eq(operatorSessions.id, found.session.id));
    return { operator: found.operator, session: { ...found.session, lastSeenAt: t, idleExpiresAt: idle } };
  },

  async end(db: DbOrTx, sessionId: number, at: Date) {
    await db.update(operatorSessions).set({ revokedAt: at }).where(eq(operatorSessions.id, sessionId));
  },

  /** Ends every session of an operator (a new role, password or authenticator, a disabled account). */
  async endAll(db: DbOrTx, operatorId: number, at: Date) {
    await db
      .update(operatorSessions)
      .set({ revokedAt: at })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
  },
};
