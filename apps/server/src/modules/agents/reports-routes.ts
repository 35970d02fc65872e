import { agentReportCalls } from '@jade/contract/agent-report-calls';
import type { LanguageCode } from '@jade/contract/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { AgentReportsService, Caller, ReportLocale } from './reports-service';

/** The calling agent (the auth hook has checked the session and the agent type already). */
function callerOf(request: FastifyRequest): Caller {
  const member = request.member;
  if (!member) throw new NotLoggedInError();
  return { id: member.id, merchantCode: member.merchantCode };
}

/** The brand whose game names a report shows, in the request's language. */
const localeOf = (ctx: { merchant: { brandId: number }; language: LanguageCode }): ReportLocale => ({
  brandId: ctx.merchant.brandId,
  language: ctx.language,
});

/** The agent centre's report calls (agentReportCalls); each is rooted at the caller. */
export async function agentReportRoutes(app: FastifyInstance, deps: { reports: AgentReportsService }) {
  const { reports } = deps;
  const c = agentReportCalls;
  const tag = { tag: 'agent-reports' } as const;
  registerCall(
    app,
    c.teamOverviewSum,
    async ({ request, query }) => reports.overviewSum(callerOf(request), query),
    tag,
  );
  registerCall(
    app,
    c.teamOverviewDaily,
    async ({ request, query }) => reports.overviewDaily(callerOf(request), query),
    tag,
  );
  registerCall(app, c.teamKpi, async ({ request }) => reports.kpi(callerOf(request)), tag);
  registerCall(app, c.teamCount, async ({ request }) => reports.teamCount(callerOf(request)), tag);
  registerCall(app, c.memberCount, async ({ request }) => reports.memberCount(callerOf(request)), tag);
  registerCall(
    app,
    c.teamBetting,
    async ({ request, query }) => reports.teamBetting(callerOf(request), query),
    tag,
  );
  registerCall(
    app,
    c.lottOrders,
    async ({ request, query, ctx }) => reports.lottOrders(callerOf(request), query, localeOf(ctx)),
    tag,
  );
  registerCall(
    app,
    c.lottTeamBet,
    async ({ request, query, ctx }) => reports.lottTeamBet(callerOf(request), query, localeOf(ctx)),
    tag,
  );
  registerCall(app, c.teamPnl, async ({ request, query }) => reports.teamPnl(callerOf(request), query), tag);
  registerCall(
    app,
    c.teamPnlDetail,
    async ({ request, query }) => reports.teamPnlDetail(callerOf(request), query),
    tag,
  );
  registerCall(
    app,
    c.downlineTransactions,
    async ({ request, query }) => reports.downlineTransactions(callerOf(request), query),
    tag,
  );
}
