import { minorToWire, parseWireAmount } from '../ledger/money';
import { AppError } from '../../platform/errors';

/** Minor units as the wire's decimal number (the wallet calls' convention). */
export const toWire = minorToWire;

/** A request amount (number or decimal string) as minor units; 400 `wallet.amount.invalid` otherwise. */
export function toMinor(value: unknown, field = 'amount'): bigint {
  const parsed = parseWireAmount(value);
  if (!parsed.ok) throw new AppError('wallet.amount.invalid', 400, { field, reason: parsed.reason });
  return parsed.minor;
}

/** "1234.50": the exact decimal text used inside signed gateway notifications. */
export function decimalText(minor: bigint): string {
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}
