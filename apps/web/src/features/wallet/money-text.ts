import type { BalanceValue } from '@jade/contract/wallet';
import { formatMoney, withCurrency } from '../../lib/money';

/** The currency symbol when the server has not said yet (spec §3: default P). */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

/** "P 1,234.50" (or "1,234.50 Ks" when the symbol goes after), in the balance's own currency. */
export function moneyText(
  amount: number,
  balance: Pick<BalanceValue, 'currencySymbol' | 'currencyPosition'> | undefined,
): string {
  return withCurrency(
    formatMoney(amount),
    balance?.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
    balance?.currencyPosition ?? 'F',
  );
}
