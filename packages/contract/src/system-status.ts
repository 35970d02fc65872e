import type { SystemStatusValue } from './system';

// Without schemas: the site reads this on its first load, where no zod is loaded (docs/decisions.md
// P3). system.ts re-exports it beside its schemas.

/** Client-side view chosen from the status (spec §4): 0 app, 1 maintenance, 2 region blocked. */
export type SystemStatusCode = 0 | 1 | 2;
export function systemStatusCode(value: Pick<SystemStatusValue, 'maintenance' | 'regionRestriction'>) {
  if (value.maintenance) return 1 as const;
  if (value.regionRestriction) return 2 as const;
  return 0 as const;
}
