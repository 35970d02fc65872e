import { useModalStore } from '../stores/modal-store';
import { passGate } from './gates';

/**
 * Page keys of the member centre (spec §2, 14 entries). A later issue adds its page to the member
 * centre's registry; entries without a page are not listed.
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** Page keys of the agent centre's menu (wire reference §2.7). */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecord2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** Opens the member centre at `page` (token and a real account needed, else the gate). */
export function openMemberCentre(page: MemberCentrePage = 'securityCenter'): boolean {
  if (!passGate('member', 'memberCentre')) return false;
  useModalStore.getState().open('memberCentre', { page });
  return true;
}

/** Opens the agent centre at `page` (agent types only, else the gate). */
export function openAgentCentre(page: AgentCentrePage = 'agentTeamOverview'): boolean {
  if (!passGate('agent', 'agentCentre')) return false;
  useModalStore.getState().open('agentCentre', { page });
  return true;
}
