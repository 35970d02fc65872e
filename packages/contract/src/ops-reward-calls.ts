import { defineCall } from './call';
import { opsVipLadderQuerySchema, opsVipLadderValueSchema, vipLadderBodySchema } from './rewards';

/** Operator calls of rewards (docs/api.md, "Rewards"); every write is audited. */
export const opsRewardCalls = {
  vipLadder: defineCall({
    method: 'GET',
    path: '/ops/rewards/vip',
    module: 'COMM3',
    auth: 'operator',
    summary: "A brand's VIP ladder and retention rule",
    query: opsVipLadderQuerySchema,
    value: opsVipLadderValueSchema,
  }),
  setVipLadder: defineCall({
    method: 'POST',
    path: '/ops/rewards/vip',
    module: 'COMM3',
    auth: 'operator',
    summary: "Replaces a brand's VIP ladder and retention rule (levels 0..n, thresholds never falling)",
    body: vipLadderBodySchema,
    value: opsVipLadderValueSchema,
  }),
};
