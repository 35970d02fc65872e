import {
  downlineTransQuerySchema,
  downlineTransValueSchema,
  lottOrdersQuerySchema,
  lottOrdersValueSchema,
  memberCountValueSchema,
  teamBettingQuerySchema,
  teamBettingValueSchema,
  teamCountValueSchema,
  teamKpiValueSchema,
  teamOverviewDailyQuerySchema,
  teamOverviewDailyValueSchema,
  teamOverviewSumValueSchema,
  teamPnlDetailQuerySchema,
  teamPnlDetailValueSchema,
  teamPnlQuerySchema,
  teamPnlValueSchema,
  teamRangeQuerySchema,
} from './agent-reports';
import { defineCall } from './call';

/**
 * The agent centre's report calls (wire reference §2.7). Agents only; each covers the caller's own
 * downline and refuses a member outside it (`agent.member.not.downline`).
 */
export const agentReportCalls = {
  teamOverviewSum: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamOverviewSum',
    module: 'COMM3',
    auth: 'agent',
    summary: "The team's betting totals over a range of brand days, with active and new members",
    query: teamRangeQuerySchema,
    value: teamOverviewSumValueSchema,
  }),
  teamOverviewDaily: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamOverviewDailyList',
    module: 'COMM3',
    auth: 'agent',
    summary: "The team's betting totals per brand day, newest first, paged, with the range's footer",
    query: teamOverviewDailyQuerySchema,
    value: teamOverviewDailyValueSchema,
  }),
  teamKpi: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_teamKPIC',
    module: 'COMM3',
    auth: 'agent',
    summary: "The team's key figures: today against yesterday, this month against last month",
    value: teamKpiValueSchema,
  }),
  teamCount: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_teamCount',
    module: 'COMM3',
    auth: 'agent',
    summary: "The team's size: direct members, the whole downline, agents, players and today's joiners",
    value: teamCountValueSchema,
  }),
  memberCount: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_memberCount',
    module: 'COMM3',
    auth: 'agent',
    summary: 'Members of the downline online now (a live session)',
    value: memberCountValueSchema,
  }),
  teamBetting: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getMemberPnlv2',
    module: 'COMM3',
    auth: 'agent',
    summary:
      "The team's bets by member, game category or vendor over a range, filtered by member, category and vendor",
    query: teamBettingQuerySchema,
    value: teamBettingValueSchema,
  }),
  lottOrders: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_LottOrders',
    module: 'COMM3',
    auth: 'agent',
    summary: "The team's lottery orders (bet lines), newest first, by member, game, status and range",
    query: lottOrdersQuerySchema,
    value: lottOrdersValueSchema,
  }),
  teamPnl: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamPNLV3',
    module: 'COMM3',
    auth: 'agent',
    summary: 'User loss statements: profit and loss per downline member over a range, with footer totals',
    query: teamPnlQuerySchema,
    value: teamPnlValueSchema,
  }),
  teamPnlDetail: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamPNLV2Detail',
    module: 'COMM3',
    auth: 'agent',
    summary: "One downline member's profit and loss per brand day of a range",
    query: teamPnlDetailQuerySchema,
    value: teamPnlDetailValueSchema,
  }),
  downlineTransactions: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_DownlineTransDet',
    module: 'COMM3',
    auth: 'agent',
    summary: 'Account details: the wallet transactions of the downline, by member, type and range, paged',
    query: downlineTransQuerySchema,
    value: downlineTransValueSchema,
  }),
} as const;

export type AgentReportCallName = keyof typeof agentReportCalls;
