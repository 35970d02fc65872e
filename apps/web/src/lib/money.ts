/** The currency symbol when the server has not said yet (spec §3: default P). */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

/** Money display (spec §9): two decimals and a comma as the thousands separator, in every language. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value == null || !Number.isFinite(value)) return '0.00';
  const negative = value < 0;
  // Round half away from zero on the cent, avoiding binary artefacts such as 1.005 -> 1.00.
  const cents = Math.round(Math.abs(value) * 100 + Number.EPSILON * 100);
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative && cents !== 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** Minor units (integers on the wire and in the ledger) to a display string. */
export function formatMinorUnits(minor: number | bigint): string {
  const big = BigInt(minor);
  const negative = big < 0n;
  const abs = negative ? -big : big;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Places the currency symbol before ('F') or after ('B') the amount (wire reference §2.3). */
export function withCurrency(formatted: string, symbol: string, position: 'F' | 'B' = 'F'): string {
  return position === 'B' ? `${formatted} ${symbol}` : `${symbol} ${formatted}`;
}
