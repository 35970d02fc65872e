import type { ReferralDetails } from '@jade/contract/rewards';
import { AppError } from '../../platform/errors';
import { minorToWire } from '../ledger/money';
import type { BonusRepository } from './bonus-repository';
import { REFERRAL_TEMPLATE } from './bonuses';

export interface ReferralDeps {
  bonusRepo: BonusRepository;
  members: {
    referralInvitees(
      member: { merchantCode: string; referralCode: string },
      limit: number,
    ): Promise<{ list: { id: number; username: string; createdAt: Date }[]; total: number }>;
  };
  merchant: (code: string) => Promise<{ domains?: readonly string[] } | undefined>;
}

const LIST = 50;
const wire = (minor: bigint) => minorToWire(minor);

/** "player88" → "p•••••88": enough to recognise a friend, not to log in as one. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username[0] ?? ''}••`;
  return `${username[0]}${'•'.repeat(Math.min(username.length - 3, 6))}${username.slice(-2)}`;
}

/**
 * Invite friends (issue 15, decision R6): the member's code and link, who registered with it, and the
 * referral bonuses it earned (granted by bonuses.ts on each invitee's first qualifying deposit).
 */
export function createReferral(deps: ReferralDeps) {
  return {
    async details(member: {
      id: number;
      merchantCode: string;
      referralCode: string;
    }): Promise<ReferralDetails> {
      const merchant = await deps.merchant(member.merchantCode);
      if (!merchant) throw new AppError('request_param_err', 400);
      const [invitees, template, earned] = await Promise.all([
        deps.members.referralInvitees(member, LIST),
        deps.bonusRepo.templateByCode(member.merchantCode, REFERRAL_TEMPLATE),
        deps.bonusRepo.grantsBySourcePrefix(member.id, 'referral:'),
      ]);
      const rewardedIds = new Set(earned.map((g) => Number(g.sourceKey.slice('referral:'.length))));
      const active = template?.active === true;
      return {
        referralCode: member.referralCode,
        totalInvitations: invitees.total,
        promotionDomains: [...(merchant.domains ?? [])],
        registerPath: `/register?referralCode=${encodeURIComponent(member.referralCode)}`,
        rewardAmount: active ? wire(template.fixedAmount) : 0,
        minDeposit: active ? wire(template.minDeposit) : 0,
        multiple: active ? template.multipleX100 / 100 : 0,
        rewardedInvitations: earned.length,
        rewardedTotal: wire(earned.reduce((s, g) => s + g.amount, 0n)),
        invitees: invitees.list.map((i) => ({
          username: maskUsername(i.username),
          registeredAt: i.createdAt.getTime(),
          rewarded: rewardedIds.has(i.id),
        })),
      };
    },
  };
}

export type Referral = ReturnType<typeof createReferral>;
