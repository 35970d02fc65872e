import { agentTeamCalls } from '@jade/contract/agent-team-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { CallerContext } from '../accounts/service';
import type { TeamService } from './team-service';

/** The calling agent (the auth hook has checked the session and the agent type already). */
function agentOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

function callerContext(request: FastifyRequest): CallerContext {
  return {
    merchant: request.ctx.merchant,
    ip: request.ctx.ip,
    userAgent: request.headers['user-agent'],
  };
}

/** The agent centre's team calls (agentTeamCalls). */
export async function agentTeamRoutes(app: FastifyInstance, deps: { team: TeamService }): Promise<void> {
  const { team } = deps;
  const c = agentTeamCalls;
  const tag = { tag: 'agent-team' } as const;
  registerCall(
    app,
    c.agentNotices,
    async ({ request, query, ctx }) => team.notices(agentOf(request), ctx.language, query),
    tag,
  );
  registerCall(
    app,
    c.checkUsername,
    async ({ request, query }) => team.checkUsername(agentOf(request), query.username),
    tag,
  );
  registerCall(app, c.globalRebateSettings, async ({ request }) => team.globalRebates(agentOf(request)), tag);
  registerCall(
    app,
    c.createDownline,
    async ({ request, body }) => team.createDownline(agentOf(request), body, callerContext(request)),
    tag,
  );
  registerCall(
    app,
    c.createAffiliateUrl,
    async ({ request, body }) => team.createLink(agentOf(request), body),
    tag,
  );
  registerCall(app, c.viewAffiliateUrls, async ({ request }) => team.links(agentOf(request)), tag);
  registerCall(
    app,
    c.deleteAffiliateUrl,
    async ({ request, body }) => team.deleteLink(agentOf(request), body.id),
    tag,
  );
  registerCall(
    app,
    c.registeredAffiliates,
    async ({ request, query }) => team.registeredAffiliates(agentOf(request), query),
    tag,
  );
  registerCall(app, c.downlines, async ({ request, query }) => team.downlines(agentOf(request), query), tag);
  registerCall(
    app,
    c.downlineRebates,
    async ({ request, query }) => team.downlineRebates(agentOf(request), query.memberId),
    tag,
  );
  registerCall(
    app,
    c.updateDownlineRebates,
    async ({ request, body }) => team.updateDownlineRebates(agentOf(request), body),
    tag,
  );
  registerCall(
    app,
    c.promoteDownlineToAgent,
    async ({ request, body }) => team.promote(agentOf(request), body.memberId),
    tag,
  );
  registerCall(
    app,
    c.transferMultipleDownline,
    async ({ request, body }) => team.transferMultiple(agentOf(request), body),
    tag,
  );
  registerCall(
    app,
    c.collectFromDownline,
    async ({ request, body }) => team.collect(agentOf(request), body),
    tag,
  );
}
