import { opsDashboardCalls } from '@jade/contract/ops-dashboard-calls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import type { DashboardService } from './service';

/** The dashboard's calls (`/ops/dashboard/*`, permission `view`): read-only, so nothing is audited. */
export async function dashboardOpsRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }) {
  const open = { access: 'open', tag: 'operator' } as const;

  registerCall(
    app,
    opsDashboardCalls.summary,
    async ({ request, query }) => (operatorOf(request, 'view'), deps.dashboard.summary(query)),
    open,
  );

  registerCall(
    app,
    opsDashboardCalls.exportCsv,
    async ({ request, query }) => (operatorOf(request, 'view'), deps.dashboard.exportCsv(query)),
    open,
  );
}
