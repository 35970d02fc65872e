import { and, eq, gt } from 'drizzle-orm';
import { AppError, RateLimitedError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { consume, type Limit } from '../../platform/rate-limit/rate-limit';
import { operatorAudit } from './tables';

/** Operator sign-in tries per IP (password and code steps counted apart), the members' figure. */
export const OPERATOR_LOGIN_LIMIT: Limit = { name: 'ops-login-ip', max: 30, windowMs: 60_000 };
export const OPERATOR_VERIFY_LIMIT: Limit = { name: 'ops-verify-ip', max: 30, windowMs: 60_000 };
/**
 * Failed operator sign-ins (a wrong password or a wrong code alike) per username and per IP within a
 * window: the captcha from the 3rd, a lock of the username at the 5th. The lock expires by itself, and
 * `npm run operator -- operator-unlock` ends it.
 */
export const OPERATOR_LOGIN_GUARD = {
  windowMs: 30 * 60_000,
  captchaFrom: 3,
  lockAt: 5,
  lockMs: 15 * 60_000,
} as const;

/** The failure counters and the lock-out shared by both steps of a sign-in. */
export function createLoginGuard(deps: { db: Database; counters: CounterStore; now: () => number }) {
  const { db, counters, now } = deps;
  const guard = OPERATOR_LOGIN_GUARD;
  const name = (username: string) => username.slice(0, 64).toLowerCase();
  const keys = (username: string, ip: string) => ({
    user: `ops-fail-user:${name(username)}`,
    ip: `ops-fail-ip:${ip}`,
    lock: `ops-lock:${name(username)}`,
  });
  function lockedError(resetInMs: number) {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new RateLimitedError('login.locked', resetInMs, { captcha: true, minutes }, [minutes]);
  }

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
          eq(operatorAudit.targetId, name(username)),
          gt(operatorAudit.at, since),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  return {
    name,
    rateLimit: (limit: Limit, ip: string) => consume(counters, limit, ip),

    /** Refuses a locked username (429 `login.locked`) unless the CLI has unlocked it since. */
    async refuseLocked(username: string, onLocked: () => Promise<void>) {
      const k = keys(username, '');
      const lock = await counters.peek(k.lock);
      if (lock.count === 0) return;
      const lockedAt = new Date(now() - (guard.lockMs - lock.resetInMs));
      if (!(await unlockedSince(username, lockedAt))) {
        await onLocked();
        throw lockedError(lock.resetInMs);
      }
      await Promise.all([counters.clear(k.lock), counters.clear(k.user)]);
    },

    /** Whether the next password try needs a captcha (3 failures of the username or of the IP). */
    async captchaNeeded(username: string, ip: string): Promise<boolean> {
      const k = keys(username, ip);
      const [user, fromIp] = await Promise.all([counters.peek(k.user), counters.peek(k.ip)]);
      return Math.max(user.count, fromIp.count) >= guard.captchaFrom;
    },

    /**
     * Counts a failure; locks the username at the 5th (429 `login.locked`), else throws `error` with
     * whether the next try needs a captcha.
     */
    async fail(username: string, ip: string, error: 'operator.login.failed' | 'operator.code.invalid') {
      const k = keys(username, ip);
      const [u, i] = await Promise.all([
        counters.hit(k.user, guard.windowMs),
        counters.hit(k.ip, guard.windowMs),
      ]);
      if (u.count >= guard.lockAt) {
        await counters.claim(k.lock, guard.lockMs);
        await counters.clear(k.user);
        throw lockedError(guard.lockMs);
      }
      throw new AppError(error, 401, { captcha: Math.max(u.count, i.count) >= guard.captchaFrom });
    },

    /** A full sign-in (password and code) clears the username's failures. */
    succeeded: (username: string) => counters.clear(keys(username, '').user),

    unlock: (username: string) => {
      const k = keys(username, '');
      return Promise.all([counters.clear(k.lock), counters.clear(k.user)]);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
