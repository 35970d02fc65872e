import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PointRedemptionStatus } from '@jade/contract/points';
import { members } from '../accounts/tables';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { pointEarnCarry, pointItems, pointRedemptions, pointSettings } from './tables';

export type PointSettingsRow = typeof pointSettings.$inferSelect;
export type PointItemRow = typeof pointItems.$inferSelect;
export type PointRedemptionRow = typeof pointRedemptions.$inferSelect;

/** The points module's SQL (the balances are the ledger's). Writes take the caller's transaction. */
export function createPointsRepository(db: Database) {
  return {
    async settings(merchantCode: string, tx: DbOrTx = db): Promise<PointSettingsRow | undefined> {
      const [row] = await tx.select().from(pointSettings).where(eq(pointSettings.merchantCode, merchantCode));
      return row;
    },

    async allSettings(tx: DbOrTx = db): Promise<PointSettingsRow[]> {
      return tx.select().from(pointSettings);
    },

    async saveSettings(tx: DbOrTx, row: PointSettingsRow) {
      await tx
        .insert(pointSettings)
        .values(row)
        .onConflictDoUpdate({
          target: pointSettings.merchantCode,
          set: {
            enabled: row.enabled,
            earnPerPoint: row.earnPerPoint,
            pointValue: row.pointValue,
            minConvert: row.minConvert,
            updatedAt: row.updatedAt,
          },
        });
    },

    /** The members' carries, locked until commit (the facts consumer runs one batch at a time anyway). */
    async carries(tx: DbOrTx, memberIds: readonly number[]) {
      if (memberIds.length === 0) return new Map<string, bigint>();
      const rows = await tx
        .select()
        .from(pointEarnCarry)
        .where(inArray(pointEarnCarry.memberId, [...memberIds]))
        .for('update');
      return new Map(rows.map((r) => [`${r.memberId}|${r.productType}`, r.validBet]));
    },

    async setCarry(tx: DbOrTx, memberId: number, productType: string, validBet: bigint) {
      await tx
        .insert(pointEarnCarry)
        .values({ memberId, productType, validBet })
        .onConflictDoUpdate({
          target: [pointEarnCarry.memberId, pointEarnCarry.productType],
          set: { validBet },
        });
    },

    // ------------------------------------------------------------------------------------------ items
    async items(merchantCode: string, options: { activeOnly: boolean }, tx: DbOrTx = db) {
      return tx
        .select()
        .from(pointItems)
        .where(
          and(
            eq(pointItems.merchantCode, merchantCode),
            options.activeOnly ? eq(pointItems.active, true) : undefined,
          ),
        )
        .orderBy(asc(pointItems.sort), asc(pointItems.id));
    },

    async item(merchantCode: string, id: number, tx: DbOrTx = db): Promise<PointItemRow | undefined> {
      const [row] = await tx
        .select()
        .from(pointItems)
        .where(and(eq(pointItems.merchantCode, merchantCode), eq(pointItems.id, id)));
      return row;
    },

    async insertItem(tx: DbOrTx, values: typeof pointItems.$inferInsert): Promise<PointItemRow> {
      const [row] = await tx.insert(pointItems).values(values).returning();
      return row!;
    },

    /**
     * Changes an item. A new `quantity` moves what is left by the same difference (never below zero),
     * in SQL so that a redemption committing meanwhile is not undone; no quantity: no limit.
     */
    async updateItem(
      tx: DbOrTx,
      id: number,
      values: Omit<Partial<typeof pointItems.$inferInsert>, 'quantity' | 'available'>,
      quantity: number | null,
    ) {
      const available =
        quantity === null
          ? null
          : sql`case when ${pointItems.quantity} is null or ${pointItems.available} is null then ${quantity}
              else greatest(0, ${pointItems.available} + ${quantity} - ${pointItems.quantity}) end`;
      const [row] = await tx
        .update(pointItems)
        .set({ ...values, quantity, available })
        .where(eq(pointItems.id, id))
        .returning();
      return row!;
    },

    /** Serialises one member's redemptions until commit, so a per-member limit holds under concurrency. */
    async lockMemberRedemptions(tx: DbOrTx, memberId: number) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('points-redeem'), ${memberId})`);
    },

    /** Takes one from the stock if any is left (true), never below zero under concurrency. */
    async takeOne(tx: DbOrTx, itemId: number): Promise<boolean> {
      const taken = await tx
        .update(pointItems)
        .set({ available: sql`${pointItems.available} - 1` })
        .where(
          and(
            eq(pointItems.id, itemId),
            sql`(${pointItems.available} is null or ${pointItems.available} > 0)`,
          ),
        )
        .returning({ id: pointItems.id });
      return taken.length === 1;
    },

    async putBack(tx: DbOrTx, itemId: number) {
      await tx
        .update(pointItems)
        .set({ available: sql`${pointItems.available} + 1` })
        .where(and(eq(pointItems.id, itemId), sql`${pointItems.available} is not null`));
    },

    // ------------------------------------------------------------------------------------ redemptions
    /** How many of `itemIds` the member holds, cancelled ones aside. */
    async redeemedCounts(memberId: number, itemIds: readonly number[], tx: DbOrTx = db) {
      if (itemIds.length === 0) return new Map<number, number>();
      const rows = await tx
        .select({ itemId: pointRedemptions.itemId, n: count() })
        .from(pointRedemptions)
        .where(
          and(
            eq(pointRedemptions.memberId, memberId),
            inArray(pointRedemptions.itemId, [...itemIds]),
            ne(pointRedemptions.status, 'cancelled'),
          ),
        )
        .groupBy(pointRedemptions.itemId);
      return new Map(rows.map((r) => [r.itemId, r.n]));
    },

    async redemptionByKey(memberId: number, key: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(pointRedemptions)
        .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.idempotencyKey, key)));
      return row;
    },

    /** Inserts the redemption unless its key exists (a replay): undefined then. */
    async insertRedemption(tx: DbOrTx, values: typeof pointRedemptions.$inferInsert) {
      const [row] = await tx.insert(pointRedemptions).values(values).onConflictDoNothing().returning();
      return row;
    },

    async lockRedemption(tx: DbOrTx, id: number) {
      const [row] = await tx.select().from(pointRedemptions).where(eq(pointRedemptions.id, id)).for('update');
      return row;
    },

    async setRedemption(tx: DbOrTx, id: number, values: Partial<typeof pointRedemptions.$inferInsert>) {
      const [row] = await tx
        .update(pointRedemptions)
        .set(values)
        .where(eq(pointRedemptions.id, id))
        .returning();
      return row!;
    },

    async usernameOf(tx: DbOrTx, memberId: number): Promise<string> {
      const [row] = await tx.select({ u: members.username }).from(members).where(eq(members.id, memberId));
      return row?.u ?? '';
    },

    /** A page of redemptions with their item names: one member's, or a brand's (by status). */
    async redemptions(
      filter: { memberId?: number; merchantCode?: string; status?: PointRedemptionStatus | undefined },
      page: { pageNo: number; pageSize: number },
    ) {
      const where = and(
        filter.memberId !== undefined ? eq(pointRedemptions.memberId, filter.memberId) : undefined,
        filter.merchantCode !== undefined
          ? eq(pointRedemptions.merchantCode, filter.merchantCode)
          : undefined,
        filter.status ? eq(pointRedemptions.status, filter.status) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(pointRedemptions).where(where);
      const rows = await db
        .select({ redemption: pointRedemptions, itemName: pointItems.name, username: members.username })
        .from(pointRedemptions)
        .innerJoin(pointItems, eq(pointItems.id, pointRedemptions.itemId))
        .innerJoin(members, eq(members.id, pointRedemptions.memberId))
        .where(where)
        .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
