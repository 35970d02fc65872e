import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useIsLoggedIn, useIsTrial, useSessionStore } from '../../stores/session-store';

/**
 * The wallet's read calls (wire reference §2.3). Their query keys start with 'member' so a logout
 * drops them with the rest of the member's data (lib/session.ts), and with 'wallet' so one
 * invalidation (lib/wallet-refresh.ts) refreshes every balance on the site after a money movement.
 */
export const walletKeys = {
  all: ['member', 'wallet'] as const,
  balance: (token: string | null) => ['member', 'wallet', 'balance', token] as const,
  merchantWallet: (token: string | null) => ['member', 'wallet', 'merchantWallet', token] as const,
  consolidated: (token: string | null) => ['member', 'wallet', 'consolidated', token] as const,
};

export const getBalance = (signal?: AbortSignal) =>
  callApi(walletCalls.balance, { query: { typeId: 0 }, ...(signal ? { signal } : {}) });
export const getMerchantWallet = () => callApi(walletCalls.merchantWallet);
export const getConsolidatedFunds = () => callApi(walletCalls.consolidatedFunds);

/** How often the header balance is read again while the page is open (wire reference §4: 30 s). */
export const BALANCE_POLL_MS = 30_000;

export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: ({ signal }) => getBalance(signal),
    enabled: Boolean(token),
    staleTime: 5_000,
    refetchInterval: BALANCE_POLL_MS,
    // Money may have moved in another tab or at the cashier: read it again when the player comes back.
    refetchOnWindowFocus: 'always',
  });
}

/** The caller's balances (main wallet and vendor sub-wallets), for any logged-in account. */
export function useBalance() {
  const token = useSessionStore((s) => s.token);
  return useQuery(balanceQueryOptions(token));
}

/** Whether the merchant runs one wallet for every game (no vendor sub-wallets to show or move). */
export function useMerchantWallet() {
  const token = useSessionStore((s) => s.token);
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: walletKeys.merchantWallet(token),
    queryFn: getMerchantWallet,
    enabled: loggedIn,
    staleTime: 10 * 60_000,
  });
}

/** The contract flags of the consolidated-funds call (real accounts only; trial accounts get none). */
export function useConsolidatedFunds() {
  const token = useSessionStore((s) => s.token);
  const trial = useIsTrial();
  return useQuery({
    queryKey: walletKeys.consolidated(token),
    queryFn: getConsolidatedFunds,
    enabled: Boolean(token) && !trial,
    staleTime: 5 * 60_000,
  });
}
