import type { Database } from '../../platform/db/client';
import type { BrandService } from '../brand/service';
import { createDashboardRepository } from './repository';
import { createDashboardService } from './service';

/** The back office's dashboard (issue 16 item 2): read-only figures of a region, from other modules' tables. */
export function createDashboard(deps: {
  db: Database;
  brands: Pick<BrandService, 'directory'>;
  now?: (() => number) | undefined;
}) {
  return createDashboardService({
    repo: createDashboardRepository(deps.db),
    brands: deps.brands,
    now: deps.now,
  });
}

export { dashboardOpsRoutes } from './ops-routes';
export type { DashboardService } from './service';
