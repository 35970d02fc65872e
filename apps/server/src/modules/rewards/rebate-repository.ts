import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import type { BrandRebateRate, RebateClaimRules } from './rebate-rules';
import { rebateAccruals, rebateClaimants, rebatePayouts, rebateRates, rebateSettings } from './tables';

export type RebateAccrualRow = typeof rebateAccruals.$inferSelect;
export type RebatePayoutRow = typeof rebatePayouts.$inferSelect;

/** Rows that still owe something (the partial index `rebate_accruals_open_idx`). */
const open = sql`${rebateAccruals.accruedE4} >= (${rebateAccruals.paid} + 1) * 10000`;

/** The rebates' SQL (rebates.ts). Writes take the caller's transaction. */
export function createRebateRepository(db: Database) {
  return {
    async rulesOf(merchantCode: string, tx: DbOrTx = db): Promise<RebateClaimRules | undefined> {
      const [row] = await tx
        .select()
        .from(rebateSettings)
        .where(eq(rebateSettings.merchantCode, merchantCode));
      return row && { minClaim: row.minClaim, cooldownMinutes: row.cooldownMinutes, autoPay: row.autoPay };
    },

    async ratesOf(merchantCode: string, tx: DbOrTx = db): Promise<BrandRebateRate[]> {
      return tx
        .select({
          productType: rebateRates.productType,
          vipLevel: rebateRates.vipLevel,
          rateBps: rebateRates.rateBps,
        })
        .from(rebateRates)
        .where(eq(rebateRates.merchantCode, merchantCode))
        .orderBy(asc(rebateRates.productType), asc(rebateRates.vipLevel));
    },

    /** Replaces a brand's rules and rates. */
    async replaceRules(
      tx: DbOrTx,
      merchantCode: string,
      rules: RebateClaimRules,
      rates: readonly BrandRebateRate[],
      at: Date,
    ) {
      const values = { ...rules, updatedAt: at };
      await tx
        .insert(rebateSettings)
        .values({ merchantCode, ...values })
        .onConflictDoUpdate({ target: rebateSettings.merchantCode, set: values });
      await tx.delete(rebateRates).where(eq(rebateRates.merchantCode, merchantCode));
      if (rates.length > 0) await tx.insert(rebateRates).values(rates.map((r) => ({ ...r, merchantCode })));
    },

    /** Adds valid bets and their earnings (each row: one member, brand day and product type). */
    async addAccruals(
      tx: DbOrTx,
      rows: readonly Pick<
        RebateAccrualRow,
        'memberId' | 'day' | 'productType' | 'merchantCode' | 'currency' | 'validBet' | 'accruedE4'
      >[],
    ) {
      if (rows.length === 0) return;
      await tx
        .insert(rebateAccruals)
        .values([...rows])
        .onConflictDoUpdate({
          target: [rebateAccruals.memberId, rebateAccruals.day, rebateAccruals.productType],
          set: {
            validBet: sql`${rebateAccruals.validBet} + excluded.valid_bet`,
            accruedE4: sql`${rebateAccruals.accruedE4} + excluded.accrued_e4`,
          },
        });
    },

    /** A member's rows that still owe something, oldest day first; `lock` takes them FOR UPDATE. */
    async openAccruals(tx: DbOrTx, memberId: number, lock = false): Promise<RebateAccrualRow[]> {
      const q = tx
        .select()
        .from(rebateAccruals)
        .where(and(eq(rebateAccruals.memberId, memberId), open))
        .orderBy(asc(rebateAccruals.day), asc(rebateAccruals.productType));
      return lock ? q.for('update') : q;
    },

    /** The rows of one merchant's day that still owe something, for members after `afterId` (locked). */
    async openDayAccruals(tx: DbOrTx, merchantCode: string, day: string, afterId: number, members: number) {
      const ids = await tx
        .selectDistinct({ memberId: rebateAccruals.memberId })
        .from(rebateAccruals)
        .where(
          and(
            eq(rebateAccruals.merchantCode, merchantCode),
            eq(rebateAccruals.day, day),
            gt(rebateAccruals.memberId, afterId),
            open,
          ),
        )
        .orderBy(asc(rebateAccruals.memberId))
        .limit(members);
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(rebateAccruals)
        .where(
          and(
            eq(rebateAccruals.day, day),
            inArray(
              rebateAccruals.memberId,
              ids.map((r) => r.memberId),
            ),
            open,
          ),
        )
        .orderBy(asc(rebateAccruals.memberId), asc(rebateAccruals.productType))
        .for('update');
    },

    /**
     * Marks the rows a payout paid (their locks held by the caller, so what they earned is what was
     * paid) as paid in full, their whole valid bet rebated. Only those rows: one the facts consumer
     * inserted after the lock (a new day or product type) stays open for the next payout.
     */
    async markPaid(tx: DbOrTx, rows: readonly Pick<RebateAccrualRow, 'memberId' | 'day' | 'productType'>[]) {
      if (rows.length === 0) return;
      const keys = JSON.stringify(rows.map((r) => ({ m: r.memberId, d: r.day, p: r.productType })));
      await tx.execute(sql`
        update rebate_accruals a
        set paid = a.accrued_e4 / 10000, paid_valid_bet = a.valid_bet
        from json_to_recordset(${keys}::json) as k(m int, d text, p text)
        where a.member_id = k.m and a.day = k.d and a.product_type = k.p`);
    },

    /** Takes the member's claim lock (creating its row) and answers its last claim. */
    async lockClaimant(tx: DbOrTx, memberId: number): Promise<Date | null> {
      await tx.insert(rebateClaimants).values({ memberId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(rebateClaimants)
        .where(eq(rebateClaimants.memberId, memberId))
        .for('update');
      return row?.lastClaimAt ?? null;
    },

    async lastClaimAt(memberId: number): Promise<Date | null> {
      const [row] = await db.select().from(rebateClaimants).where(eq(rebateClaimants.memberId, memberId));
      return row?.lastClaimAt ?? null;
    },

    async setLastClaim(tx: DbOrTx, memberId: number, at: Date) {
      await tx.update(rebateClaimants).set({ lastClaimAt: at }).where(eq(rebateClaimants.memberId, memberId));
    },

    /** Records a payout; undefined when its key was already used (it was paid before). */
    async insertPayout(
      tx: DbOrTx,
      row: Omit<typeof rebatePayouts.$inferInsert, 'id' | 'transferId'>,
    ): Promise<RebatePayoutRow | undefined> {
      const [inserted] = await tx.insert(rebatePayouts).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async payoutByKey(key: string, tx: DbOrTx = db): Promise<RebatePayoutRow | undefined> {
      const [row] = await tx.select().from(rebatePayouts).where(eq(rebatePayouts.idempotencyKey, key));
      return row;
    },

    async setPayoutTransfer(tx: DbOrTx, id: number, transferId: number) {
      await tx.update(rebatePayouts).set({ transferId }).where(eq(rebatePayouts.id, id));
    },

    /** A member's payouts, newest first. */
    async payoutsOf(memberId: number, page: number, pageSize: number) {
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(rebatePayouts)
          .where(eq(rebatePayouts.memberId, memberId))
          .orderBy(desc(rebatePayouts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(rebatePayouts).where(eq(rebatePayouts.memberId, memberId)),
      ]);
      return { list, total: total?.n ?? 0 };
    },
  };
}

export type RebateRepository = ReturnType<typeof createRebateRepository>;
