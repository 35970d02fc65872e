import { describe, expect, it } from 'vitest';
import { inMaintenance, nextWindowEdge } from './maintenance-window';

const at = (ms: number) => new Date(ms);
const window = (from: number, until: number) => ({
  maintenance: false,
  maintenanceFrom: at(from),
  maintenanceUntil: at(until),
});

describe('vendor maintenance window', () => {
  it('applies from the start (inclusive) to the end (exclusive); the flag applies always', () => {
    const w = window(1_000, 2_000);
    expect([999, 1_000, 1_999, 2_000].map((now) => inMaintenance(w, now))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inMaintenance({ maintenance: true, maintenanceFrom: null, maintenanceUntil: null }, 0)).toBe(true);
    expect(inMaintenance({ maintenance: false, maintenanceFrom: at(0), maintenanceUntil: null }, 5)).toBe(
      false,
    );
  });

  it('names the next edge after now over every vendor', () => {
    const list = [window(1_000, 2_000), window(1_500, 3_000)];
    expect(nextWindowEdge(list, 0)).toBe(1_000);
    expect(nextWindowEdge(list, 1_000)).toBe(1_500);
    expect(nextWindowEdge(list, 1_700)).toBe(2_000);
    expect(nextWindowEdge(list, 3_000)).toBeNull();
    expect(
      nextWindowEdge([{ maintenance: true, maintenanceFrom: null, maintenanceUntil: null }], 0),
    ).toBeNull();
  });
});
