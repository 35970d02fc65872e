import { inhouseGameCalls } from '@jade/contract/inhouse-game-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { InhouseGamesService } from './service';

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

export async function inhouseGameRoutes(app: FastifyInstance, deps: { games: InhouseGamesService }) {
  const { games } = deps;
  const tag = { tag: 'inhouse-games' } as const;
  registerCall(app, inhouseGameCalls.list, async () => games.list(), tag);
  registerCall(
    app,
    inhouseGameCalls.info,
    async ({ query, request }) => games.info(memberOf(request), query.gameId),
    tag,
  );
  registerCall(app, inhouseGameCalls.fairness, async ({ request }) => games.fairness(memberOf(request)), tag);
  registerCall(
    app,
    inhouseGameCalls.setClientSeed,
    async ({ body, request }) => games.rotate(memberOf(request), body.clientSeed),
    tag,
  );
  registerCall(
    app,
    inhouseGameCalls.rotateSeed,
    async ({ body, request }) => games.rotate(memberOf(request), body.clientSeed),
    tag,
  );
  registerCall(
    app,
    inhouseGameCalls.spin,
    async ({ body, request }) => games.spin(memberOf(request), body),
    tag,
  );
  registerCall(
    app,
    inhouseGameCalls.baccarat,
    async ({ body, request }) => games.baccarat(memberOf(request), body),
    tag,
  );
  registerCall(
    app,
    inhouseGameCalls.fish,
    async ({ body, request }) => games.fish(memberOf(request), body),
    tag,
  );
  registerCall(
    app,
    inhouseGameCalls.round,
    async ({ query, request }) => games.round(memberOf(request), query.roundId),
    tag,
  );
  registerCall(
    app,
    inhouseGameCalls.verify,
    async ({ query, request }) => games.verify(query, request.member ?? undefined),
    tag,
  );
}
