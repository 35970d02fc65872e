import { lotteryCalls } from '@jade/contract/lottery-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { LotteryService } from './service';

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

export async function lotteryRoutes(app: FastifyInstance, deps: { lottery: LotteryService }) {
  const { lottery } = deps;
  const tag = { tag: 'lottery' } as const;
  registerCall(
    app,
    lotteryCalls.gameMenu,
    async ({ query, ctx }) => lottery.menu(ctx.merchant.brandId, ctx.language, query.prizeMode),
    tag,
  );
  registerCall(
    app,
    lotteryCalls.recent,
    async ({ ctx, request }) => lottery.recent(memberOf(request), ctx.merchant.brandId, ctx.language),
    tag,
  );
  registerCall(
    app,
    lotteryCalls.current,
    async ({ query, ctx }) =>
      lottery.current(ctx.merchant.brandId, ctx.merchant.currency, ctx.language, query.gameCode),
    tag,
  );
  registerCall(
    app,
    lotteryCalls.results,
    async ({ query }) => lottery.results(query.gameCode, query.pageSize),
    tag,
  );
  registerCall(
    app,
    lotteryCalls.placeBets,
    async ({ body, ctx, request }) => lottery.placeBets(memberOf(request), ctx.merchant.brandId, body),
    tag,
  );
  registerCall(
    app,
    lotteryCalls.myBets,
    async ({ query, request }) => lottery.myBets(memberOf(request), query),
    tag,
  );
}
