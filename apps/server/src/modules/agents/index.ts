import type { Database } from '../../platform/db/client';
import type { JobHandler } from '../../platform/jobs/worker';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { Accounts } from '../accounts';
import type { BrandService } from '../brand/service';
import type { Content } from '../content';
import type { LedgerService } from '../ledger/ledger-service';

/**
 * What the agents capability is built from (app.ts). Each part of the agent centre (team, reports,
 * contracts) takes the narrow ports it needs from these.
 */
export interface AgentsDeps {
  db: Database;
  ledger: LedgerService;
  brands: BrandService;
  accounts: Accounts;
  content: Content;
  counters: CounterStore;
  now?: (() => number) | undefined;
}

/** Builds the agents capability: the agent centre's services and its background jobs. */
export function createAgents(deps: AgentsDeps) {
  void deps;
  return {
    /** Handlers of the agents' background jobs, by kind (main.ts's worker runs them). */
    jobHandlers: new Map<string, JobHandler>(),
  };
}

export type Agents = ReturnType<typeof createAgents>;
