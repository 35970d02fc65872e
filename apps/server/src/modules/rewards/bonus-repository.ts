import { and, asc, count, desc, eq, inArray, like } from 'drizzle-orm';
import type { BonusStatus, BonusWithdrawalRule } from '@jade/contract/rewards';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { bonusGrants, bonusSettings, bonusTemplates } from './tables';

export type BonusTemplateRow = typeof bonusTemplates.$inferSelect;
export type BonusGrantRow = typeof bonusGrants.$inferSelect;

/** The bonuses' SQL (bonuses.ts). Writes take the caller's transaction. */
export function createBonusRepository(db: Database) {
  return {
    async ruleOf(merchantCode: string, tx: DbOrTx = db): Promise<BonusWithdrawalRule | undefined> {
      const [row] = await tx.select().from(bonusSettings).where(eq(bonusSettings.merchantCode, merchantCode));
      return row?.withdrawalRule;
    },

    async setRule(tx: DbOrTx, merchantCode: string, withdrawalRule: BonusWithdrawalRule, at: Date) {
      await tx
        .insert(bonusSettings)
        .values({ merchantCode, withdrawalRule, updatedAt: at })
        .onConflictDoUpdate({ target: bonusSettings.merchantCode, set: { withdrawalRule, updatedAt: at } });
    },

    async templatesOf(merchantCode: string, tx: DbOrTx = db): Promise<BonusTemplateRow[]> {
      return tx
        .select()
        .from(bonusTemplates)
        .where(eq(bonusTemplates.merchantCode, merchantCode))
        .orderBy(asc(bonusTemplates.id));
    },

    async templateByCode(merchantCode: string, code: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(bonusTemplates)
        .where(and(eq(bonusTemplates.merchantCode, merchantCode), eq(bonusTemplates.code, code)));
      return row;
    },

    /** Saves templates by code; the merchant's templates not among them are deactivated. */
    async saveTemplates(
      tx: DbOrTx,
      merchantCode: string,
      rows: readonly Omit<typeof bonusTemplates.$inferInsert, 'id' | 'merchantCode'>[],
    ) {
      await tx
        .update(bonusTemplates)
        .set({ active: false })
        .where(eq(bonusTemplates.merchantCode, merchantCode));
      for (const row of rows)
        await tx
          .insert(bonusTemplates)
          .values({ ...row, merchantCode })
          .onConflictDoUpdate({ target: [bonusTemplates.merchantCode, bonusTemplates.code], set: row });
    },

    /** Inserts a grant; undefined when its source key was granted before. */
    async insertGrant(tx: DbOrTx, row: Omit<typeof bonusGrants.$inferInsert, 'id'>) {
      const [inserted] = await tx.insert(bonusGrants).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    /** The active grants of some members, oldest first, locked. */
    async activeOf(tx: DbOrTx, memberIds: readonly number[]): Promise<BonusGrantRow[]> {
      if (memberIds.length === 0) return [];
      return tx
        .select()
        .from(bonusGrants)
        .where(and(inArray(bonusGrants.memberId, [...memberIds]), eq(bonusGrants.status, 'active')))
        .orderBy(asc(bonusGrants.id))
        .for('update');
    },

    /** Which of these members hold an active bonus (a read, no lock). */
    async membersWithActive(memberIds: readonly number[]): Promise<number[]> {
      if (memberIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ memberId: bonusGrants.memberId })
        .from(bonusGrants)
        .where(and(inArray(bonusGrants.memberId, [...memberIds]), eq(bonusGrants.status, 'active')));
      return rows.map((r) => r.memberId);
    },

    async grantBySource(tx: DbOrTx, sourceKey: string): Promise<BonusGrantRow | undefined> {
      const [row] = await tx.select().from(bonusGrants).where(eq(bonusGrants.sourceKey, sourceKey));
      return row;
    },

    async grantById(tx: DbOrTx, id: number, lock = false): Promise<BonusGrantRow | undefined> {
      const q = tx.select().from(bonusGrants).where(eq(bonusGrants.id, id));
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    async setProgress(tx: DbOrTx, id: number, progress: bigint) {
      await tx.update(bonusGrants).set({ progress }).where(eq(bonusGrants.id, id));
    },

    async close(tx: DbOrTx, id: number, status: BonusStatus, at: Date, reason?: string) {
      await tx
        .update(bonusGrants)
        .set({ status, closedAt: at, ...(reason ? { reason } : {}) })
        .where(eq(bonusGrants.id, id));
    },

    async amend(tx: DbOrTx, id: number, values: { requirement?: bigint; expiresAt?: Date }) {
      await tx.update(bonusGrants).set(values).where(eq(bonusGrants.id, id));
    },

    /** A member's grants whose source key starts with `prefix` (e.g. its referral bonuses). */
    async grantsBySourcePrefix(memberId: number, prefix: string) {
      return db
        .select({ sourceKey: bonusGrants.sourceKey, amount: bonusGrants.amount })
        .from(bonusGrants)
        .where(and(eq(bonusGrants.memberId, memberId), like(bonusGrants.sourceKey, `${prefix}%`)));
    },

    /** A member's grants, newest first (optionally one status), and the count. */
    async grantsOf(memberId: number, status: BonusStatus | undefined, page: number, pageSize: number) {
      const where = and(
        eq(bonusGrants.memberId, memberId),
        status ? eq(bonusGrants.status, status) : undefined,
      );
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(bonusGrants)
          .where(where)
          .orderBy(desc(bonusGrants.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(bonusGrants).where(where),
      ]);
      return { list, total: total?.n ?? 0 };
    },
  };
}

export type BonusRepository = ReturnType<typeof createBonusRepository>;
