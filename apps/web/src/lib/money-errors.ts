import type { TFunction } from 'i18next';
import { isApiError } from '../api/api-error';
import { errorText, errorValue } from './error-text';
import { formatMoney } from './money';

/**
 * The text of a failed money call. Like `errorText`, plus the facts some codes carry in `value`: the
 * balance of `wallet.insufficient.funds`, the bounds of `game.bet.limit`.
 */
export function moneyErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error, 'wallet.insufficient.funds')) {
    return t('wallet.insufficient.funds', { 0: formatMoney(errorValue(error).balance as number) });
  }
  if (isApiError(error, 'game.bet.limit')) {
    const value = errorValue(error);
    return t('game.bet.limit', {
      0: formatMoney(value.minBet as number),
      1: formatMoney(value.maxBet as number),
    });
  }
  return errorText(t, error);
}

/** Whether the server decided (a 4xx): a retry of the same request would get the same answer. */
export function isDefinitiveRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
