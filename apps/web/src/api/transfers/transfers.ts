import { queryOptions } from '@tanstack/react-query';
import type { CallBody, CallQuery } from '@jade/contract/call';
import { walletCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';

/**
 * The wallet calls of the member centre (spec §7 "Wallet and session"; docs/api.md "Wallet"): balances,
 * vendor sub-wallet transfers, agent transfers and the account record. Money-moving calls carry the
 * caller's idempotency key and answer the new balances.
 */
/**
 * Query keys of the member's money. They start with 'member' so a logout drops them (lib/session.ts)
 * and with 'wallet' so one invalidation (lib/wallet-refresh.ts) refreshes every balance and list.
 */
export const walletQueryKeys = {
  all: ['member', 'wallet'] as const,
  balance: (token: string | null) => ['member', 'wallet', 'balance', token] as const,
  merchantWallet: (token: string | null) => ['member', 'wallet', 'merchantWallet', token] as const,
  history: (query: object) => ['member', 'wallet', 'history', query] as const,
};

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
export function walletBalanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: walletQueryKeys.balance(token),
    queryFn: getWalletBalance,
    enabled: Boolean(token),
    staleTime: 5_000,
  });
}
