import type { CallBody, CallValue } from '@jade/contract/call';
import { opsRewardCalls, opsWheelCalls } from '@jade/contract/call-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { writeQueryData } from '../../api/write-aware-query-client';
import { OPS_KEY, opsCall } from './ops-client';

export type VipLadder = CallValue<typeof opsRewardCalls.vipLadder>;
export type VipLadderInput = CallBody<typeof opsRewardCalls.setVipLadder>;
export type RebateRules = CallValue<typeof opsRewardCalls.rebateRules>;
export type RebateRulesInput = CallBody<typeof opsRewardCalls.setRebateRules>;
export type BonusTemplates = CallValue<typeof opsRewardCalls.bonusTemplates>;
export type BonusTemplate = BonusTemplates['templates'][number];
export type BonusTemplatesInput = CallBody<typeof opsRewardCalls.setBonusTemplates>;
export type RewardCentreSettings = CallValue<typeof opsRewardCalls.rewardCentre>;
export type RewardCentreInput = CallBody<typeof opsRewardCalls.setRewardCentre>;
export type BonusGrant = CallValue<typeof opsRewardCalls.bonusGrants>['list'][number];
export type GrantInput = CallBody<typeof opsRewardCalls.grantBonus>;
export type IssueInput = CallBody<typeof opsRewardCalls.issueReward>;
export type WheelSettings = CallValue<typeof opsWheelCalls.wheel>;
export type WheelInput = CallBody<typeof opsWheelCalls.setWheel>;
export type WheelTicketsInput = CallBody<typeof opsWheelCalls.issueTickets>;

const key = (merchantCode: string, part: string) => [OPS_KEY, 'rewards', merchantCode, part] as const;

/** A read of one part of a region's rewards and the mutation that replaces it (then reads it again). */
function useSetting<V, B extends { merchantCode: string }>(
  part: string,
  merchantCode: string,
  read: (signal: AbortSignal) => Promise<V>,
  write: (body: B) => Promise<V>,
) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key(merchantCode, part),
    queryFn: ({ signal }) => read(signal),
    enabled: merchantCode !== '',
  });
  const save = useMutation({
    mutationFn: write,
    onSuccess: (value) => writeQueryData(queryClient, key(merchantCode, part), value),
  });
  return { query, save };
}

export const useVipLadder = (merchantCode: string) =>
  useSetting(
    'vip',
    merchantCode,
    (signal) => opsCall(opsRewardCalls.vipLadder, { query: { merchantCode }, signal }),
    (body: VipLadderInput) => opsCall(opsRewardCalls.setVipLadder, { body }),
  );

export const useRebateRules = (merchantCode: string) =>
  useSetting(
    'rebate',
    merchantCode,
    (signal) => opsCall(opsRewardCalls.rebateRules, { query: { merchantCode }, signal }),
    (body: RebateRulesInput) => opsCall(opsRewardCalls.setRebateRules, { body }),
  );

export const useBonusTemplates = (merchantCode: string) =>
  useSetting(
    'templates',
    merchantCode,
    (signal) => opsCall(opsRewardCalls.bonusTemplates, { query: { merchantCode }, signal }),
    (body: BonusTemplatesInput) => opsCall(opsRewardCalls.setBonusTemplates, { body }),
  );

export const useRewardCentre = (merchantCode: string) =>
  useSetting(
    'centre',
    merchantCode,
    (signal) => opsCall(opsRewardCalls.rewardCentre, { query: { merchantCode }, signal }),
    (body: RewardCentreInput) => opsCall(opsRewardCalls.setRewardCentre, { body }),
  );

export const useWheelSettings = (merchantCode: string) =>
  useSetting(
    'wheel',
    merchantCode,
    (signal) => opsCall(opsWheelCalls.wheel, { query: { merchantCode }, signal }),
    (body: WheelInput) => opsCall(opsWheelCalls.setWheel, { body }),
  );

export const issueWheelTickets = (body: WheelTicketsInput) => opsCall(opsWheelCalls.issueTickets, { body });

/** A member's bonuses (the grants list is per member: the server lists no brand-wide grants). */
export function useBonusGrants(merchantCode: string, username: string) {
  return useQuery({
    queryKey: [OPS_KEY, 'rewards', merchantCode, 'grants', username],
    queryFn: ({ signal }) =>
      opsCall(opsRewardCalls.bonusGrants, { query: { merchantCode, username }, signal }),
    enabled: merchantCode !== '' && username !== '',
  });
}

function useGrantsMutation<B, V>(run: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [OPS_KEY, 'rewards'] }),
  });
}

export const useGrantBonus = () =>
  useGrantsMutation((body: GrantInput) => opsCall(opsRewardCalls.grantBonus, { body }));
export const useCancelBonus = () =>
  useGrantsMutation((body: { grantId: number; reason: string }) =>
    opsCall(opsRewardCalls.cancelBonus, { body }),
  );
export const useIssueReward = () =>
  useGrantsMutation((body: IssueInput) => opsCall(opsRewardCalls.issueReward, { body }));
