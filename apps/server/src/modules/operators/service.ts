import { roleMay, permissionsOf, type OperatorPermission } from '@jade/contract/ops-roles';
import type { CallAuth } from '@jade/contract/call';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tokenOf } from '../accounts/sessions';
import type { PasswordHasher } from '../accounts/passwords';
import type { Authenticate } from '../../platform/http/authenticate';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { writeAudit, type Actor } from './audit-log';
import { challengeStore, type ChallengeRow } from './challenges';
import {
  createLoginGuard,
  OPERATOR_LOGIN_GUARD,
  OPERATOR_LOGIN_LIMIT,
  OPERATOR_VERIFY_LIMIT,
} from './login-guard';
import { asRecoveryCode, recoveryCodes } from './recovery-codes';
import { operatorSessionStore } from './sessions';
import { operators, type operatorSessions } from './tables';
import { asTotpCode, matchTotp, newTotpSecret, otpauthUri, sealContext } from './two-factor';

export { CLI_ACTOR, writeAudit, type Actor, type AuditEntry } from './audit-log';
export { OPERATOR_LOGIN_GUARD, OPERATOR_LOGIN_LIMIT } from './login-guard';
export { OPERATOR_SESSION } from './sessions';

export type OperatorRow = typeof operators.$inferSelect;
type SessionRow = typeof operatorSessions.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an `/ops` call, attached by the operator auth hook. */
    operator?: OperatorRow;
    operatorSessionId?: number;
    operatorSession?: SessionRow;
  }
}

/**
 * Operator sign-in in two steps (docs/api.md "Operator sign-in"): the password answers a challenge,
 * a TOTP code (or a recovery code) answers the challenge with a session. An operator without an
 * authenticator enrols on the way: the challenge carries a new secret, its first code confirms it.
 * Both steps share one set of failure counters and one lock-out.
 */
export function createOperatorAuth(deps: {
  db: Database;
  hasher: PasswordHasher;
  counters: CounterStore;
  secrets: SecretBox;
  now: () => number;
  /** Checks (and uses up) a captcha answer of the `captchaId` cookie; none: every answer is wrong. */
  checkCaptcha?: ((id: string | undefined, answer: string) => Promise<boolean>) | undefined;
}) {
  const { db, hasher, secrets, now } = deps;
  const guard = createLoginGuard(deps);
  const who = (operator: OperatorRow, ip: string): Actor => ({
    operatorId: operator.id,
    name: operator.username,
    ip,
  });
  const selfTarget = (operator: OperatorRow) => ({ targetType: 'operator', targetId: String(operator.id) });
  /** A refused try, under the name that was typed (the log shows what an attacker tried). */
  const failedAudit = (
    username: string,
    operatorId: number | null,
    ip: string,
    action: string,
    after?: unknown,
  ) =>
    writeAudit(
      db,
      { operatorId, name: username.slice(0, 64), ip },
      { action, targetType: 'operator', targetId: guard.name(username), after },
      new Date(now()),
    );

  async function operatorById(id: number) {
    const [row] = await db.select().from(operators).where(eq(operators.id, id));
    return row;
  }

  /** The operator's authenticator secret, opened (undefined: not enrolled). */
  const secretOf = (operator: OperatorRow) =>
    operator.totpSecret ? secrets.open(operator.totpSecret, sealContext.operator(operator.id)) : undefined;

  /**
   * Takes the code's time step as the operator's newest: one statement, so the same code (or an older
   * one still inside the drift window) never works twice, even on two instances at once. It also fails
   * when the authenticator changed since it was read.
   */
  async function claimStep(tx: DbOrTx, operator: OperatorRow, step: number, enrolSecret?: string) {
    const t = new Date(now());
    const claimed = await tx
      .update(operators)
      .set({
        totpLastStep: step,
        ...(enrolSecret
          ? { totpSecret: secrets.seal(enrolSecret, sealContext.operator(operator.id)), totpEnabledAt: t }
          : {}),
      })
      .where(
        and(
          eq(operators.id, operator.id),
          or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
          enrolSecret ? isNull(operators.totpSecret) : eq(operators.totpSecret, operator.totpSecret ?? ''),
        ),
      )
      .returning({ id: operators.id });
    return claimed.length > 0;
  }

  /** The answer's secret: the pending one of an enrolment, else the operator's (gone after a reset). */
  function challengeSecret(challenge: ChallengeRow, operator: OperatorRow): string | undefined {
    if (challenge.purpose === 'enrol') {
      return challenge.pendingSecret
        ? secrets.open(challenge.pendingSecret, sealContext.challenge(challenge.tokenHash))
        : undefined;
    }
    return secretOf(operator);
  }

  return {
    async login(
      body: { username: string; password: string; captcha?: string | undefined },
      ctx: { ip: string; captchaId?: string | undefined },
    ) {
      const { username, password } = body;
      const ip = ctx.ip;
      await guard.rateLimit(OPERATOR_LOGIN_LIMIT, ip);
      await guard.refuseLocked(username, () => failedAudit(username, null, ip, 'operator.login.locked'));
      // The captcha comes before the lock: a script without eyes never reaches the lock-out.
      if (await guard.captchaNeeded(username, ip)) {
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
        await failedAudit(username, operator?.id ?? null, ip, 'operator.login.failed', { step: 'password' });
        return guard.fail(username, ip, 'operator.login.failed');
      }
      // The failure count is not cleared yet: it goes on through the code step, so a known password
      // does not buy unlimited code guesses.
      const t = now();
      if (operator.totpSecret) {
        const challenge = await challengeStore.create(db, {
          operatorId: operator.id,
          purpose: 'totp',
          now: t,
        });
        await writeAudit(
          db,
          who(operator, ip),
          { action: 'operator.login.password', ...selfTarget(operator), after: { next: 'totp' } },
          new Date(t),
        );
        return { step: 'totp' as const, challenge: challenge.token, expiresAt: challenge.expiresAt };
      }
      const secret = newTotpSecret();
      const challenge = await challengeStore.create(
        db,
        { operatorId: operator.id, purpose: 'enrol', now: t },
        (tokenHash) => secrets.seal(secret, sealContext.challenge(tokenHash)),
      );
      await writeAudit(
        db,
        who(operator, ip),
        { action: 'operator.login.password', ...selfTarget(operator), after: { next: 'enrol' } },
        new Date(t),
      );
      return {
        step: 'enrol' as const,
        challenge: challenge.token,
        expiresAt: challenge.expiresAt,
        secret,
        otpauthUri: otpauthUri(secret, operator.username),
      };
    },

    /** The second step: a TOTP code (the first one of an enrolment) or a recovery code. */
    async verify(body: { challenge: string; code: string }, ctx: { ip: string }) {
      const ip = ctx.ip;
      await guard.rateLimit(OPERATOR_VERIFY_LIMIT, ip);
      const challenge = await challengeStore.find(db, body.challenge, now());
      const operator = challenge ? await operatorById(challenge.operatorId) : undefined;
      const secret =
        challenge && operator?.status === 'active' ? challengeSecret(challenge, operator) : undefined;
      if (!challenge || !operator || !secret) throw new AppError('operator.challenge.invalid', 401);
      await guard.refuseLocked(operator.username, () =>
        failedAudit(operator.username, operator.id, ip, 'operator.login.locked'),
      );
      const enrol = challenge.purpose === 'enrol';
      const totpCode = asTotpCode(body.code);
      const recovery = !enrol && !totpCode ? asRecoveryCode(body.code) : undefined;
      const step = totpCode ? matchTotp(secret, totpCode, now()) : undefined;

      const session = await db.transaction(async (tx) => {
        const accepted =
          step !== undefined
            ? await claimStep(tx, operator, step, enrol ? secret : undefined)
            : recovery !== undefined && (await recoveryCodes.use(tx, operator.id, recovery, new Date(now())));
        if (!accepted) return undefined;
        if (!(await challengeStore.use(tx, challenge.id, now())))
          throw new AppError('operator.challenge.invalid', 401);
        const t = now();
        const at = new Date(t);
        const actor = who(operator, ip);
        const fresh = enrol ? await recoveryCodes.replace(tx, operator.id, at) : undefined;
        if (enrol) await writeAudit(tx, actor, { action: 'operator.enrol', ...selfTarget(operator) }, at);
        if (recovery)
          await writeAudit(tx, actor, { action: 'operator.recovery.used', ...selfTarget(operator) }, at);
        const opened = await operatorSessionStore.open(tx, operator.id, ip, t);
        await tx.update(operators).set({ lastLoginAt: at }).where(eq(operators.id, operator.id));
        await writeAudit(
          tx,
          actor,
          {
            action: 'operator.login',
            ...selfTarget(operator),
            after: { with: recovery ? 'recovery' : 'totp' },
          },
          at,
        );
        return {
          ...opened,
          operator: { id: operator.id, username: operator.username, role: operator.role },
          ...(fresh ? { recoveryCodes: fresh } : {}),
          recoveryCodesLeft: await recoveryCodes.left(tx, operator.id),
        };
      });
      if (!session) {
        await challengeStore.countAttempt(db, challenge.id);
        await failedAudit(operator.username, operator.id, ip, 'operator.login.failed', { step: 'code' });
        return guard.fail(operator.username, ip, 'operator.code.invalid');
      }
      await guard.succeeded(operator.username);
      return session;
    },

    /** The signed-in operator, what the role may do, and when the session ends. */
    async me(request: FastifyRequest) {
      const operator = request.operator!;
      const session = request.operatorSession!;
      return {
        operator: { id: operator.id, username: operator.username, role: operator.role },
        permissions: permissionsOf(operator.role),
        idleExpiresAt: session.idleExpiresAt.getTime(),
        expiresAt: session.expiresAt.getTime(),
        recoveryCodesLeft: await recoveryCodes.left(db, operator.id),
      };
    },

    /**
     * New recovery codes for a signed-in operator, against a current code. Wrong codes count against
     * the session, not the username (a session cannot lock its owner out): the 5th ends the session,
     * so a stolen one cannot guess its way to the codes.
     */
    async newRecoveryCodes(request: FastifyRequest, code: string) {
      const operator = request.operator!;
      const ip = request.ctx.ip;
      const secret = secretOf(operator);
      const step = secret ? matchTotp(secret, code, now()) : undefined;
      const codes = await db.transaction(async (tx) => {
        if (step === undefined || !(await claimStep(tx, operator, step))) return undefined;
        const at = new Date(now());
        const fresh = await recoveryCodes.replace(tx, operator.id, at);
        await writeAudit(
          tx,
          who(operator, ip),
          { action: 'operator.recovery.renewed', ...selfTarget(operator) },
          at,
        );
        return fresh;
      });
      if (codes) return { recoveryCodes: codes };
      const sessionId = request.operatorSessionId!;
      const wrong = await deps.counters.hit(`ops-renew-fail:${sessionId}`, OPERATOR_LOGIN_GUARD.windowMs);
      await writeAudit(
        db,
        who(operator, ip),
        { action: 'operator.recovery.failed', ...selfTarget(operator), after: { wrong: wrong.count } },
        new Date(now()),
      );
      if (wrong.count >= OPERATOR_LOGIN_GUARD.lockAt)
        await operatorSessionStore.end(db, sessionId, new Date(now()));
      throw new AppError('operator.code.invalid', 401, { captcha: false });
    },

    /**
     * Ends a lock-out (the CLI's `operator-unlock`): clears the counters this process can reach, and
     * writes the audit entry every server reads before it refuses a locked username.
     */
    async unlock(username: string, actor: Actor) {
      await guard.unlock(username);
      await writeAudit(
        db,
        actor,
        { action: 'operator.unlock', targetType: 'operator', targetId: guard.name(username) },
        new Date(now()),
      );
    },

    async logout(request: FastifyRequest) {
      const operator = request.operator!;
      const at = new Date(now());
      await operatorSessionStore.end(db, request.operatorSessionId!, at);
      await writeAudit(
        db,
        who(operator, request.ctx.ip),
        { action: 'operator.logout', ...selfTarget(operator) },
        at,
      );
    },

    /**
     * Extends the players' auth hook: `operator` calls need an operator session (a player token is
     * refused, 401 `operator.not.login`) whose role has the call's declared permission (403
     * `operator.forbidden`; a call that declares none is refused: closed by default). Every other
     * level goes to the players' hook unchanged, where an operator token is an unknown token.
     */
    authenticate(players: Authenticate): Authenticate {
      return async (request, auth: CallAuth, permission?: OperatorPermission) => {
        if (auth !== 'operator') return players(request, auth, permission);
        const token = tokenOf(request);
        const found = token ? await operatorSessionStore.resolve(db, token, now()) : undefined;
        if (!found) throw new AppError('operator.not.login', 401);
        request.operator = found.operator;
        request.operatorSessionId = found.session.id;
        request.operatorSession = found.session;
        if (!permission || !roleMay(found.operator.role, permission)) {
          // A refusal is a fact for the risk team: a role probing what it may not do shows in the log.
          await writeAudit(
            db,
            { operatorId: found.operator.id, name: found.operator.username, ip: request.ctx.ip },
            {
              action: 'operator.forbidden',
              targetType: 'call',
              targetId: `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 120),
              after: { role: found.operator.role, needs: permission ?? null },
            },
            new Date(now()),
          );
          throw new AppError('operator.forbidden', 403, {
            role: found.operator.role,
            needs: permission ?? null,
          });
        }
      };
    },
  };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

/**
 * The acting operator of a request. The auth hook has already checked the call's declared permission;
 * a handler that names one is checked again (a second line, and the type of what it needs).
 */
export function operatorOf(request: FastifyRequest, permission?: OperatorPermission): Actor {
  const operator = request.operator;
  if (!operator) throw new AppError('operator.not.login', 401);
  if (permission && !roleMay(operator.role, permission)) {
    throw new AppError('operator.forbidden', 403, { role: operator.role, needs: permission });
  }
  return { operatorId: operator.id, name: operator.username, ip: request.ctx.ip };
}
