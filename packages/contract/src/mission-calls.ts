import { defineCall } from './call';
import {
  missionClaimBodySchema,
  missionClaimValueSchema,
  missionCountValueSchema,
  missionLeaderboardValueSchema,
  missionSummaryValueSchema,
  opsMissionActiveBodySchema,
  opsMissionBodySchema,
  opsMissionSchema,
  opsMissionsQuerySchema,
  opsMissionsValueSchema,
} from './missions';

/** Player mission calls (docs/api.md, "Missions"); each answers for the caller alone. */
export const missionCalls = {
  summary: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    module: 'REWCEN3',
    auth: 'member',
    summary: "The caller's missions this period: progress, reward, state and time left",
    value: missionSummaryValueSchema,
  }),
  count: defineCall({
    method: 'GET',
    path: '/wps/rewards/missions/count',
    module: 'REWCEN3',
    auth: 'member',
    summary: 'How many missions the caller may claim now (the member centre badge, missionCount)',
    value: missionCountValueSchema,
  }),
  leaderboard: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    module: 'REWCEN3',
    auth: 'member',
    summary: "This brand week's top 20 by mission points (masked names) and the caller's own rank",
    value: missionLeaderboardValueSchema,
  }),
  claim: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMissionRewards',
    module: 'REWCEN3',
    auth: 'member',
    summary: 'Claims a completed mission as a bonus; once per mission, member and period',
    body: missionClaimBodySchema,
    value: missionClaimValueSchema,
  }),
};

/** Operator mission calls (`/ops/rewards/missions`); writes are audited. */
export const opsMissionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/ops/rewards/missions',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary: "A brand's missions, in their order",
    query: opsMissionsQuerySchema,
    value: opsMissionsValueSchema,
  }),
  save: defineCall({
    method: 'POST',
    path: '/ops/rewards/missions',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
    summary: 'Creates a mission, or replaces one (by id)',
    body: opsMissionBodySchema,
    value: opsMissionSchema,
  }),
  setActive: defineCall({
    method: 'POST',
    path: '/ops/rewards/missions/active',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
    summary: 'Enables or disables a mission',
    body: opsMissionActiveBodySchema,
    value: opsMissionSchema,
  }),
};
