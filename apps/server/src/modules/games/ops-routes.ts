import { opsGameCalls } from '@jade/contract/ops-game-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import type { GamesOps, OpsBrand } from './ops-service';

/**
 * Games and vendors in the back office (`/ops/games*`). The brand is the host's; the auth hook has
 * checked each call's permission (reads `view`, writes `settings`) before the handler runs.
 */
export async function opsGameRoutes(app: FastifyInstance, deps: { ops: GamesOps }): Promise<void> {
  const { ops } = deps;
  const open = { access: 'open', tag: 'operator' } as const;
  const brandOf = (request: FastifyRequest): OpsBrand => ({
    brandId: request.ctx.merchant.brandId,
    merchantCode: request.ctx.merchant.code,
    currency: request.ctx.merchant.currency,
  });

  registerCall(
    app,
    opsGameCalls.vendors,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return ops.vendors(brandOf(request), query.category);
    },
    open,
  );
  registerCall(
    app,
    opsGameCalls.games,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return ops.games(brandOf(request), query);
    },
    open,
  );
  registerCall(
    app,
    opsGameCalls.inhouseRtp,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return ops.inhouseRtp(brandOf(request), query);
    },
    open,
  );
  registerCall(
    app,
    opsGameCalls.updateVendor,
    async ({ request, body }) => ops.updateVendor(brandOf(request), body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    opsGameCalls.updateGame,
    async ({ request, body }) => ops.updateGame(brandOf(request), body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    opsGameCalls.orderGames,
    async ({ request, body }) => ops.orderGames(brandOf(request), body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    opsGameCalls.orderVendors,
    async ({ request, body }) => ops.orderVendors(brandOf(request), body, operatorOf(request, 'settings')),
    open,
  );
}
