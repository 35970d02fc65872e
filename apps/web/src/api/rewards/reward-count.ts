import { useQuery } from '@tanstack/react-query';
import { rewardCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useBadgeReport } from '../../lib/badge-counts';
import { useIsLoggedIn } from '../../stores/session-store';

/**
 * The header badge's reward count (REWCEN3 rewardCount): how many rewards the member may claim now.
 * Loaded on the first screen, so it stays this small; the reward centre itself is in reward-centre.ts.
 * The key starts with `['member', …]`: dropped at logout.
 */
export const rewardCountKey = ['member', 'rewards', 'count'] as const;

/** The claimable rewards, re-read every minute and when the window regains focus. */
export function useRewardCount() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: rewardCountKey,
    queryFn: ({ signal }) => callApi(rewardCalls.rewardCount, { signal }),
    select: (value: { rewardCount: number }) => value.rewardCount,
    enabled: loggedIn,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/**
 * Feeds the header badge (spec §2: unclaimed promos plus unread messages) with the reward count under
 * the name 'rewards'; a visitor has none.
 */
export function useReportRewardsToBadge() {
  const loggedIn = useIsLoggedIn();
  const { data } = useRewardCount();
  useBadgeReport('rewards', loggedIn ? data : null);
}
