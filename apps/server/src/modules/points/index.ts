import type { Database } from '../../platform/db/client';
import { createPointsRepository } from './repository';
import { createPoints, type PointsDeps } from './service';

export { seedPointsDemo } from './seed';
export { opsPointRoutes, pointRoutes } from './routes';
export type { Points } from './service';

/** Builds the points capability (issue 15, decision R8) from its ports (app.ts). */
export function createPointsModule(deps: Omit<PointsDeps, 'repo'> & { db: Database }) {
  return createPoints({ ...deps, repo: createPointsRepository(deps.db) });
}
