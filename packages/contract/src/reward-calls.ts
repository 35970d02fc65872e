import { defineCall } from './call';
import { rankProgressValueSchema, vipLadderValueSchema } from './rewards';

/** Player reward calls (docs/api.md, "Rewards"): VIP levels and progress. */
export const rewardCalls = {
  rankProgress: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    module: 'COMM3',
    auth: 'member',
    summary: "The caller's VIP level and this brand month's progress to the next one",
    value: rankProgressValueSchema,
  }),
  vipLadder: defineCall({
    method: 'GET',
    path: '/wps/rewards/vip',
    module: 'COMM3',
    auth: 'public',
    summary:
      "The brand's VIP ladder (thresholds, retention, upgrade bonuses); with a token, the caller's level and paid bonuses",
    value: vipLadderValueSchema,
  }),
};
