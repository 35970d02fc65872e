import { agentContractCalls as c } from '@jade/contract/agent-contract-calls';
import type { ContractKind } from '@jade/contract/agent-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { ContractsService } from './contracts-service';

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

/** The agent's contract calls (wire reference §2.6): every one limited to the caller's own contracts. */
export async function contractRoutes(
  app: FastifyInstance,
  deps: { contracts: ContractsService },
): Promise<void> {
  const { contracts } = deps;
  const tag = { tag: 'agent' } as const;
  const overview =
    (kind: ContractKind) =>
    async ({ request }: { request: FastifyRequest }) =>
      contracts.overview(memberOf(request), kind);

  registerCall(app, c.processDividend, overview('dividend'), tag);
  registerCall(app, c.processDaily, overview('daily'), tag);
  registerCall(app, c.processHourly, overview('hourly'), tag);
  registerCall(app, c.processRealtime, overview('realtime'), tag);
  registerCall(app, c.offer, async ({ request, body }) => contracts.offer(memberOf(request), body), tag);
  registerCall(app, c.act, async ({ request, body }) => contracts.act(memberOf(request), body), tag);
  registerCall(
    app,
    c.dailySalRec,
    async ({ request, query }) => contracts.records(memberOf(request), ['daily'], query),
    tag,
  );
  registerCall(
    app,
    c.hourSalRec,
    async ({ request, query }) => contracts.records(memberOf(request), ['hourly'], query),
    tag,
  );
  registerCall(
    app,
    c.realtimeSalRec,
    async ({ request, query }) => contracts.records(memberOf(request), ['realtime'], query),
    tag,
  );
  registerCall(
    app,
    c.queryDividend,
    async ({ request, query }) => contracts.records(memberOf(request), ['dividend'], query),
    tag,
  );
  registerCall(
    app,
    c.payoutDividend,
    async ({ request, query }) =>
      contracts.records(memberOf(request), ['dividend'], { ...query, side: 'paid' }),
    tag,
  );
  registerCall(app, c.income, async ({ request, query }) => contracts.income(memberOf(request), query), tag);
}
