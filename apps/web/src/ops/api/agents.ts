import type { ContractKind } from '@jade/contract/agent-contracts';
import type { CallBody, CallQuery } from '@jade/contract/call';
import {
  opsAgentContractCalls,
  opsAgentReportCalls,
  opsAgentSettlementCalls,
} from '@jade/contract/call-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type AgentsQuery = CallQuery<typeof opsAgentReportCalls.agents>;
export type ContractsQuery = CallQuery<typeof opsAgentContractCalls.contracts>;
export type SettlementPeriodsQuery = CallQuery<typeof opsAgentSettlementCalls.settlementPeriods>;
export type SetContractBody = CallBody<typeof opsAgentContractCalls.setContract>;

export const agentKeys = {
  all: [OPS_KEY, 'agents'] as const,
  list: (query: AgentsQuery) => [OPS_KEY, 'agents', 'list', query] as const,
  tree: (memberId: number, depth: number) => [OPS_KEY, 'agents', 'tree', memberId, depth] as const,
  contracts: [OPS_KEY, 'agents', 'contracts'] as const,
  periods: [OPS_KEY, 'agents', 'periods'] as const,
};

export function useAgents(query: AgentsQuery, enabled = true) {
  return useQuery({
    queryKey: agentKeys.list(query),
    queryFn: ({ signal }) => opsCall(opsAgentReportCalls.agents, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A member's uplines and `depth` levels below it (expanding a node deeper loads its own tree). */
export function useAgentTree(memberId: number, depth = 2, enabled = true) {
  return useQuery({
    queryKey: agentKeys.tree(memberId, depth),
    queryFn: ({ signal }) => opsCall(opsAgentReportCalls.agentTree, { query: { memberId, depth }, signal }),
    enabled,
  });
}

export function useAgentContracts(query: ContractsQuery, enabled = true) {
  return useQuery({
    queryKey: [...agentKeys.contracts, query],
    queryFn: ({ signal }) => opsCall(opsAgentContractCalls.contracts, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSetContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetContractBody) => opsCall(opsAgentContractCalls.setContract, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: agentKeys.contracts }),
  });
}

export function usePauseContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { contractId: number; paused: boolean }) =>
      opsCall(opsAgentContractCalls.pauseContract, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: agentKeys.contracts }),
  });
}

export function useSettlementPeriods(query: SettlementPeriodsQuery) {
  return useQuery({
    queryKey: [...agentKeys.periods, query],
    queryFn: ({ signal }) => opsCall(opsAgentSettlementCalls.settlementPeriods, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRerunSettlement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: ContractKind; periodEnd: number }) =>
      opsCall(opsAgentContractCalls.rerun, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: agentKeys.periods }),
  });
}

/** Fetches a period's CSV with the operator's session and hands it to the browser as a file. */
export async function downloadSettlementCsv(kind: ContractKind, periodEnd: number): Promise<number> {
  const file = await opsCall(opsAgentContractCalls.exportCsv, { query: { kind, periodEnd } });
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return file.rows;
}
