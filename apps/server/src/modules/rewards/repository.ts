import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { VipRetentionRule } from '@jade/contract/rewards';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { vipLadders, vipLevels, vipMonthFigures, vipReviews, vipUpgrades } from './tables';
import type { MonthFigures, VipLevelRule } from './vip-rules';

/** The rewards module's SQL (VIP so far). Writes take the caller's transaction. */
export function createRewardsRepository(db: Database) {
  return {
    async ladderOf(merchantCode: string, tx: DbOrTx = db) {
      const [settings] = await tx.select().from(vipLadders).where(eq(vipLadders.merchantCode, merchantCode));
      const levels = await tx
        .select()
        .from(vipLevels)
        .where(eq(vipLevels.merchantCode, merchantCode))
        .orderBy(asc(vipLevels.level));
      return { retention: settings?.retention, levels: levels as VipLevelRule[] };
    },

    async replaceLadder(
      tx: DbOrTx,
      merchantCode: string,
      retention: VipRetentionRule,
      levels: readonly VipLevelRule[],
      at: Date,
    ) {
      await tx
        .insert(vipLadders)
        .values({ merchantCode, retention, updatedAt: at })
        .onConflictDoUpdate({ target: vipLadders.merchantCode, set: { retention, updatedAt: at } });
      await tx.delete(vipLevels).where(eq(vipLevels.merchantCode, merchantCode));
      if (levels.length > 0) await tx.insert(vipLevels).values(levels.map((l) => ({ ...l, merchantCode })));
    },

    /** Adds to members' month figures (each row: one member and brand month). */
    async addMonthFigures(
      tx: DbOrTx,
      rows: readonly {
        memberId: number;
        month: string;
        merchantCode: string;
        deposits: bigint;
        validTurnover: bigint;
      }[],
    ) {
      if (rows.length === 0) return;
      await tx
        .insert(vipMonthFigures)
        .values([...rows])
        .onConflictDoUpdate({
          target: [vipMonthFigures.memberId, vipMonthFigures.month],
          set: {
            deposits: sql`${vipMonthFigures.deposits} + excluded.deposits`,
            validTurnover: sql`${vipMonthFigures.validTurnover} + excluded.valid_turnover`,
          },
        });
    },

    async monthFigures(tx: DbOrTx, memberIds: readonly number[], month: string) {
      const out = new Map<number, MonthFigures>();
      if (memberIds.length === 0) return out;
      const rows = await tx
        .select()
        .from(vipMonthFigures)
        .where(and(inArray(vipMonthFigures.memberId, [...memberIds]), eq(vipMonthFigures.month, month)));
      for (const r of rows) out.set(r.memberId, { deposits: r.deposits, validTurnover: r.validTurnover });
      return out;
    },

    async totalTurnover(memberId: number): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${vipMonthFigures.validTurnover}), 0)::text` })
        .from(vipMonthFigures)
        .where(eq(vipMonthFigures.memberId, memberId));
      return BigInt(row?.total ?? 0);
    },

    async paidLevels(memberId: number, tx: DbOrTx = db): Promise<Set<number>> {
      const rows = await tx
        .select({ level: vipUpgrades.level })
        .from(vipUpgrades)
        .where(eq(vipUpgrades.memberId, memberId));
      return new Set(rows.map((r) => r.level));
    },

    /** Claims a member's first arrival at a level; undefined when it was claimed before. */
    async claimUpgrade(tx: DbOrTx, values: typeof vipUpgrades.$inferInsert) {
      const [row] = await tx.insert(vipUpgrades).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Claims a member's review of a month; undefined when it was reviewed before. */
    async claimReview(tx: DbOrTx, values: typeof vipReviews.$inferInsert) {
      const [row] = await tx.insert(vipReviews).values(values).onConflictDoNothing().returning();
      return row;
    },

    async setUpgradeTransfer(tx: DbOrTx, id: number, transferId: number) {
      await tx.update(vipUpgrades).set({ transferId }).where(eq(vipUpgrades.id, id));
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
