import type { BalanceValue } from '@jade/contract/wallet';
import { queryClient } from '../api/query-client';
import { walletKeys } from '../api/wallet/wallet';
import { useSessionStore } from '../stores/session-store';

/**
 * Call after any money movement anywhere on the site (deposit, withdrawal, transfer, a game's bet…):
 * every balance on the page is read again. When the call answered the new balances (the movement
 * value of the wallet calls, docs/api.md "Balance refresh"), pass them: the header shows them at once.
 */
export function refreshWallet(balance?: BalanceValue): Promise<void> {
  if (balance) {
    queryClient.setQueryData(walletKeys.balance(useSessionStore.getState().token), balance);
  }
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
