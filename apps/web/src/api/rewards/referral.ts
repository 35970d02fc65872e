import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';

/**
 * Invite friends (docs/api.md "Rewards", MCSFE_getReferralDetails): the caller's referral code and
 * registration path, who registered with it, and the referral reward. The key starts with
 * `['member', …]`: dropped at logout.
 */
export const referralKey = ['member', 'referral'] as const;

/** The caller's referral details; the server gives the member a code on the first read. */
export function referralQuery() {
  return queryOptions({
    queryKey: referralKey,
    queryFn: ({ signal }) => callApi(rewardCalls.referralDetails, { query: { autoGenerate: true }, signal }),
    staleTime: 30_000,
  });
}

export function useReferral() {
  return useQuery(referralQuery());
}
