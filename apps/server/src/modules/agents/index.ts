import type { Database } from '../../platform/db/client';
import type { JobHandler } from '../../platform/jobs/worker';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { Accounts } from '../accounts';
import type { BrandService } from '../brand/service';
import type { Content } from '../content';
import type { BetFactsConsumers, BetFactsReports } from '../bet-facts';
import type { LedgerService } from '../ledger/ledger-service';
import type { WalletService } from '../wallet/service';
import { createAgentContracts } from './contracts';
import type { ContractsSettings } from './contracts-service';
import { createSettledPeriodsRepository } from './ops-settlements-repository';
import { createAgentReports } from './reports';
import type { LotteryOrders } from './reports-service';
import { createTeamTablesRepository } from './team-repository';
import { createTeamService } from './team-service';

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
  wallet: WalletService;
  /** The value engine's team reports (bet-facts); contracts also read facts after a cursor. */
  betFacts: BetFactsReports & BetFactsConsumers;
  /** The team's lottery orders (lottery/service.ts ordersOf). */
  lottery: LotteryOrders;
  /** Who pays contracts, the dividend period, the settlement lag (AGENT_* env; contracts-service.ts). */
  contracts?: Partial<ContractsSettings & { testPeriodMs?: number | undefined }> | undefined;
  now?: (() => number) | undefined;
}

/** Builds the agents capability: the agent centre's services and its background jobs. */
export function createAgents(deps: AgentsDeps) {
  const currency = async (merchantCode: string) => {
    const merchant = (await deps.brands.directory()).byCode.get(merchantCode);
    if (!merchant) throw new Error(`unknown merchant ${merchantCode}`);
    return merchant.currency;
  };
  // Register centre, affiliate links, downline management, agent notices (team-service.ts).
  const team = createTeamService({
    tables: createTeamTablesRepository(deps.db),
    tree: deps.accounts.tree,
    members: deps.accounts.team,
    findMember: (id) => deps.accounts.repo.findMemberById(id),
    accounts: deps.accounts.accounts,
    ledger: deps.ledger,
    wallet: deps.wallet,
    notices: deps.content.notices,
    currency,
    now: deps.now,
  });
  // Team overview, team betting, loss statements, account details (reports*.ts).
  const reports = createAgentReports({
    db: deps.db,
    accounts: deps.accounts,
    betFacts: deps.betFacts,
    lottery: deps.lottery,
    brands: deps.brands,
    now: deps.now,
  });
  // The four contracts, their settlement jobs and My income (contracts*.ts, settlement-service.ts).
  const contracts = createAgentContracts({
    db: deps.db,
    ledger: deps.ledger,
    accounts: deps.accounts.repo,
    tree: deps.accounts.tree,
    facts: deps.betFacts,
    merchants: async () =>
      (await deps.brands.directory()).merchants.map((m) => ({
        code: m.code,
        currency: m.currency,
        timeZone: m.timeZone,
      })),
    moduleEnabled: (code, module) => deps.brands.moduleEnabled(code, module),
    settings: deps.contracts,
    now: deps.now,
  });
  return {
    team,
    reports,
    contracts,
    /** The operators' list of settled commission periods (ops-settlements-routes.ts). */
    settledPeriods: createSettledPeriodsRepository(deps.db),
    /** Handlers of the agents' background jobs, by kind (main.ts's worker runs them). */
    jobHandlers: new Map<string, JobHandler>([...contracts.jobHandlers]),
  };
}

export type Agents = ReturnType<typeof createAgents>;

export { createTeamRebateRates } from './team-rebate-rates';
