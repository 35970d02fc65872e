import type { Database } from '../../platform/db/client';
import type { Accounts } from '../accounts';
import { createAccountReportRepository } from '../accounts/report-repository';
import type { BetFactsReports } from '../bet-facts';
import type { BrandService } from '../brand/service';
import { createLedgerRepository } from '../ledger/repository';
import { createAgentReportsService, type LotteryOrders, type TeamDirectory } from './reports-service';

/**
 * Builds the agent reports from the modules they read: the bet facts' roll-ups, the accounts' member
 * tree and sessions, the ledger's entries and the lottery's orders, each through a narrow port.
 */
export function createAgentReports(deps: {
  db: Database;
  accounts: Pick<Accounts, 'tree' | 'repo'>;
  betFacts: Pick<BetFactsReports, 'teamTotals' | 'teamDaily' | 'memberTotals' | 'byVendor'>;
  lottery: LotteryOrders;
  brands: Pick<BrandService, 'directory'>;
  now?: (() => number) | undefined;
}) {
  const teamReads = createAccountReportRepository(deps.db);
  const team: TeamDirectory = {
    isInDownline: (agentId, memberId) => deps.accounts.tree.isInDownline(agentId, memberId),
    downlineIds: (agentId) => deps.accounts.tree.downlineIds(agentId),
    findMemberByUsername: async (merchantCode, username) => {
      const m = await deps.accounts.repo.findMemberByUsername(merchantCode, username);
      return m && { id: m.id, username: m.username, type: m.type, merchantCode: m.merchantCode };
    },
    membersByIds: teamReads.membersByIds,
    teamCounts: teamReads.teamCounts,
    joinedBetween: teamReads.joinedBetween,
    joinedIn: teamReads.joinedIn,
    onlineCount: teamReads.onlineCount,
  };
  const merchant = async (code: string) => {
    const found = (await deps.brands.directory()).byCode.get(code);
    if (!found) throw new Error(`unknown merchant ${code}`);
    return found;
  };
  const ledgerReads = createLedgerRepository(deps.db);
  return {
    service: createAgentReportsService({
      facts: deps.betFacts,
      team,
      ledger: { memberEntries: ledgerReads.memberEntries },
      lottery: deps.lottery,
      timeZone: async (code) => (await merchant(code)).timeZone,
      currency: async (code) => (await merchant(code)).currency,
      now: deps.now,
    }),
    /** The operators' agent list and tree. */
    operatorReads: teamReads,
  };
}

export type AgentReports = ReturnType<typeof createAgentReports>;
