import {
  contractActionBodySchema,
  contractOfferBodySchema,
  contractOverviewValueSchema,
  contractValueSchema,
  incomeQuerySchema,
  incomeValueSchema,
  settlementRecordListSchema,
  settlementRecordQuerySchema,
} from './agent-contracts';
import { defineCall } from './call';

/**
 * Agent contract calls (docs/api.md, "Agent contracts"): the contract screens of each kind, the offer
 * and the actions of spec §4, the salary and dividend records and My income. Wire reference §2.6 names.
 */
export const agentContractCalls = {
  processDividend: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_processContractDividend',
    module: 'SIGNCONDIV3',
    auth: 'agent',
    summary: "The caller's dividend contract, the requests waiting for them and their direct downline agents",
    value: contractOverviewValueSchema,
  }),
  processDaily: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_processDailySalaryContract',
    module: 'DAILYSALCONT3',
    auth: 'agent',
    summary:
      "The caller's daily-salary contract, the requests waiting for them and their direct downline agents",
    value: contractOverviewValueSchema,
  }),
  processHourly: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractHourSalary',
    module: 'HOURSAL3',
    auth: 'agent',
    summary:
      "The caller's hourly-salary contract, the requests waiting for them and their direct downline agents",
    value: contractOverviewValueSchema,
  }),
  processRealtime: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    module: 'RTSALARY3',
    auth: 'agent',
    summary:
      "The caller's real-time salary contract, the requests waiting for them and their direct downline agents",
    value: contractOverviewValueSchema,
  }),
  offer: defineCall({
    method: 'POST',
    path: '/wps/agent/contract',
    module: 'AGENTPOLICY3',
    auth: 'agent',
    summary:
      "Offers a contract to a direct downline agent (its kind's module switch must be on; no rate above the caller's own)",
    body: contractOfferBodySchema,
    value: contractValueSchema,
  }),
  act: defineCall({
    method: 'PUT',
    path: '/wps/agent/contract',
    module: 'AGENTPOLICY3',
    auth: 'agent',
    summary: 'Accepts, rejects, cancels or terminates a contract, or answers a termination request (spec §4)',
    body: contractActionBodySchema,
    value: contractValueSchema,
  }),
  dailySalRec: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_dailySalRec',
    module: 'DAILYSALCONT3',
    auth: 'agent',
    summary: 'Daily salaries received by the caller, or paid by them to their downlines, newest first',
    query: settlementRecordQuerySchema,
    value: settlementRecordListSchema,
  }),
  hourSalRec: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_hourSalRec',
    module: 'HOURSAL3',
    auth: 'agent',
    summary: 'Hourly salaries received by the caller, or paid by them to their downlines, newest first',
    query: settlementRecordQuerySchema,
    value: settlementRecordListSchema,
  }),
  realtimeSalRec: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_realTimeSalRec',
    module: 'RTSALARY3',
    auth: 'agent',
    summary: 'Real-time salaries (every 5 minutes) received by the caller, or paid by them, newest first',
    query: settlementRecordQuerySchema,
    value: settlementRecordListSchema,
  }),
  queryDividend: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_QueryDividend',
    module: 'SIGNCONDIV3',
    auth: 'agent',
    summary: 'Dividends paid to the caller (side=received) or by them (side=paid), newest first',
    query: settlementRecordQuerySchema,
    value: settlementRecordListSchema,
  }),
  payoutDividend: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_PayoutDividend',
    module: 'SIGNCONDIV3',
    auth: 'agent',
    summary: 'Dividends the caller paid out to their downline agents, newest first (side is always paid)',
    query: settlementRecordQuerySchema,
    value: settlementRecordListSchema,
  }),
  income: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getIncomeData',
    module: 'COMM3',
    auth: 'agent',
    summary: "My income: the caller's wages, dividends, what they paid out and kept, per day or month",
    query: incomeQuerySchema,
    value: incomeValueSchema,
  }),
} as const;
