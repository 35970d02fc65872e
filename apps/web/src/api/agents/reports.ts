import { agentReportCalls } from '@jade/contract/call-routes';
import type { CallQuery } from '@jade/contract/call';
import { callApi } from '../client';

/**
 * The agent centre's reports (docs/api.md "Agent reports"). Query keys start with
 * `['agent', 'reports', …]`, which a logout drops with every other `['agent', …]` key.
 */
type Query<K extends keyof typeof agentReportCalls> = CallQuery<(typeof agentReportCalls)[K]>;

export const agentReportKeys = {
  all: ['agent', 'reports'] as const,
  of: (name: keyof typeof agentReportCalls, query?: object) =>
    ['agent', 'reports', name, ...(query ? [query] : [])] as const,
};

export const getTeamOverviewSum = (query: Query<'teamOverviewSum'>) =>
  callApi(agentReportCalls.teamOverviewSum, { query });
export const getTeamOverviewDaily = (query: Query<'teamOverviewDaily'>) =>
  callApi(agentReportCalls.teamOverviewDaily, { query });
export const getTeamKpi = () => callApi(agentReportCalls.teamKpi);
export const getTeamCount = () => callApi(agentReportCalls.teamCount);
export const getMemberCount = () => callApi(agentReportCalls.memberCount);
export const getTeamBetting = (query: Query<'teamBetting'>) =>
  callApi(agentReportCalls.teamBetting, { query });
export const getLottOrders = (query: Query<'lottOrders'>) => callApi(agentReportCalls.lottOrders, { query });
export const getLottTeamBet = (query: Query<'lottTeamBet'>) =>
  callApi(agentReportCalls.lottTeamBet, { query });
export const getTeamPnl = (query: Query<'teamPnl'>) => callApi(agentReportCalls.teamPnl, { query });
export const getTeamPnlDetail = (query: Query<'teamPnlDetail'>) =>
  callApi(agentReportCalls.teamPnlDetail, { query });
export const getDownlineTransactions = (query: Query<'downlineTransactions'>) =>
  callApi(agentReportCalls.downlineTransactions, { query });
