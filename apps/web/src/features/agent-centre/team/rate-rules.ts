import type { RebateProductType, RebateSetting } from '@jade/contract/agent-team';

/** Rules of the typed rebate rates (pure: unit-tested in rate-rules.test.ts). */

export interface RateRow {
  productType: string;
  /** The rate as typed (percent). */
  value: string;
  /** The agent's own rate: the most it may give. */
  max: number;
}

/** A typed rate that is a number from 0 to `max` with at most two decimals. */
export function rateProblem(row: RateRow): 'invalid' | 'above' | null {
  const text = row.value.trim();
  if (text === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return 'invalid';
  return Number(text) > row.max + 1e-9 ? 'above' : null;
}

/** The typed rates to send: the filled-in ones, as numbers. */
export function ratesToSend(rows: readonly RateRow[]): RebateSetting[] {
  return rows
    .filter((r) => r.value.trim() !== '')
    .map((r) => ({ productType: r.productType as RebateProductType, rate: Number(r.value.trim()) }));
}
