import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';
import { errorText, errorValue } from '../../lib/error-text';
import { formatMoney } from '../../lib/money';

/**
 * The localised text of a failed wallet call. Limits and balances come back as facts in `value`
 * (docs/api.md "Payments error codes"); they are put into the catalogue's {0}/{1} as money here, so
 * the player reads "between 10.00 and 50,000.00" in their own language.
 */
export function walletErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return errorText(t, error);
  const value = errorValue(error);
  const money = (key: string) => formatMoney(Number(value[key] ?? 0));
  switch (error.errorCode) {
    case 'deposit.amount.limit':
      return t('deposit.amount.limit', { 0: money('minAmount'), 1: money('maxAmount') });
    case 'withdraw.amount.limit':
      return t('withdraw.amount.limit', { 0: money('minimumAmount'), 1: money('maximumAmount') });
    case 'wallet.insufficient.funds':
      return t('wallet.insufficient.funds', { 0: money('balance') });
    default:
      return errorText(t, error);
  }
}
