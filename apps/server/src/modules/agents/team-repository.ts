import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { agentAffiliateLinks, agentRebates } from './tables';

export type AffiliateLinkRow = typeof agentAffiliateLinks.$inferSelect;

/** The team pages' own tables: rebate rates and affiliate links (docs/architecture.md "Agent team"). */
export function createTeamTablesRepository(db: Database) {
  return {
    /** Stored rates by member, product type → basis points. */
    async ratesOf(memberIds: readonly number[], tx: DbOrTx = db): Promise<Map<number, Map<string, number>>> {
      const out = new Map<number, Map<string, number>>(memberIds.map((id) => [id, new Map()]));
      if (memberIds.length === 0) return out;
      const rows = await tx
        .select()
        .from(agentRebates)
        .where(inArray(agentRebates.memberId, [...memberIds]));
      for (const r of rows) out.get(r.memberId)?.set(r.productType, r.rateBps);
      return out;
    },

    /**
     * Sets some of a member's rates, all or none, in one transaction: the setter's own stored rates
     * are read FOR SHARE (a concurrent change of the setter's rate waits), `check` decides against
     * them (it throws to refuse), then the rates are written and every member below (`belowIds`) is
     * brought down to at most the new rate, so no one in the tree ever sits above its upline.
     */
    async setRates(input: {
      memberId: number;
      setBy: number;
      rates: readonly { productType: string; rateBps: number }[];
      belowIds: readonly number[];
      check(setterRates: Map<string, number>): void;
    }): Promise<void> {
      const { memberId, setBy, rates, belowIds } = input;
      if (rates.length === 0) return;
      await db.transaction(async (tx) => {
        const own = await tx
          .select({ productType: agentRebates.productType, rateBps: agentRebates.rateBps })
          .from(agentRebates)
          .where(eq(agentRebates.memberId, setBy))
          .for('share');
        input.check(new Map(own.map((r) => [r.productType, r.rateBps])));
        await tx
          .insert(agentRebates)
          .values(rates.map((r) => ({ memberId, productType: r.productType, rateBps: r.rateBps, setBy })))
          .onConflictDoUpdate({
            target: [agentRebates.memberId, agentRebates.productType],
            set: { rateBps: sql`excluded.rate_bps`, setBy, updatedAt: sql`now()` },
          });
        if (belowIds.length === 0) return;
        for (const r of rates) {
          await tx
            .update(agentRebates)
            .set({ rateBps: r.rateBps, updatedAt: sql`now()` })
            .where(
              and(
                inArray(agentRebates.memberId, [...belowIds]),
                eq(agentRebates.productType, r.productType),
                sql`${agentRebates.rateBps} > ${r.rateBps}`,
              ),
            );
        }
      });
    },

    async insertLink(values: typeof agentAffiliateLinks.$inferInsert): Promise<AffiliateLinkRow> {
      const [row] = await db.insert(agentAffiliateLinks).values(values).returning();
      return row!;
    },

    /** The agent's live links, oldest first. */
    async linksOf(agentId: number): Promise<AffiliateLinkRow[]> {
      return db
        .select()
        .from(agentAffiliateLinks)
        .where(and(eq(agentAffiliateLinks.agentId, agentId), isNull(agentAffiliateLinks.deletedAt)))
        .orderBy(asc(agentAffiliateLinks.createdAt), asc(agentAffiliateLinks.id));
    },

    /** Every code the agent ever handed out (deleted links too: who registered stays listed). */
    async allCodesOf(agentId: number): Promise<string[]> {
      const rows = await db
        .select({ code: agentAffiliateLinks.code })
        .from(agentAffiliateLinks)
        .where(eq(agentAffiliateLinks.agentId, agentId));
      return rows.map((r) => r.code);
    },

    async countLive(agentId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(agentAffiliateLinks)
        .where(and(eq(agentAffiliateLinks.agentId, agentId), isNull(agentAffiliateLinks.deletedAt)));
      return Number(row?.n ?? 0);
    },

    /** Marks one of the agent's live links deleted; false when it is not theirs or already gone. */
    async deleteLink(agentId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(agentAffiliateLinks)
        .set({ deletedAt: at })
        .where(
          and(
            eq(agentAffiliateLinks.id, id),
            eq(agentAffiliateLinks.agentId, agentId),
            isNull(agentAffiliateLinks.deletedAt),
          ),
        )
        .returning({ id: agentAffiliateLinks.id });
      return rows.length === 1;
    },

    /** A live link by its code (registration through it). */
    async liveLinkByCode(merchantCode: string, code: string): Promise<AffiliateLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(agentAffiliateLinks)
        .where(
          and(
            eq(agentAffiliateLinks.merchantCode, merchantCode),
            // Codes are drawn in capitals; a visitor may type them in either case.
            eq(agentAffiliateLinks.code, code.toUpperCase()),
            isNull(agentAffiliateLinks.deletedAt),
          ),
        )
        .limit(1);
      return row;
    },
  };
}

export type TeamTablesRepository = ReturnType<typeof createTeamTablesRepository>;
