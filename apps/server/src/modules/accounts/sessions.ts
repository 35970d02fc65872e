import { createHash, randomBytes } from 'node:crypto';
import { isAgentType, isTrialType } from '@jade/contract/account-types';
import type { FastifyRequest } from 'fastify';
import type { Authenticate } from '../../platform/http/authenticate';
import { AppError, NotLoggedInError } from '../../platform/errors';
import type { AccountsRepository, MemberRow, SessionRow } from './repository';
import type { AccountsSettings } from './settings';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, attached by the auth hook when the request carries a valid token. */
    member?: MemberRow;
    session?: SessionRow;
    /** Why the token the request carried is not valid (public calls go on as a guest). */
    authError?: AppError;
  }
}

const TOUCH_EVERY_MS = 60_000;

/** The calls a session restricted to a forced password change may still make (besides public ones). */
const PASSWORD_CHANGE_PATHS = new Set(['/wps/member/password']);

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 401 `login.not.session`: the session was replaced by a login elsewhere. */
export class SupersededSessionError extends AppError {
  constructor() {
    super('login.not.session', 401);
  }
}

/** 401 `user.or.token.invalid`: unknown, expired or revoked token. */
export class InvalidTokenError extends AppError {
  constructor() {
    super('user.or.token.invalid', 401);
  }
}

export interface SessionContext {
  ip: string;
  userAgent?: string | undefined;
  deviceId?: string | undefined;
}

export function createSessionService(deps: {
  repo: AccountsRepository;
  settings: Pick<AccountsSettings, 'sessionIdleMinutes' | 'sessionMaxHours'>;
  now: () => number;
}) {
  const { repo, settings, now } = deps;
  const idleMs = settings.sessionIdleMinutes * 60_000;
  const maxMs = settings.sessionMaxHours * 3_600_000;

  return {
    /** A new session for the member; its other live sessions end (one session per member). */
    async create(
      member: MemberRow,
      ctx: SessionContext,
      passwordChangeRequired = false,
    ): Promise<{ token: string; session: SessionRow }> {
      const t = now();
      await repo.revokeSessions(member.id, 'superseded', new Date(t));
      const token = randomBytes(32).toString('base64url');
      const session = await repo.insertSession({
        tokenHash: hashToken(token),
        memberId: member.id,
        createdAt: new Date(t),
        lastSeenAt: new Date(t),
        idleExpiresAt: new Date(t + idleMs),
        expiresAt: new Date(t + maxMs),
        ip: ctx.ip,
        userAgent: ctx.userAgent?.slice(0, 512) ?? null,
        deviceId: ctx.deviceId ?? null,
        passwordChangeRequired,
      });
      return { token, session };
    },

    /** The member and session of a token, or an AppError saying why not. */
    async resolve(token: string): Promise<{ member: MemberRow; session: SessionRow }> {
      if (token.length < 20 || token.length > 128) throw new InvalidTokenError();
      const found = await repo.findSessionByTokenHash(hashToken(token));
      if (!found) throw new InvalidTokenError();
      const { session, member } = found;
      if (session.revokedAt) {
        throw session.revokeReason === 'superseded' ? new SupersededSessionError() : new InvalidTokenError();
      }
      const t = now();
      if (session.expiresAt.getTime() <= t || session.idleExpiresAt.getTime() <= t) {
        await repo.revokeSession(session.id, 'expired', new Date(t));
        throw new InvalidTokenError();
      }
      if (member.status !== 'active') throw new AppError('account.frozen', 403);
      if (t - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        const idle = new Date(Math.min(t + idleMs, session.expiresAt.getTime()));
        await repo.touchSession(session.id, new Date(t), idle, new Date(t - TOUCH_EVERY_MS));
      }
      return { member, session };
    },

    async revoke(session: SessionRow, reason: string): Promise<void> {
      await repo.revokeSession(session.id, reason, new Date(now()));
    },

    /** The password was changed: the session is no longer restricted to changing it. */
    async passwordChanged(sessionId: number): Promise<void> {
      await repo.clearPasswordChangeRequired(sessionId);
    },

    async revokeOthers(memberId: number, reason: string, exceptId?: number): Promise<void> {
      await repo.revokeSessions(memberId, reason, new Date(now()), exceptId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** The raw `Authorization` header (no `Bearer`), or undefined. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers.authorization;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/**
 * The real auth hook. A public call goes on as a guest when the token is missing or invalid (the
 * reason is kept on `request.authError`); other calls need a valid session, and `real-member` and
 * `agent` also check the member type.
 */
export function createAuthenticate(sessions: SessionService): Authenticate {
  return async (request, auth) => {
    const token = tokenOf(request);
    if (token) {
      try {
        const { member, session } = await sessions.resolve(token);
        request.member = member;
        request.session = session;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.authError = error;
      }
    }
    if (auth === 'public') return;
    if (!request.member) throw request.authError ?? new NotLoggedInError();
    // A login that must change its password first may only change it (or log out, a public call).
    if (
      request.session?.passwordChangeRequired &&
      !PASSWORD_CHANGE_PATHS.has(request.routeOptions.url ?? '')
    ) {
      throw new AppError('password.change.required', 403);
    }
    if (auth === 'real-member' && isTrialType(request.member.type)) {
      throw new AppError('in_need_true_account', 403);
    }
    if (auth === 'agent' && !isAgentType(request.member.type)) throw new AppError('not.agent', 403);
  };
}
