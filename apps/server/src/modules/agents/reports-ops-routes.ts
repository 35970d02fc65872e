import { opsAgentReportCalls } from '@jade/contract/ops-agent-report-calls';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { AccountReportRepository } from '../accounts/report-repository';
import { operatorOf } from '../operators/service';

/** The most members (the root included) the operators' tree call returns. */
const TREE_LIMIT = 500;

/** Operators find agents and look at trees (`/ops/agents/list`, `/ops/agents/tree`; permission `view`). */
export async function agentReportOpsRoutes(
  app: FastifyInstance,
  deps: { accounts: Pick<AccountReportRepository, 'listAgents' | 'uplines' | 'subtree' | 'membersByIds'> },
) {
  const { accounts } = deps;
  const open = { access: 'open', tag: 'operator' } as const;

  registerCall(
    app,
    opsAgentReportCalls.agents,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      const { rows, total } = await accounts.listAgents({
        search: query.search || undefined,
        merchantCode: query.merchantCode,
        topLevel: query.topLevel,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })),
        total,
        totalPages: Math.ceil(total / query.pageSize),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
    open,
  );

  registerCall(
    app,
    opsAgentReportCalls.agentTree,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      if (!(await accounts.membersByIds([query.memberId])).has(query.memberId)) throw new NotFoundError();
      const [uplines, nodes] = await Promise.all([
        accounts.uplines(query.memberId),
        accounts.subtree(query.memberId, query.depth, TREE_LIMIT),
      ]);
      return { uplines, nodes: nodes.slice(0, TREE_LIMIT), truncated: nodes.length > TREE_LIMIT };
    },
    open,
  );
}
