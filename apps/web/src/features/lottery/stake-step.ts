import { STAKE_STEP_MINOR, type PlayType } from '@jade/contract/lottery-constants';

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The step (minor units) the slip's one amount must keep so that every line pays its odds exactly:
 * the least common multiple of the lines' play-type steps (0.25 and 0.10 together make 0.50).
 */
export function slipStepMinor(playTypes: readonly PlayType[]): number {
  return playTypes.reduce((step, p) => {
    const s = STAKE_STEP_MINOR[p];
    return (step * s) / gcd(step, s);
  }, 1);
}

/** The typed amount in minor units, or null when it is not a decimal with at most two places. */
export function amountMinor(amount: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Whether the typed amount is on the step (an amount that does not parse is left to the server). */
export function isOnSlipStep(amount: string, stepMinor: number): boolean {
  const minor = amountMinor(amount);
  return minor === null || minor % stepMinor === 0;
}
