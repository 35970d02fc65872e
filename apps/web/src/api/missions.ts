import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { missionCalls } from '@jade/contract/call-routes';
import { callApi } from './client';
import { bonusKeys } from './rewards/bonuses';
import { useBadgeReport } from '../lib/badge-counts';
import { useIsLoggedIn } from '../stores/session-store';

/**
 * Missions (docs/api.md "Missions", decision R7). Keys start with `['member', …]`: dropped at logout.
 * The claim grants a locked bonus: the bonus details are read again.
 */
export const missionKeys = {
  all: ['member', 'missions'] as const,
  summary: ['member', 'missions', 'summary'] as const,
  count: ['member', 'missions', 'count'] as const,
  board: ['member', 'missions', 'board'] as const,
};

/** The missions; a fresher answer than the badge's count also brings that count up to date. */
export function useMissionSummary() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: missionKeys.summary,
    queryFn: ({ signal }) => callApi(missionCalls.summary, { signal }),
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
  const count = query.data?.missionCount;
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (count === undefined) return;
    const known = client.getQueryState(missionKeys.count);
    if (known && known.dataUpdatedAt >= updatedAt) return;
    client.setQueryData(missionKeys.count, { missionCount: count }, { updatedAt });
  }, [client, count, updatedAt]);
  return query;
}

export function useMissionLeaderboard(enabled: boolean) {
  return useQuery({
    queryKey: missionKeys.board,
    queryFn: ({ signal }) => callApi(missionCalls.leaderboard, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** The member centre's mission badge (missionCount), re-read every minute. */
export function useMissionCount() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: missionKeys.count,
    queryFn: ({ signal }) => callApi(missionCalls.count, { signal }),
    select: (value: { missionCount: number }) => value.missionCount,
    enabled: loggedIn,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** Reports missionCount to the badges under 'missions' (the member centre's mission entry). */
export function useReportMissionsToBadge() {
  const loggedIn = useIsLoggedIn();
  const { data } = useMissionCount();
  useBadgeReport('missions', loggedIn ? data : null);
}

export function useClaimMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { missionId: number; idempotencyKey: string }) =>
      callApi(missionCalls.claim, { body: v }),
    onSuccess: (value) => {
      client.setQueryData(missionKeys.count, { missionCount: value.missionCount });
      void client.invalidateQueries({ queryKey: bonusKeys.all });
      void client.invalidateQueries({ queryKey: missionKeys.board });
    },
    onError: () => client.invalidateQueries({ queryKey: missionKeys.count }),
    onSettled: () => client.invalidateQueries({ queryKey: missionKeys.summary }),
  });
}
