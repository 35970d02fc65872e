import type { FastifyInstance } from 'fastify';
import { contractRoutes } from './contracts-routes';
import type { Agents } from './index';
import { opsAgentContractRoutes } from './ops-routes';
import { opsAgentSettlementRoutes } from './ops-settlements-routes';
import { agentReportOpsRoutes } from './reports-ops-routes';
import { agentReportRoutes } from './reports-routes';
import { agentTeamRoutes } from './team-routes';

/**
 * The agent centre's calls: the one registration point app.ts knows. Each part of the agents module
 * (team, reports, contracts) registers its own calls from here.
 */
export async function agentRoutes(app: FastifyInstance, deps: { agents: Agents }): Promise<void> {
  await agentTeamRoutes(app, { team: deps.agents.team });
  await agentReportRoutes(app, { reports: deps.agents.reports.service });
  await agentReportOpsRoutes(app, { accounts: deps.agents.reports.operatorReads });
  await contractRoutes(app, { contracts: deps.agents.contracts.service });
  await opsAgentContractRoutes(app, { contracts: deps.agents.contracts });
  await opsAgentSettlementRoutes(app, { periods: deps.agents.settledPeriods });
}
