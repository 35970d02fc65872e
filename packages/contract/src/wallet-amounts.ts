// Wallet amounts and constants without schemas: the site reads these on its first load, where no zod
// is loaded (docs/decisions.md P3). wallet.ts re-exports them beside its schemas.

// ------------------------------------------------------------------------------------------ amounts

export type AmountRefusal = 'not_a_number' | 'zero' | 'negative' | 'decimals' | 'too_large';

/** The most a single wallet call may move, in minor units (1,000,000,000.00). */
export const MAX_WIRE_AMOUNT_MINOR = 100_000_000_000n;

/**
 * A wire amount (number or decimal string) as integer minor units, or why it is refused. Trailing
 * zeros are fine (`"1.500"`); a third significant decimal is not.
 */
export function parseWireAmount(
  value: unknown,
  maxMinor: bigint = MAX_WIRE_AMOUNT_MINOR,
): { ok: true; minor: bigint } | { ok: false; reason: AmountRefusal } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'not_a_number' };
    text = String(value);
    // Exponent forms: huge numbers, or tiny fractions (1e-7).
    if (/e/i.test(text)) {
      if (value < 0) return { ok: false, reason: 'negative' };
      return { ok: false, reason: Math.abs(value) >= 1 ? 'too_large' : 'decimals' };
    }
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, reason: 'not_a_number' };
  }
  const match = /^([+-]?)(\d{1,30})(?:\.(\d{1,30}))?$/.exec(text);
  if (!match) return { ok: false, reason: 'not_a_number' };
  const [, sign, whole, rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  const negative = sign === '-' && (/[1-9]/.test(whole!) || fraction !== '');
  if (negative) return { ok: false, reason: 'negative' };
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  const minor = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (minor === 0n) return { ok: false, reason: 'zero' };
  if (minor > maxMinor) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/** Minor units as the wire's decimal number (123450n → 1234.5). Exact for |amount| < 2^53 / 100. */
export function minorToWire(minor: bigint): number {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return Number(`${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`);
}

/** "1,234.50": two decimals and comma thousands separators (spec §9). */
export function formatMoney(value: number): string {
  const negative = value < 0;
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** `accountTypeId` of the main wallet (wire §2.3); vendor sub-wallets use their vendor's accountTypeId. */
export const MAIN_ACCOUNT_TYPE_ID = 2;

/** Types of the account record (transfer types of the ledger). */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_release',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'agent_transfer',
  'adjustment',
  'bet',
  'win',
  'rollback',
  'bonus',
  'rebate',
  'fee',
  'demo_credit',
  'agent_salary',
  'agent_dividend',
  'bonus_release',
] as const;
