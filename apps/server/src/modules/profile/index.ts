import { createProfileRepository } from './repository';
import { createProfile, type ProfileDeps } from './service';

export { opsProfileRoutes, profileRoutes } from './routes';
export type { Profile } from './service';

/** Builds the personal details (decision A-profile-1) from their ports (app.ts). */
export function createProfileModule(deps: Omit<ProfileDeps, 'repo'>) {
  return createProfile({ ...deps, repo: createProfileRepository(deps.db) });
}
