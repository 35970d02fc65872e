import type { BalanceValue } from '@jade/contract/wallet';
import { DEFAULT_CURRENCY_SYMBOL, formatMoney, withCurrency } from '../../lib/money';

export { DEFAULT_CURRENCY_SYMBOL };

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
