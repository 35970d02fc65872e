import { queryOptions } from '@tanstack/react-query';
import type { CallBody, CallQuery } from '@jade/contract/call';
import { walletCalls } from '@jade/contract/wallet-calls';
import { WALLET_BALANCE_QUERY_KEY } from '../../lib/wallet-refresh';
import { callApi } from '../client';

/**
 * The wallet calls of the member centre (spec §7 "Wallet and session"; docs/api.md "Wallet"): balances,
 * vendor sub-wallet transfers, agent transfers and the account record. Money-moving calls carry the
 * caller's idempotency key and answer the new balances.
 */
type Body<K extends keyof typeof walletCalls> = CallBody<(typeof walletCalls)[K]>;

export const getWalletBalance = () => callApi(walletCalls.balance, { query: { typeId: 0 } });
export const getMerchantWallet = () => callApi(walletCalls.merchantWallet);
export const walletTransfer = (body: Body<'walletTransfer'>) => callApi(walletCalls.walletTransfer, { body });
/** Every vendor sub-wallet back to main ("return all"). */
export const walletReturnAll = (body: Body<'walletReturnPost'>) =>
  callApi(walletCalls.walletReturnPost, { body });
export const transferDownline = (body: Body<'transferDownline'>) =>
  callApi(walletCalls.transferDownline, { body });
export const transferUpline = (body: Body<'transferUpline'>) => callApi(walletCalls.transferUpline, { body });
export const getTransactionHistory = (query: CallQuery<typeof walletCalls.transactionHistory>) =>
  callApi(walletCalls.transactionHistory, { query });

/** The balance query every screen shares (the header too): one cache entry, refreshed after movements. */
export function walletBalanceQueryOptions() {
  return queryOptions({
    queryKey: WALLET_BALANCE_QUERY_KEY,
    queryFn: getWalletBalance,
    staleTime: 15_000,
  });
}
