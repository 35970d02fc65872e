/** A vendor's maintenance: the manual flag, or a scheduled window from ≤ now < until. */
export interface VendorMaintenance {
  maintenance: boolean;
  maintenanceFrom: Date | null;
  maintenanceUntil: Date | null;
}

export function inMaintenance(v: VendorMaintenance, nowMs: number): boolean {
  if (v.maintenance) return true;
  if (!v.maintenanceFrom || !v.maintenanceUntil) return false;
  return v.maintenanceFrom.getTime() <= nowMs && nowMs < v.maintenanceUntil.getTime();
}

/**
 * The next instant after `nowMs` at which some vendor's window opens or closes (null: none): a catalogue
 * built now is stale from then on, though no row changed.
 */
export function nextWindowEdge(list: readonly VendorMaintenance[], nowMs: number): number | null {
  let next: number | null = null;
  for (const v of list) {
    for (const edge of [v.maintenanceFrom?.getTime(), v.maintenanceUntil?.getTime()]) {
      if (edge !== undefined && edge > nowMs && (next === null || edge < next)) next = edge;
    }
  }
  return next;
}
