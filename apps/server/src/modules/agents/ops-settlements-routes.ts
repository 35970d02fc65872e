import { opsAgentSettlementCalls } from '@jade/contract/ops-agent-settlement-calls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { minorToWire } from '../ledger/money';
import { operatorOf } from '../operators/service';
import type { SettledPeriodsRepository } from './ops-settlements-repository';

/**
 * Operators list the commission periods settled so far (`/ops/agents/settlements`, permission `view`),
 * so that the console offers real period ends to the CSV and re-run calls instead of a typed instant.
 */
export async function opsAgentSettlementRoutes(
  app: FastifyInstance,
  deps: { periods: SettledPeriodsRepository },
): Promise<void> {
  registerCall(
    app,
    opsAgentSettlementCalls.settlementPeriods,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      const { rows, total } = await deps.periods.list(
        { kind: query.kind, merchantCode: query.merchantCode },
        query,
      );
      return {
        list: rows.map((r) => ({
          kind: query.kind,
          merchantCode: r.merchantCode,
          currency: r.currency,
          periodStart: r.periodStart.getTime(),
          periodEnd: r.periodEnd.getTime(),
          settlements: r.settlements,
          statuses: { paid: r.paid, zero: r.zero, withheld: r.withheld },
          amount: minorToWire(r.amount),
          lastSettledAt: r.lastSettledAt.getTime(),
        })),
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
    { access: 'open', tag: 'operator' },
  );
}
