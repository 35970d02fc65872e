import { gameCalls } from '@jade/contract/game-calls';
import { isLanguageCode } from '@jade/contract/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { RequestContext } from '../../platform/http/request-context';
import type { CatalogueService } from './catalogue-service';

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

/** The `language` field when it is a known code (any case), else the request's language. */
const lang = (ctx: RequestContext, language?: string): string => {
  const code = language?.toUpperCase();
  return isLanguageCode(code) ? code : ctx.language;
};

/** The game catalogue calls (contract game-calls.ts; docs/api.md "Games"). */
export async function gamesRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService },
): Promise<void> {
  const { catalogue } = deps;
  const tag = { tag: 'games' } as const;
  const brand = (ctx: RequestContext) => ctx.merchant.brandId;

  registerCall(
    app,
    gameCalls.gameList,
    async ({ query, ctx }) =>
      catalogue.gameList(brand(ctx), { ...query, language: lang(ctx, query.language) }, ctx.language),
    tag,
  );
  registerCall(
    app,
    gameCalls.hotGames,
    async ({ query, ctx }) => catalogue.hotGames(brand(ctx), lang(ctx, query.language), query.vassalage),
    tag,
  );
  registerCall(app, gameCalls.vassGameType, async ({ ctx }) => catalogue.vassGameTypes(brand(ctx)), tag);
  registerCall(
    app,
    gameCalls.popular,
    async ({ query, ctx }) => catalogue.popular(brand(ctx), query.count, lang(ctx, query.language)),
    tag,
  );
  registerCall(
    app,
    gameCalls.favouriteIds,
    async ({ request }) => catalogue.favouriteIds(memberOf(request).id),
    tag,
  );
  registerCall(
    app,
    gameCalls.favouriteList,
    async ({ query, ctx, request }) =>
      catalogue.favouriteList(brand(ctx), memberOf(request).id, query, lang(ctx, query.language)),
    tag,
  );
  registerCall(
    app,
    gameCalls.addFavourite,
    async ({ body, ctx, request }) => catalogue.addFavourite(brand(ctx), memberOf(request).id, body.nodeId),
    tag,
  );
  registerCall(
    app,
    gameCalls.removeFavourite,
    async ({ query, request }) => catalogue.removeFavourite(memberOf(request).id, query.nodeId),
    tag,
  );
  registerCall(
    app,
    gameCalls.recentGames,
    async ({ query, ctx, request }) =>
      catalogue.recentGames(brand(ctx), memberOf(request).id, query, lang(ctx, query.language)),
    tag,
  );
  for (const call of [gameCalls.winnerBoard, gameCalls.winnerBoardLegacy]) {
    registerCall(
      app,
      call,
      async ({ query, ctx }) =>
        catalogue.winnerBoard(
          brand(ctx),
          ctx.merchant.code,
          query.gameCategory.toUpperCase(),
          query.limitNum,
          lang(ctx, query.language),
        ),
      tag,
    );
  }
  registerCall(app, gameCalls.roomList, async ({ query, ctx }) => catalogue.roomList(brand(ctx), query), tag);
  registerCall(
    app,
    gameCalls.launch,
    async ({ query, ctx, request }) => catalogue.launch(brand(ctx), memberOf(request), query),
    tag,
  );
  registerCall(
    app,
    gameCalls.trialLaunch,
    async ({ query, ctx }) => catalogue.trialLaunch(brand(ctx), query),
    tag,
  );
}
