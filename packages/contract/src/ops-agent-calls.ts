import {
  contractValueSchema,
  opsContractListQuerySchema,
  opsContractListSchema,
  opsPauseContractBodySchema,
  opsRerunValueSchema,
  opsSetContractBodySchema,
  opsSettlementCsvValueSchema,
  opsSettlementPeriodSchema,
} from './agent-contracts';
import { defineCall } from './call';

/** Operator calls of agent contracts and their settlement (docs/api.md, "Agent contracts"). */
export const opsAgentContractCalls = {
  contracts: defineCall({
    method: 'GET',
    path: '/ops/agents/contracts',
    module: 'COMM3',
    auth: 'operator',
    summary: 'Agent contracts of every brand, newest first, by kind, status or agent account',
    query: opsContractListQuerySchema,
    value: opsContractListSchema,
  }),
  setContract: defineCall({
    method: 'POST',
    path: '/ops/agents/contracts',
    module: 'COMM3',
    auth: 'operator',
    summary: "Sets a top-level agent's contract of a kind (paid by the house), replacing the one in force",
    body: opsSetContractBodySchema,
    value: contractValueSchema,
  }),
  pauseContract: defineCall({
    method: 'POST',
    path: '/ops/agents/contracts/pause',
    module: 'COMM3',
    auth: 'operator',
    summary: 'Pauses a contract (no settlement while paused) or resumes it',
    body: opsPauseContractBodySchema,
    value: contractValueSchema,
  }),
  rerun: defineCall({
    method: 'POST',
    path: '/ops/agents/settlements/rerun',
    module: 'COMM3',
    auth: 'operator',
    summary: "Re-runs a period's settlement of a kind: pays only what was not paid yet (idempotent)",
    body: opsSettlementPeriodSchema,
    value: opsRerunValueSchema,
  }),
  exportCsv: defineCall({
    method: 'GET',
    path: '/ops/agents/settlements/csv',
    module: 'COMM3',
    auth: 'operator',
    summary: "A period's settlement of a kind as CSV (one row per contract)",
    query: opsSettlementPeriodSchema,
    value: opsSettlementCsvValueSchema,
  }),
} as const;
