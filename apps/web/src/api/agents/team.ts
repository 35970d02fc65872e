import { agentTeamCalls } from '@jade/contract/call-routes';
import type { CallBody, CallQuery } from '@jade/contract/call';
import { callApi } from '../client';

/**
 * The agent centre's team calls (docs/api.md "Agent team"). Query keys start with
 * `['agent', 'team', …]`, which a logout drops with every other `['agent', …]` key.
 */
type Query<K extends keyof typeof agentTeamCalls> = CallQuery<(typeof agentTeamCalls)[K]>;
type Body<K extends keyof typeof agentTeamCalls> = CallBody<(typeof agentTeamCalls)[K]>;

export const agentTeamKeys = {
  all: ['agent', 'team'] as const,
  notices: (query: object) => ['agent', 'team', 'notices', query] as const,
  ownRates: ['agent', 'team', 'ownRates'] as const,
  links: ['agent', 'team', 'links'] as const,
  registered: (query: object) => ['agent', 'team', 'registered', query] as const,
  downlines: (query: object) => ['agent', 'team', 'downlines', query] as const,
  rates: (memberId: number) => ['agent', 'team', 'rates', memberId] as const,
};

export const getAgentNotices = (query: Query<'agentNotices'>) =>
  callApi(agentTeamCalls.agentNotices, { query });
export const checkUsername = (query: Query<'checkUsername'>) =>
  callApi(agentTeamCalls.checkUsername, { query });
export const getOwnRebates = () => callApi(agentTeamCalls.globalRebateSettings);
export const createDownline = (body: Body<'createDownline'>) =>
  callApi(agentTeamCalls.createDownline, { body });
export const createAffiliateLink = (body: Body<'createAffiliateUrl'>) =>
  callApi(agentTeamCalls.createAffiliateUrl, { body });
export const getAffiliateLinks = () => callApi(agentTeamCalls.viewAffiliateUrls);
export const deleteAffiliateLink = (body: Body<'deleteAffiliateUrl'>) =>
  callApi(agentTeamCalls.deleteAffiliateUrl, { body });
export const getRegisteredAffiliates = (query: Query<'registeredAffiliates'>) =>
  callApi(agentTeamCalls.registeredAffiliates, { query });
export const getDownlines = (query: Query<'downlines'>) => callApi(agentTeamCalls.downlines, { query });
export const getDownlineRebates = (query: Query<'downlineRebates'>) =>
  callApi(agentTeamCalls.downlineRebates, { query });
export const updateDownlineRebates = (body: Body<'updateDownlineRebates'>) =>
  callApi(agentTeamCalls.updateDownlineRebates, { body });
export const promoteDownline = (body: Body<'promoteDownlineToAgent'>) =>
  callApi(agentTeamCalls.promoteDownlineToAgent, { body });
export const transferToDownlines = (body: Body<'transferMultipleDownline'>) =>
  callApi(agentTeamCalls.transferMultipleDownline, { body });
export const collectFromDownline = (body: Body<'collectFromDownline'>) =>
  callApi(agentTeamCalls.collectFromDownline, { body });
