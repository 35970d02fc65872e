import { and, asc, count, desc, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { wheelSettings, wheelSpins, wheelTickets } from './wheel-tables';

export type WheelSettingsRow = typeof wheelSettings.$inferSelect;
export type WheelTicketRow = typeof wheelTickets.$inferSelect;
export type WheelSpinRow = typeof wheelSpins.$inferSelect;

/** The prize wheel's SQL (decision R9). Writes take the caller's transaction. */
export function createWheelRepository(db: Database) {
  return {
    async settings(merchantCode: string, tx: DbOrTx = db): Promise<WheelSettingsRow | undefined> {
      const [row] = await tx.select().from(wheelSettings).where(eq(wheelSettings.merchantCode, merchantCode));
      return row;
    },

    async saveSettings(tx: DbOrTx, row: WheelSettingsRow) {
      const { enabled, ticketDeposit, ticketDays, segments, updatedAt } = row;
      await tx.insert(wheelSettings).values(row).onConflictDoUpdate({
        target: wheelSettings.merchantCode,
        set: { enabled, ticketDeposit, ticketDays, segments, updatedAt },
      });
    },

    /** Inserts tickets; those whose source key exists already are skipped. The count inserted. */
    async insertTickets(tx: DbOrTx, rows: (typeof wheelTickets.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await tx
        .insert(wheelTickets)
        .values(rows)
        .onConflictDoNothing({ target: wheelTickets.sourceKey })
        .returning({ id: wheelTickets.id });
      return inserted.length;
    },

    async hasTicket(sourceKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: wheelTickets.id })
        .from(wheelTickets)
        .where(eq(wheelTickets.sourceKey, sourceKey));
      return row !== undefined;
    },

    /** A member's unused tickets that have not expired: how many, and the first expiry. */
    async openTickets(memberId: number, at: Date) {
      const [row] = await db
        .select({ n: count(), first: min(wheelTickets.expiresAt) })
        .from(wheelTickets)
        .where(
          and(
            eq(wheelTickets.memberId, memberId),
            eq(wheelTickets.status, 'unused'),
            gt(wheelTickets.expiresAt, at),
          ),
        );
      return { count: Number(row?.n ?? 0), firstExpiry: row?.first ?? null };
    },

    /** The member's ticket that expires first, locked; one another spin holds is skipped. */
    async takeTicket(tx: DbOrTx, memberId: number, at: Date): Promise<WheelTicketRow | undefined> {
      const [row] = await tx
        .select()
        .from(wheelTickets)
        .where(
          and(
            eq(wheelTickets.memberId, memberId),
            eq(wheelTickets.status, 'unused'),
            gt(wheelTickets.expiresAt, at),
          ),
        )
        .orderBy(asc(wheelTickets.expiresAt), asc(wheelTickets.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    async useTicket(tx: DbOrTx, id: number, at: Date) {
      await tx.update(wheelTickets).set({ status: 'used', usedAt: at }).where(eq(wheelTickets.id, id));
    },

    async insertSpin(tx: DbOrTx, row: typeof wheelSpins.$inferInsert): Promise<WheelSpinRow> {
      const [inserted] = await tx.insert(wheelSpins).values(row).returning();
      return inserted!;
    },

    async spinByKey(memberId: number, idempotencyKey: string): Promise<WheelSpinRow | undefined> {
      const [row] = await db
        .select()
        .from(wheelSpins)
        .where(and(eq(wheelSpins.memberId, memberId), eq(wheelSpins.idempotencyKey, idempotencyKey)));
      return row;
    },

    async lastSpins(memberId: number, limit: number): Promise<WheelSpinRow[]> {
      return db
        .select()
        .from(wheelSpins)
        .where(eq(wheelSpins.memberId, memberId))
        .orderBy(desc(wheelSpins.id))
        .limit(limit);
    },
  };
}

export type WheelRepository = ReturnType<typeof createWheelRepository>;
