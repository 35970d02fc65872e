import { opsAgentContractCalls as c } from '@jade/contract/ops-agent-calls';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import type { AgentContracts } from './contracts';

/**
 * Operator calls of agent contracts (`/ops/agents/*`): `view` to read, `settings` to set or pause a
 * top-level contract, `adjust` to re-run a settlement. The auth hook checks the contract's permission.
 */
export async function opsAgentContractRoutes(
  app: FastifyInstance,
  deps: { contracts: AgentContracts },
): Promise<void> {
  const { contracts } = deps;
  const open = { access: 'open', tag: 'operator' } as const;

  registerCall(
    app,
    c.contracts,
    async ({ request, query }) => (operatorOf(request, 'view'), contracts.service.opsList(query)),
    open,
  );
  registerCall(
    app,
    c.setContract,
    async ({ request, body }) => contracts.service.setTopLevel(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.pauseContract,
    async ({ request, body }) =>
      contracts.service.pause(body.contractId, body.paused, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.rerun,
    async ({ request, body }) => {
      const actor = operatorOf(request, 'adjust');
      return contracts.rerun(body.kind, body.periodEnd, actor).catch((error: unknown) => {
        if (error instanceof RangeError) throw new AppError('request_param_err', 400);
        throw error;
      });
    },
    open,
  );
  registerCall(
    app,
    c.exportCsv,
    async ({ request, query }) => (
      operatorOf(request, 'view'),
      contracts.exportCsv(query.kind, query.periodEnd)
    ),
    open,
  );
}
