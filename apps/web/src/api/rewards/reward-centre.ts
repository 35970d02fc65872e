import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rewardCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { bonusKeys } from './bonuses';
import { rewardCountKey } from './reward-count';

/**
 * The reward centre (docs/api.md "Rewards", REWCEN3): sign-in, registration, rescue and issued rewards
 * with their state, the claim, and the last claims. Keys start with `['member', 'rewards', …]`:
 * dropped at logout.
 */
export const rewardCentreKeys = {
  all: ['member', 'rewards'] as const,
  centre: ['member', 'rewards', 'centre'] as const,
  count: rewardCountKey,
};

export function rewardCentreQuery() {
  return queryOptions({
    queryKey: rewardCentreKeys.centre,
    queryFn: ({ signal }) => callApi(rewardCalls.rewardCentre, { signal }),
    staleTime: 10_000,
  });
}

/** The centre; a fresher answer than the badge's count also brings that count up to date. */
export function useRewardCentre() {
  const client = useQueryClient();
  const query = useQuery(rewardCentreQuery());
  const count = query.data?.rewardCount;
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (count === undefined) return;
    const known = client.getQueryState(rewardCentreKeys.count);
    if (known && known.dataUpdatedAt >= updatedAt) return;
    client.setQueryData(rewardCentreKeys.count, { rewardCount: count }, { updatedAt });
  }, [client, count, updatedAt]);
  return query;
}

export const claimReward = ({ key, idempotencyKey }: { key: string; idempotencyKey: string }) =>
  callApi(rewardCalls.claimReward, { body: { key, idempotencyKey } });

/**
 * A claim, given the reward's key and the idempotency key of the attempt (lib/money-action.ts
 * `useIdempotentSubmit`). A claim grants a locked bonus, so the wallet is not read again: the badge's
 * count takes the answer's at once, and the centre and the bonuses are read again. A refusal means
 * the centre changed: it and the count are read again too.
 */
export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: (value) => {
      client.setQueryData(rewardCentreKeys.count, { rewardCount: value.rewardCount });
      void client.invalidateQueries({ queryKey: bonusKeys.all });
    },
    onError: () => client.invalidateQueries({ queryKey: rewardCentreKeys.count }),
    onSettled: () => client.invalidateQueries({ queryKey: rewardCentreKeys.centre }),
  });
}
