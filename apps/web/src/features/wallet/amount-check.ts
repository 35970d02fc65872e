import { parseWireAmount } from '@jade/contract/wallet-amounts';
import { formatMoney } from '../../lib/money';
import { encodeFieldError } from '../../lib/field-errors';

/**
 * Checks a typed amount the way the server will (docs/api.md "Amounts on the wire": more than 0, at
 * most two decimals) and against a method's limits. Answers an encoded field error (lib/field-errors)
 * or null. The server checks again; this only saves the player a round trip.
 */
export function checkAmount(
  text: string,
  limits: { min: number; max: number },
  limitKey: 'deposit.amount.limit' | 'withdraw.amount.limit',
): string | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return encodeFieldError('wallet_amount_required');
  const parsed = parseWireAmount(trimmed);
  if (!parsed.ok) return encodeFieldError('wallet.amount.invalid');
  const value = Number(parsed.minor) / 100;
  if (value < limits.min || value > limits.max) {
    return encodeFieldError(limitKey, [formatMoney(limits.min), formatMoney(limits.max)]);
  }
  return null;
}

/** The amount as the wire's decimal string ("1234.5" → "1234.50"), commas typed by the player removed. */
export function wireAmount(text: string): string {
  const parsed = parseWireAmount(text.trim().replace(/,/g, ''));
  if (!parsed.ok) return text.trim();
  const minor = parsed.minor;
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}

/** Keeps only what an amount can hold while typing: digits, one dot, two decimals. */
export function sanitizeAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole.slice(0, 13);
  return `${whole.slice(0, 13)}.${rest.join('').slice(0, 2)}`;
}
