import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CallAuth } from '@jade/contract/call';
import type { FastifyRequest } from 'fastify';
import { hashToken, tokenOf } from '../accounts/sessions';
import type { PasswordHasher } from '../accounts/passwords';
import type { Authenticate } from '../../platform/http/authenticate';
import { AppError, RateLimitedError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { consume, type Limit } from '../../platform/rate-limit/rate-limit';
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
/** Operator logins per IP, counted on every try (the members' figure). */
export const OPERATOR_LOGIN_LIMIT: Limit = { name: 'ops-login-ip', max: 30, windowMs: 60_000 };
/**
 * Failed operator logins per username and per IP within a window: the captcha from the 3rd, a lock of
 * the username at the 5th. The lock expires by itself, and `npm run operator -- operator-unlock` ends it.
 */
export const OPERATOR_LOGIN_GUARD = {
  windowMs: 30 * 60_000,
  captchaFrom: 3,
  lockAt: 5,
  lockMs: 15 * 60_000,
} as const;

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
  /** Checks (and uses up) a captcha answer of the `captchaId` cookie; none: every answer is wrong. */
  checkCaptcha?: ((id: string | undefined, answer: string) => Promise<boolean>) | undefined;
}) {
  const { db, hasher, counters, now } = deps;
  const guard = OPERATOR_LOGIN_GUARD;
  const keys = (username: string, ip: string) => ({
    user: `ops-fail-user:${username.toLowerCase()}`,
    ip: `ops-fail-ip:${ip}`,
    lock: `ops-lock:${username.toLowerCase()}`,
  });
  function lockedError(resetInMs: number) {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new RateLimitedError('login.locked', resetInMs, { captcha: true, minutes }, [minutes]);
  }
  const failedAudit = (username: string, operatorId: number | null, ip: string, action: string) =>
    writeAudit(
      db,
      { operatorId, name: username.slice(0, 64), ip },
      { action, targetType: 'operator', targetId: username.slice(0, 64).toLowerCase() },
      new Date(now()),
    );

  /**
   * An unlock by the CLI after the lock began. The CLI may run without the server's counters (they
   * live in the server's memory without Redis), so the audit entry it writes is what ends the lock.
   */
  async function unlockedSince(username: string, since: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: operatorAudit.id })
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, 'operator.unlock'),
          eq(operatorAudit.targetId, username.slice(0, 64).toLowerCase()),
          gt(operatorAudit.at, since),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
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
    async login(
      body: { username: string; password: string; captcha?: string | undefined },
      ctx: { ip: string; captchaId?: string | undefined },
    ) {
      const { username, password } = body;
      const ip = ctx.ip;
      await consume(counters, OPERATOR_LOGIN_LIMIT, ip);
      const k = keys(username, ip);
      const lock = await counters.peek(k.lock);
      if (lock.count > 0) {
        const lockedAt = new Date(now() - (guard.lockMs - lock.resetInMs));
        if (!(await unlockedSince(username, lockedAt))) {
          await failedAudit(username, null, ip, 'operator.login.locked');
          throw lockedError(lock.resetInMs);
        }
        await Promise.all([counters.clear(k.lock), counters.clear(k.user)]);
      }
      // The captcha comes before the lock: a script without eyes never reaches the lock-out.
      const [userFails, ipFails] = await Promise.all([counters.peek(k.user), counters.peek(k.ip)]);
      if (Math.max(userFails.count, ipFails.count) >= guard.captchaFrom) {
        if (!body.captcha) throw new AppError('captcha.required', 400, { captcha: true });
        if (!(await deps.checkCaptcha?.(ctx.captchaId, body.captcha)))
          throw new AppError('captcha.invalid', 400, { captcha: true });
      }
      const [operator] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.username}) = lower(${username})`);
      const ok = operator
        ? await hasher.verify(operator.passwordHash, password)
        : (await hasher.verifyDummy(password), false);
      if (!operator || !ok || operator.status !== 'active') {
        const [u, i] = await Promise.all([
          counters.hit(k.user, guard.windowMs),
          counters.hit(k.ip, guard.windowMs),
        ]);
        await failedAudit(username, operator?.id ?? null, ip, 'operator.login.failed');
        if (u.count >= guard.lockAt) {
          await counters.claim(k.lock, guard.lockMs);
          await counters.clear(k.user);
          throw lockedError(guard.lockMs);
        }
        throw new AppError('operator.login.failed', 401, {
          captcha: Math.max(u.count, i.count) >= guard.captchaFrom,
        });
      }
      await counters.clear(k.user);
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

    /**
     * Ends a lock-out (the CLI's `operator-unlock`): clears the counters this process can reach, and
     * writes the audit entry every server reads before it refuses a locked username.
     */
    async unlock(username: string, actor: Actor) {
      const k = keys(username, '');
      await Promise.all([counters.clear(k.lock), counters.clear(k.user)]);
      await writeAudit(
        db,
        actor,
        { action: 'operator.unlock', targetType: 'operator', targetId: username.slice(0, 64).toLowerCase() },
        new Date(now()),
      );
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
