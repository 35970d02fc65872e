import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CallAuth } from '@jade/contract/call';
import type { FastifyRequest } from 'fastify';
import { hashToken, tokenOf } from '../accounts/sessions';
import type { PasswordHasher } from '../accounts/passwords';
import type { Authenticate } from '../../platform/http/authenticate';
import { AppError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { limitKey, type Limit } from '../../platform/rate-limit/rate-limit';
import { operatorAudit, operators, operatorSessions, type OperatorRole } from './tables';

export type OperatorRow = typeof operators.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an `/ops` call, attached by the operator auth hook. */
    operator?: OperatorRow;
    operatorSessionId?: number;
  }
}

/** Idle expiry of an operator session (shorter than a player's 120 minutes), and its hard limit. */
export const OPERATOR_SESSION = { idleMinutes: 30, maxHours: 12 };
/** Failed operator logins per username: 5 per 15 minutes, then refused until the window ends. */
export const OPERATOR_LOGIN_LIMIT: Limit = { name: 'ops-login', max: 5, windowMs: 15 * 60_000 };

/** What each role may do (server-side; docs/api.md "Operator calls"). */
export const OPERATOR_PERMISSIONS = {
  view: ['admin', 'finance', 'support'],
  decideMoney: ['admin', 'finance'],
  adjust: ['admin', 'finance'],
  freeze: ['admin', 'support'],
  audit: ['admin'],
  /** Banners, announcements, promotions, help, popups, messages, feedback types, jackpot. */
  content: ['admin', 'support'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

/** The one who acts: an operator, or the command-line tool (a system identity, `cli`). */
export interface Actor {
  operatorId: number | null;
  name: string;
  ip: string;
}

export const CLI_ACTOR: Actor = { operatorId: null, name: 'cli', ip: 'cli' };

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
}

/** Writes one audit row (in the caller's transaction, so the entry exists exactly when the change does). */
export async function writeAudit(db: DbOrTx, actor: Actor, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(operatorAudit).values({
    operatorId: actor.operatorId,
    operatorName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: actor.ip,
    at,
  });
}

export function createOperatorAuth(deps: {
  db: Database;
  hasher: PasswordHasher;
  counters: CounterStore;
  now: () => number;
}) {
  const { db, hasher, counters, now } = deps;
  const idleMs = OPERATOR_SESSION.idleMinutes * 60_000;
  const maxMs = OPERATOR_SESSION.maxHours * 3_600_000;

  async function resolve(token: string) {
    if (token.length < 20 || token.length > 128) return undefined;
    const t = new Date(now());
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
    const idle = new Date(Math.min(t.getTime() + idleMs, found.session.expiresAt.getTime()));
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: t, idleExpiresAt: idle })
      .where(eq(operatorSessions.id, found.session.id));
    return found;
  }

  return {
    async login(username: string, password: string, ip: string) {
      const key = limitKey(OPERATOR_LOGIN_LIMIT, username.toLowerCase());
      const state = await counters.peek(key);
      if (state.count >= OPERATOR_LOGIN_LIMIT.max) {
        throw new AppError('too.many.requests', 429, { retryAfterMs: state.resetInMs });
      }
      const [operator] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.username}) = lower(${username})`);
      const ok = operator
        ? await hasher.verify(operator.passwordHash, password)
        : (await hasher.verifyDummy(password), false);
      if (!operator || !ok || operator.status !== 'active') {
        await counters.hit(key, OPERATOR_LOGIN_LIMIT.windowMs);
        await writeAudit(
          db,
          { operatorId: operator?.id ?? null, name: username.slice(0, 64), ip },
          { action: 'operator.login.failed', targetType: 'operator', targetId: username.slice(0, 64) },
          new Date(now()),
        );
        throw new AppError('operator.login.failed', 401);
      }
      await counters.clear(key);
      const t = now();
      const token = randomBytes(32).toString('base64url');
      await db.insert(operatorSessions).values({
        tokenHash: hashToken(token),
        operatorId: operator.id,
        createdAt: new Date(t),
        lastSeenAt: new Date(t),
        idleExpiresAt: new Date(t + idleMs),
        expiresAt: new Date(t + maxMs),
        ip,
      });
      await db
        .update(operators)
        .set({ lastLoginAt: new Date(t) })
        .where(eq(operators.id, operator.id));
      await writeAudit(
        db,
        { operatorId: operator.id, name: operator.username, ip },
        { action: 'operator.login', targetType: 'operator', targetId: String(operator.id) },
        new Date(t),
      );
      return {
        token,
        operator: { id: operator.id, username: operator.username, role: operator.role },
        idleExpiresAt: t + idleMs,
      };
    },

    async logout(sessionId: number) {
      await db
        .update(operatorSessions)
        .set({ revokedAt: new Date(now()) })
        .where(eq(operatorSessions.id, sessionId));
    },

    /**
     * Extends the players' auth hook: `operator` calls need an operator session (a player token is
     * refused, 401 `operator.not.login`); every other level goes to the players' hook unchanged, where an
     * operator token is an unknown token.
     */
    authenticate(players: Authenticate): Authenticate {
      return async (request, auth: CallAuth) => {
        if (auth !== 'operator') return players(request, auth);
        const token = tokenOf(request);
        const found = token ? await resolve(token) : undefined;
        if (!found) throw new AppError('operator.not.login', 401);
        request.operator = found.operator;
        request.operatorSessionId = found.session.id;
      };
    },

    async listAudit(filter: { last: number; action?: string | undefined }) {
      return db
        .select()
        .from(operatorAudit)
        .where(filter.action ? eq(operatorAudit.action, filter.action) : undefined)
        .orderBy(desc(operatorAudit.id))
        .limit(filter.last);
    },
  };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

/** The operator of a request, checked against a permission (403 `operator.forbidden`). */
export function operatorOf(request: FastifyRequest, permission: OperatorPermission): Actor {
  const operator = request.operator;
  if (!operator) throw new AppError('operator.not.login', 401);
  if (!(OPERATOR_PERMISSIONS[permission] as readonly string[]).includes(operator.role)) {
    throw new AppError('operator.forbidden', 403, { role: operator.role, needs: permission });
  }
  return { operatorId: operator.id, name: operator.username, ip: request.ctx.ip };
}
