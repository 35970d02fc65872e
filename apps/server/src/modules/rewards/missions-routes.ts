import { missionCalls as c, opsMissionCalls as o } from '@jade/contract/mission-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import type { Missions } from './missions';

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

/** The players' mission calls: each answers for the caller alone. */
export async function missionRoutes(app: FastifyInstance, deps: { missions: Missions }): Promise<void> {
  const { missions } = deps;
  registerCall(app, c.summary, async ({ request, ctx }) => missions.summary(memberOf(request), ctx.language));
  registerCall(app, c.count, async ({ request }) => ({
    missionCount: await missions.count(memberOf(request)),
  }));
  registerCall(app, c.leaderboard, async ({ request }) => missions.leaderboard(memberOf(request)));
  registerCall(app, c.claim, async ({ request, body }) =>
    missions.claim(memberOf(request), body.missionId, body.idempotencyKey),
  );
}

/** Operator mission calls: `view` to read, `settings` to change (audited). */
export async function opsMissionRoutes(app: FastifyInstance, deps: { missions: Missions }): Promise<void> {
  const { missions } = deps;
  const open = { access: 'open', tag: 'operator' } as const;
  registerCall(
    app,
    o.list,
    async ({ request, query }) => (operatorOf(request, 'view'), missions.operatorList(query.merchantCode)),
    open,
  );
  registerCall(
    app,
    o.save,
    async ({ request, body }) => missions.save(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    o.setActive,
    async ({ request, body }) => missions.setActive(body, operatorOf(request, 'settings')),
    open,
  );
}
