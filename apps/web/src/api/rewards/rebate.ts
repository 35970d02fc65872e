import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { refreshWallet } from '../../lib/wallet-refresh';

/**
 * Rebates (docs/api.md "Rewards"): the caller's rates, what has accrued and may be claimed, the claim,
 * and the payouts. Keys start with `['member', 'rebate', …]`: dropped at logout.
 */
export const rebateKeys = {
  all: ['member', 'rebate'] as const,
  settings: ['member', 'rebate', 'settings'] as const,
  accrued: ['member', 'rebate', 'accrued'] as const,
  records: ['member', 'rebate', 'records'] as const,
};

/** Payouts read per page of the records list. */
export const REBATE_RECORDS_PAGE_SIZE = 20;

export function rebateSettingsQuery() {
  return queryOptions({
    queryKey: rebateKeys.settings,
    queryFn: ({ signal }) => callApi(rewardCalls.rebateSettings, { signal }),
    staleTime: 60_000,
  });
}

export function rebateAccruedQuery() {
  return queryOptions({
    queryKey: rebateKeys.accrued,
    queryFn: ({ signal }) => callApi(rewardCalls.rebateAccrued, { signal }),
    staleTime: 10_000,
  });
}

/** The payouts, newest first, 20 at a time ("load more"). */
export function rebateRecordsQuery() {
  return infiniteQueryOptions({
    queryKey: rebateKeys.records,
    queryFn: ({ pageParam, signal }) =>
      callApi(rewardCalls.rebateRecords, {
        query: { pageNo: pageParam, pageSize: REBATE_RECORDS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
}

export const claimRebate = (idempotencyKey: string) =>
  callApi(rewardCalls.claimRebate, { body: { idempotencyKey } });

/**
 * The claim, given the idempotency key of the attempt (lib/money-action.ts `useIdempotentSubmit`).
 * Whatever the answer, the rebate figures are read again (a refusal means they changed); a payout also
 * refreshes every balance and the account record (lib/wallet-refresh.ts).
 */
export function useClaimRebate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimRebate,
    onSuccess: () => refreshWallet(),
    onSettled: () => client.invalidateQueries({ queryKey: rebateKeys.all }),
  });
}
