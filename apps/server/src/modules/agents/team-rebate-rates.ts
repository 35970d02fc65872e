import type { RebateProductType } from '@jade/contract/agent-team';
import { isAgentType } from '@jade/contract/account-types';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { teamRebateRates } from './rebates';
import { createTeamTablesRepository } from './team-repository';

/**
 * The rewards' port to the agent centre's rebate settings (decision R2): the rates that rebate the
 * own bets of the team members among `members`; members outside every agent's team are left out.
 */
export function createTeamRebateRates(db: Database) {
  const tables = createTeamTablesRepository(db);
  return async (
    members: readonly { id: number; type: number; parentType: number | null }[],
    tx?: DbOrTx,
  ): Promise<Map<number, Map<RebateProductType, number>>> => {
    const inTeam = members.filter((m) => isAgentType(m.type) || isAgentType(m.parentType));
    const stored = await tables.ratesOf(
      inTeam.map((m) => m.id),
      tx,
    );
    const out = new Map<number, Map<RebateProductType, number>>();
    for (const m of inTeam) {
      const rates = teamRebateRates(m, stored.get(m.id) ?? new Map());
      if (rates) out.set(m.id, rates);
    }
    return out;
  };
}
