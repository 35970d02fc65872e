import type { TFunction } from 'i18next';
import { SecurityCentrePage } from '../features/account/security-centre-page';
import type { MemberCentreRegistry } from '../features/member-centre/member-centre-panel';
import { MessageCentrePage } from '../features/messages/message-centre-page';
import { MissionActivityPage } from '../features/missions/mission-activity-page';
import { AccountRecordPage } from '../features/records/account-record-page';
import { BetRecordPage } from '../features/records/bet-record-page';
import { ProfitLossPage } from '../features/records/profit-loss-page';
import { BonusDetailsPage } from '../features/rewards/bonus-details-page';
import { ManualRebatePage } from '../features/rewards/rebate-page';
import { ReferralPage } from '../features/rewards/referral-page';
import { RewardCentrePage } from '../features/rewards/reward-centre-page';
import { AgentTransferPage, agentTransferTargets } from '../features/transfers/agent-transfer-page';
import { WalletPage } from '../features/transfers/wallet-page';
import { DepositPage } from '../features/wallet/deposit-page';
import { WithdrawPage } from '../features/wallet/withdraw-page';
import {
  ChartIcon,
  GiftIcon,
  MailIcon,
  RebateIcon,
  ReceiptIcon,
  ShieldIcon,
  TargetIcon,
  TicketIcon,
  TransferIcon,
  TrophyIcon,
  UserPlusIcon,
  WalletIcon,
} from '../ui/icons';
import { DepositIcon, WithdrawIcon } from '../ui/money-icons';

/** Who is looking: transferUpline is listed only for agents and members with `toUpline` (spec §6). */
export interface MemberCentreSubject {
  memberType: number | null;
  toUpline: boolean | undefined;
}

/**
 * The member centre's pages, composed from the features that build them. Each later issue adds its
 * page here under its spec §2 page key (transferFund, depositv2, withdraw, messageV2…).
 */
export function memberCentreRegistry(t: TFunction, subject: MemberCentreSubject): MemberCentreRegistry {
  const canTransfer = agentTransferTargets(subject.memberType, subject.toUpline).length > 0;
  return {
    securityCenter: {
      label: t('security_center'),
      icon: <ShieldIcon size={18} />,
      Component: SecurityCentrePage,
    },
    transferFund: { label: t('mc_my_wallet'), icon: <WalletIcon size={18} />, Component: WalletPage },
    depositv2: {
      label: t('deposit'),
      icon: <DepositIcon size={18} />,
      Component: DepositPage,
    },
    withdraw: {
      label: t('withdraw'),
      icon: <WithdrawIcon size={18} />,
      Component: WithdrawPage,
    },
    ...(canTransfer
      ? {
          transferUpline: {
            label: t('mc_transfer_upline'),
            icon: <TransferIcon size={18} />,
            Component: AgentTransferPage,
          },
        }
      : {}),
    personalHistoryCopy: {
      label: t('mc_betting_record'),
      icon: <TicketIcon size={18} />,
      Component: BetRecordPage,
    },
    transactionHistory: {
      label: t('mc_account_record'),
      icon: <ReceiptIcon size={18} />,
      Component: AccountRecordPage,
    },
    personalProfit: { label: t('mc_profit_loss'), icon: <ChartIcon size={18} />, Component: ProfitLossPage },
    bonusDetails: {
      label: t('mc_bonus_details'),
      icon: <GiftIcon size={18} />,
      Component: BonusDetailsPage,
    },
    rewardCenter: {
      label: t('mc_reward_center'),
      icon: <TrophyIcon size={18} />,
      Component: RewardCentrePage,
      badge: 'rewards',
    },
    referral: {
      label: t('mc_referral'),
      icon: <UserPlusIcon size={18} />,
      Component: ReferralPage,
    },
    missionLeaderboard: {
      label: t('mc_missions'),
      icon: <TargetIcon size={18} />,
      Component: MissionActivityPage,
      badge: 'missions',
    },
    messageV2: {
      label: t('mc_messages'),
      icon: <MailIcon size={18} />,
      Component: MessageCentrePage,
      badge: 'messages',
    },
    manualRebate: {
      label: t('mc_manual_rebate'),
      icon: <RebateIcon size={18} />,
      Component: ManualRebatePage,
    },
  };
}
