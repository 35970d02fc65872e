import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx, DbTransaction } from '../../platform/jobs/queue';
import { SECRET_NAME } from './gateway-sim';
import { depositMethods, paymentSecrets, withdrawSettings } from './tables';

export type MethodRow = typeof depositMethods.$inferSelect;
export type WithdrawSettingsRow = typeof withdrawSettings.$inferSelect;
export type MethodChange = Pick<
  MethodRow,
  'name' | 'enabled' | 'minAmount' | 'maxAmount' | 'fixedAmounts' | 'sortOrder' | 'bankAccount'
>;
export type WithdrawChange = Omit<WithdrawSettingsRow, 'merchantCode' | 'currency'>;

/** The database side of the console's payment settings (methods, withdrawal limits, secret status). */
export function createOpsSettingsRepository(db: Database) {
  return {
    async methodsOf(merchantCode: string, currency: string) {
      return db
        .select()
        .from(depositMethods)
        .where(and(eq(depositMethods.merchantCode, merchantCode), eq(depositMethods.currency, currency)))
        .orderBy(asc(depositMethods.sortOrder), asc(depositMethods.id));
    },

    async lockMethod(tx: DbTransaction, id: number): Promise<MethodRow | undefined> {
      const [row] = await tx.select().from(depositMethods).where(eq(depositMethods.id, id)).for('update');
      return row;
    },

    async updateMethod(tx: DbTransaction, id: number, change: MethodChange): Promise<MethodRow> {
      const [row] = await tx.update(depositMethods).set(change).where(eq(depositMethods.id, id)).returning();
      return row!;
    },

    /** The region's own row (locked inside a transaction), or undefined while the defaults apply. */
    async withdrawRow(merchantCode: string, currency: string, tx?: DbTransaction) {
      const query = (tx ?? db)
        .select()
        .from(withdrawSettings)
        .where(and(eq(withdrawSettings.merchantCode, merchantCode), eq(withdrawSettings.currency, currency)));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    async saveWithdraw(tx: DbOrTx, merchantCode: string, currency: string, change: WithdrawChange) {
      const [row] = await tx
        .insert(withdrawSettings)
        .values({ merchantCode, currency, ...change })
        .onConflictDoUpdate({
          target: [withdrawSettings.merchantCode, withdrawSettings.currency],
          set: change,
        })
        .returning();
      return row!;
    },

    /** Whether the gateway secret generated on first start is stored (its value is never read here). */
    async secretStored(): Promise<boolean> {
      const [row] = await db
        .select({ name: paymentSecrets.name })
        .from(paymentSecrets)
        .where(eq(paymentSecrets.name, SECRET_NAME));
      return Boolean(row);
    },
  };
}

export type OpsSettingsRepository = ReturnType<typeof createOpsSettingsRepository>;
