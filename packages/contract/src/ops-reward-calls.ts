import { defineCall } from './call';
import {
  opsRebateRulesQuerySchema,
  opsRebateRulesValueSchema,
  opsVipLadderQuerySchema,
  opsVipLadderValueSchema,
  rebateRulesBodySchema,
  vipLadderBodySchema,
} from './rewards';

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
  rebateRules: defineCall({
    method: 'GET',
    path: '/ops/rewards/rebate',
    module: 'COMM3',
    auth: 'operator',
    summary: "A brand's rebate rates per product type and VIP level, and its claim rules",
    query: opsRebateRulesQuerySchema,
    value: opsRebateRulesValueSchema,
  }),
  setRebateRules: defineCall({
    method: 'POST',
    path: '/ops/rewards/rebate',
    module: 'COMM3',
    auth: 'operator',
    summary: "Replaces a brand's rebate rates and claim rules (minimum, cool-down, automatic daily payout)",
    body: rebateRulesBodySchema,
    value: opsRebateRulesValueSchema,
  }),
};
