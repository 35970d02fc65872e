import {
  opsAgentsQuerySchema,
  opsAgentsValueSchema,
  opsAgentTreeQuerySchema,
  opsAgentTreeValueSchema,
} from './agent-reports';
import { defineCall } from './call';

/** Operators: find agents and look at a tree (`/ops/agents/*`, permission `view`). */
export const opsAgentReportCalls = {
  agents: defineCall({
    method: 'GET',
    path: '/ops/agents/list',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary: 'Agents by part of their username, merchant and level, with their direct and team sizes, paged',
    query: opsAgentsQuerySchema,
    value: opsAgentsValueSchema,
  }),
  agentTree: defineCall({
    method: 'GET',
    path: '/ops/agents/tree',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary: "A member's uplines and the tree below it, a few levels deep, flat with parent ids",
    query: opsAgentTreeQuerySchema,
    value: opsAgentTreeValueSchema,
  }),
} as const;
