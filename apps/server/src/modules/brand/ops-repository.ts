import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { customerService, merchantModules, registerRules } from './tables';
import type { CustomerServiceRow, ModuleRow, RegisterRuleRow } from './repository';

export type RegisterRuleValues = Omit<RegisterRuleRow, 'brandId' | 'field'>;

/**
 * The back office's writes to the brand tables. Each runs in the caller's transaction, so the audit
 * row is written exactly when the change is, and reads the current row locked.
 */
export const brandOpsRepository = {
  async lockModule(tx: DbOrTx, merchantCode: string, modId: string): Promise<ModuleRow | null> {
    const rows = await tx
      .select()
      .from(merchantModules)
      .where(and(eq(merchantModules.merchantCode, merchantCode), eq(merchantModules.modId, modId)))
      .for('update');
    return rows[0] ?? null;
  },

  async setModule(tx: DbOrTx, merchantCode: string, modId: string, enabled: boolean): Promise<void> {
    await tx
      .update(merchantModules)
      .set({ enabled })
      .where(and(eq(merchantModules.merchantCode, merchantCode), eq(merchantModules.modId, modId)));
  },

  async lockRegisterRule(tx: DbOrTx, brandId: number, field: string): Promise<RegisterRuleRow | null> {
    const rows = await tx
      .select()
      .from(registerRules)
      .where(and(eq(registerRules.brandId, brandId), eq(registerRules.field, field)))
      .for('update');
    return rows[0] ?? null;
  },

  async upsertRegisterRule(tx: DbOrTx, brandId: number, field: string, values: RegisterRuleValues) {
    await tx
      .insert(registerRules)
      .values({ brandId, field, ...values })
      .onConflictDoUpdate({ target: [registerRules.brandId, registerRules.field], set: values });
  },

  async listCustomerService(tx: DbOrTx, brandId: number): Promise<CustomerServiceRow[]> {
    return tx
      .select()
      .from(customerService)
      .where(eq(customerService.brandId, brandId))
      .orderBy(asc(customerService.sortOrder), asc(customerService.id))
      .for('update');
  },

  async replaceCustomerService(
    tx: DbOrTx,
    brandId: number,
    rows: readonly { csType: number; name: string; path: string }[],
  ): Promise<void> {
    await tx.delete(customerService).where(eq(customerService.brandId, brandId));
    if (rows.length === 0) return;
    await tx.insert(customerService).values(rows.map((r, i) => ({ brandId, ...r, sortOrder: i })));
  },
};
