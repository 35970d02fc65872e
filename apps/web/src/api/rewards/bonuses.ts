import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { rewardCalls } from '@jade/contract/call-routes';
import type { BonusList, BonusStatus } from '@jade/contract/rewards';
import { callApi } from '../client';

/**
 * Bonuses with wagering (docs/api.md "Rewards"): the caller's bonuses, their progress, and what they
 * lock now. Keys start with `['member', 'bonuses', …]`: dropped at logout.
 */
export const bonusKeys = {
  all: ['member', 'bonuses'] as const,
  list: (status: BonusStatus | undefined) => ['member', 'bonuses', 'list', status ?? 'all'] as const,
  summary: ['member', 'bonuses', 'summary'] as const,
};

/** Bonuses read per page of the bonus details list. */
export const BONUS_PAGE_SIZE = 20;

/** The caller's bonuses, newest first, 20 at a time ("load more"); `status` filters them. */
export function bonusListQuery(status?: BonusStatus) {
  return infiniteQueryOptions({
    queryKey: bonusKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      callApi(rewardCalls.bonuses, {
        query: { ...(status ? { status } : {}), pageNo: pageParam, pageSize: BONUS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 10_000,
  });
}

/** Only what is locked now (one active bonus read, for its summary). */
export function bonusSummaryQuery() {
  return queryOptions({
    queryKey: bonusKeys.summary,
    queryFn: ({ signal }) =>
      callApi(rewardCalls.bonuses, { query: { status: 'active', pageNo: 1, pageSize: 1 }, signal }),
    select: (value: BonusList) => value.summary,
    staleTime: 10_000,
  });
}

/**
 * The caller's active bonuses and the brand's withdrawal rule (the withdrawal page's notice);
 * undefined until read, or when the read failed (the notice is then left out, the server still rules).
 */
export function useActiveBonusSummary(): BonusList['summary'] | undefined {
  return useQuery(bonusSummaryQuery()).data;
}
