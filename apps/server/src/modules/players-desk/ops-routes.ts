import { opsPlayerCalls } from '@jade/contract/ops-player-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import type { Approvals } from '../operators/approvals';
import { operatorOf } from '../operators/service';
import type { PlayersDesk } from './service';

/**
 * The players desk's calls (`/ops/players/*`, `/ops/approvals*`). The brand is the host's (or the
 * search's `merchant`); the auth hook has checked each call's permission before the handler runs.
 */
export async function opsPlayerRoutes(
  app: FastifyInstance,
  deps: { desk: PlayersDesk; approvals: Approvals },
): Promise<void> {
  const { desk, approvals } = deps;
  const open = { access: 'open', tag: 'operator' } as const;
  const brandOf = (request: FastifyRequest) => request.ctx.merchant.code;

  registerCall(
    app,
    opsPlayerCalls.searchPlayers,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return desk.search(query.merchant ?? brandOf(request), query);
    },
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.player,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return desk.detail(brandOf(request), query.memberId);
    },
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.playerLedger,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return desk.ledger(brandOf(request), query);
    },
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.playerBets,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return desk.bets(brandOf(request), query);
    },
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.playerSessions,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return desk.sessions(brandOf(request), query);
    },
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.playerNotes,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return desk.notes(brandOf(request), query.memberId);
    },
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.addPlayerNote,
    async ({ request, body }) => desk.addNote(brandOf(request), body, operatorOf(request, 'freeze')),
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.forceLogout,
    async ({ request, body }) => desk.forceLogout(brandOf(request), body, operatorOf(request, 'freeze')),
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.resetPassword,
    async ({ request, body }) => desk.resetPassword(brandOf(request), body, operatorOf(request, 'freeze')),
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.requestAdjustment,
    async ({ request, body }) =>
      approvals.requestAdjustment({ ...body, merchantCode: brandOf(request) }, operatorOf(request, 'adjust')),
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.approvals,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return approvals.list(brandOf(request), query, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
    },
    open,
  );
  registerCall(
    app,
    opsPlayerCalls.decideApproval,
    async ({ request, body }) =>
      approvals.decide({ ...body, merchantCode: brandOf(request) }, operatorOf(request, 'adjust')),
    open,
  );
}
