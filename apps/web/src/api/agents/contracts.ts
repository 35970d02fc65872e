import { queryOptions } from '@tanstack/react-query';
import type { ContractKind } from '@jade/contract/agent-contracts';
import type { CallBody, CallQuery } from '@jade/contract/call';
import { agentContractCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';

/**
 * Agent contracts (docs/api.md "Agent contracts"): the screen of each kind, the offer and actions, the
 * salary and dividend records and My income. Keys start with `['agent', 'contracts', …]`, dropped at
 * logout with every other `['agent', …]` key.
 */
type Calls = typeof agentContractCalls;
export type RecordQuery = CallQuery<Calls['dailySalRec']>;
export type IncomeQuery = CallQuery<Calls['income']>;

export const contractKeys = {
  all: ['agent', 'contracts'] as const,
  overview: (kind: ContractKind) => ['agent', 'contracts', 'overview', kind] as const,
  records: (kind: ContractKind, query: RecordQuery) =>
    ['agent', 'contracts', 'records', kind, query] as const,
  income: (query: IncomeQuery) => ['agent', 'contracts', 'income', query] as const,
};

const OVERVIEW = {
  dividend: () => callApi(agentContractCalls.processDividend),
  daily: () => callApi(agentContractCalls.processDaily),
  hourly: () => callApi(agentContractCalls.processHourly),
  realtime: () => callApi(agentContractCalls.processRealtime),
} as const;

const RECORDS = {
  dividend: (query: RecordQuery) =>
    query.side === 'paid'
      ? callApi(agentContractCalls.payoutDividend, { query })
      : callApi(agentContractCalls.queryDividend, { query }),
  daily: (query: RecordQuery) => callApi(agentContractCalls.dailySalRec, { query }),
  hourly: (query: RecordQuery) => callApi(agentContractCalls.hourSalRec, { query }),
  realtime: (query: RecordQuery) => callApi(agentContractCalls.realtimeSalRec, { query }),
} as const;

/** The contract screen of a kind: own contract, requests waiting, direct downline agents. */
export function contractOverviewQuery(kind: ContractKind) {
  return queryOptions({ queryKey: contractKeys.overview(kind), queryFn: OVERVIEW[kind] });
}

/** Settlement records of a kind (received, or paid to downlines). */
export function contractRecordsQuery(kind: ContractKind, query: RecordQuery) {
  return queryOptions({
    queryKey: contractKeys.records(kind, query),
    queryFn: () => RECORDS[kind](query),
    placeholderData: (previous) => previous,
  });
}

export function incomeQuery(query: IncomeQuery) {
  return queryOptions({
    queryKey: contractKeys.income(query),
    queryFn: () => callApi(agentContractCalls.income, { query }),
    placeholderData: (previous) => previous,
  });
}

export const offerContract = (body: CallBody<Calls['offer']>) => callApi(agentContractCalls.offer, { body });
export const actOnContract = (body: CallBody<Calls['act']>) => callApi(agentContractCalls.act, { body });
