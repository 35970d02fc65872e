import { defineCall } from './call';
import {
  bonusListQuerySchema,
  bonusListValueSchema,
  rankProgressValueSchema,
  rebateAccruedValueSchema,
  rebateClaimBodySchema,
  rebateClaimValueSchema,
  rebateRecordsQuerySchema,
  rebateRecordsValueSchema,
  rebateSettingsValueSchema,
  vipLadderValueSchema,
} from './rewards';

/** Player reward calls (docs/api.md, "Rewards"): VIP levels and progress, rebates, bonuses. */
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
  rebateSettings: defineCall({
    method: 'GET',
    // The wire's MCSFE_getCustomerRebateSettingByProductType is the agent centre's (a downline's rates).
    path: '/wps/rewards/rebate/settings',
    module: 'COMM3',
    auth: 'member',
    summary: "The caller's rebate rate per product type and the brand's claim rules",
    value: rebateSettingsValueSchema,
  }),
  rebateAccrued: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getRebate',
    module: 'COMM3',
    auth: 'member',
    summary: 'The rebate accrued and not yet paid, per product type, and whether a claim may pay it now',
    value: rebateAccruedValueSchema,
  }),
  claimRebate: defineCall({
    method: 'POST',
    path: '/wps/relay/ODSFE2_rebateDisburse',
    module: 'COMM3',
    auth: 'member',
    summary: 'Pays the accrued rebate now (at least the minimum, outside the cool-down); idempotent by key',
    body: rebateClaimBodySchema,
    value: rebateClaimValueSchema,
  }),
  rebateRecords: defineCall({
    method: 'GET',
    path: '/wps/rewards/rebate/records',
    module: 'COMM3',
    auth: 'member',
    summary: "The caller's rebate payouts, newest first (daily and claimed)",
    query: rebateRecordsQuerySchema,
    value: rebateRecordsValueSchema,
  }),
  bonuses: defineCall({
    method: 'GET',
    path: '/wps/rewards/bonuses',
    module: 'COMM3',
    auth: 'member',
    summary: "The caller's bonuses with their wagering (bonus details), newest first, and what is locked now",
    query: bonusListQuerySchema,
    value: bonusListValueSchema,
  }),
};
