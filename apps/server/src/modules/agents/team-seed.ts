import type { Database } from '../../platform/db/client';
import { agentAffiliateLinks, agentRebates } from './tables';

/**
 * The demo tree's team data (seed, inside its transaction): demo_sub1's rebate rates given by
 * demo_agent (within demo_agent's brand defaults), its members' rates within demo_sub1's, and one
 * affiliate links of demo_agent: JADEPLAY registers players, JADEAGNT sub-agents.
 */
export async function seedTeamDemo(
  tx: Pick<Database, 'insert'>,
  merchantCode: string,
  ids: ReadonlyMap<string, number>,
): Promise<void> {
  const agent = ids.get('demo_agent');
  const sub = ids.get('demo_sub1');
  if (agent === undefined || sub === undefined) return;
  const subRates = {
    RNG: 120,
    LIVE: 80,
    FISH: 100,
    PVP: 80,
    SPORTS: 80,
    ESPORTS: 60,
    LOTT: 150,
    ELOTT: 150,
    COCKFIGHT: 50,
  };
  const rows = Object.entries(subRates).map(([productType, rateBps]) => ({
    memberId: sub,
    productType,
    rateBps,
    setBy: agent,
  }));
  const subPlayer = ids.get('demo_sub3');
  if (subPlayer !== undefined)
    rows.push(
      { memberId: subPlayer, productType: 'RNG', rateBps: 60, setBy: sub },
      { memberId: subPlayer, productType: 'LIVE', rateBps: 40, setBy: sub },
    );
  await tx.insert(agentRebates).values(rows);
  await tx.insert(agentAffiliateLinks).values([
    { merchantCode, agentId: agent, code: 'JADEPLAY', accountType: 0, remark: 'Demo: players' },
    { merchantCode, agentId: agent, code: 'JADEAGNT', accountType: 2, remark: 'Demo: sub-agents' },
  ]);
}
