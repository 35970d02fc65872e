import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useSessionStore } from '../../stores/session-store';

/**
 * VIP levels (docs/api.md "Rewards"): the brand's ladder (with the member's level and paid bonuses
 * when logged in) and the month's progress. Keys start with `['member', …]`: dropped at logout.
 */
export const vipKeys = {
  ladder: (who: string) => ['member', 'vip', 'ladder', who] as const,
  progress: ['member', 'vip', 'progress'] as const,
};

export function vipLadderQuery(who: string) {
  return queryOptions({
    queryKey: vipKeys.ladder(who),
    queryFn: ({ signal }) => callApi(rewardCalls.vipLadder, { signal }),
    staleTime: 30_000,
  });
}

/** The ladder, as the visitor or the member sees it. */
export function useVipLadder() {
  const who = useSessionStore((s) => (s.token ? `member:${s.username}` : `guest:${s.merchant}`));
  return useQuery(vipLadderQuery(who));
}

/** The member's month progress to the next level (only with a session). */
export function useRankProgress(enabled: boolean) {
  return useQuery({
    queryKey: vipKeys.progress,
    queryFn: ({ signal }) => callApi(rewardCalls.rankProgress, { signal }),
    enabled,
    staleTime: 15_000,
  });
}
