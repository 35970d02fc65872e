import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { bonusTemplates, rewardCentreSettings, rewardClaims } from './tables';

export type RewardClaimRow = typeof rewardClaims.$inferSelect;
export type RewardCentreSettingsRow = typeof rewardCentreSettings.$inferSelect;

/** The reward centre's SQL (reward-centre.ts). Writes take the caller's transaction. */
export function createRewardCentreRepository(db: Database) {
  return {
    async settingsOf(merchantCode: string): Promise<RewardCentreSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(rewardCentreSettings)
        .where(eq(rewardCentreSettings.merchantCode, merchantCode));
      return row;
    },

    async saveSettings(tx: DbOrTx, row: RewardCentreSettingsRow) {
      const { merchantCode: _merchant, ...values } = row;
      await tx
        .insert(rewardCentreSettings)
        .values(row)
        .onConflictDoUpdate({ target: rewardCentreSettings.merchantCode, set: values });
    },

    /** The wagering multiple (×100) of a merchant's templates, by code. */
    async multiples(merchantCode: string, codes: readonly string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ code: bonusTemplates.code, multipleX100: bonusTemplates.multipleX100 })
        .from(bonusTemplates)
        .where(and(eq(bonusTemplates.merchantCode, merchantCode), inArray(bonusTemplates.code, [...codes])));
      return new Map(rows.map((r) => [r.code, r.multipleX100]));
    },

    /** Whether a brand's template exists and grants (a reward without one is not listed). */
    async templateActive(merchantCode: string, code: string): Promise<boolean> {
      const [row] = await db
        .select({ active: bonusTemplates.active })
        .from(bonusTemplates)
        .where(and(eq(bonusTemplates.merchantCode, merchantCode), eq(bonusTemplates.code, code)));
      return row?.active === true;
    },

    /** A member's claims of some kinds in some periods (sign-in days, rescue days, `once`). */
    async claimsIn(memberId: number, kinds: readonly string[], periods: readonly string[]) {
      return db
        .select()
        .from(rewardClaims)
        .where(
          and(
            eq(rewardClaims.memberId, memberId),
            inArray(rewardClaims.kind, kinds as RewardClaimRow['kind'][]),
            inArray(rewardClaims.period, [...periods]),
          ),
        );
    },

    /** A member's issued rewards still claimable (not past `now`). */
    async openIssued(memberId: number, now: Date) {
      return db
        .select()
        .from(rewardClaims)
        .where(
          and(
            eq(rewardClaims.memberId, memberId),
            eq(rewardClaims.kind, 'issued'),
            eq(rewardClaims.status, 'claimable'),
            gte(rewardClaims.claimUntil, now),
          ),
        )
        .orderBy(rewardClaims.id);
    },

    async history(memberId: number, limit: number) {
      return db
        .select()
        .from(rewardClaims)
        .where(and(eq(rewardClaims.memberId, memberId), eq(rewardClaims.status, 'claimed')))
        .orderBy(desc(rewardClaims.claimedAt))
        .limit(limit);
    },

    /** Inserts a claimed reward; undefined when the member already has one of that kind and period. */
    async insertClaim(tx: DbOrTx, row: Omit<typeof rewardClaims.$inferInsert, 'id'>) {
      const [inserted] = await tx.insert(rewardClaims).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async claimOf(tx: DbOrTx, memberId: number, kind: RewardClaimRow['kind'], period: string) {
      const [row] = await tx
        .select()
        .from(rewardClaims)
        .where(
          and(
            eq(rewardClaims.memberId, memberId),
            eq(rewardClaims.kind, kind),
            eq(rewardClaims.period, period),
          ),
        );
      return row;
    },

    async lockIssued(tx: DbOrTx, memberId: number, id: number) {
      const [row] = await tx
        .select()
        .from(rewardClaims)
        .where(
          and(eq(rewardClaims.id, id), eq(rewardClaims.memberId, memberId), eq(rewardClaims.kind, 'issued')),
        )
        .for('update');
      return row;
    },

    async markClaimed(
      tx: DbOrTx,
      id: number,
      values: { grantId: number; idempotencyKey: string; claimedAt: Date },
    ) {
      await tx
        .update(rewardClaims)
        .set({ ...values, status: 'claimed' })
        .where(eq(rewardClaims.id, id));
    },

    async setGrant(tx: DbOrTx, id: number, grantId: number) {
      await tx.update(rewardClaims).set({ grantId }).where(eq(rewardClaims.id, id));
    },
  };
}

export type RewardCentreRepository = ReturnType<typeof createRewardCentreRepository>;
