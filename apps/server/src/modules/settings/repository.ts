import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { siteSettings } from './tables';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type SiteSettingsPatch = Partial<
  Pick<
    SiteSettingsRow,
    | 'maintenance'
    | 'maintenanceSince'
    | 'maintenanceEnd'
    | 'regionRestriction'
    | 'allowedCountries'
    | 'ipAllowList'
  >
>;

export function defaultSettings(merchantCode: string): SiteSettingsRow {
  return {
    merchantCode,
    maintenance: false,
    maintenanceSince: null,
    maintenanceEnd: null,
    regionRestriction: false,
    allowedCountries: [],
    ipAllowList: [],
    updatedAt: new Date(0),
  };
}

export function createSettingsRepository(db: Database) {
  return {
    async find(merchantCode: string): Promise<SiteSettingsRow | null> {
      const rows = await db.select().from(siteSettings).where(eq(siteSettings.merchantCode, merchantCode));
      return rows[0] ?? null;
    },
    list(): Promise<SiteSettingsRow[]> {
      return db.select().from(siteSettings).orderBy(asc(siteSettings.merchantCode));
    },
    /**
     * Changes the settings of several merchants in one transaction. `change` sees the current row
     * (locked, so two operators cannot lose each other's list edits) and returns the patch.
     */
    async update(
      merchantCodes: readonly string[],
      change: (current: SiteSettingsRow) => SiteSettingsPatch,
      /** Runs in the same transaction once every row is changed (the back office's audit). */
      afterChange?: (tx: DbOrTx, before: SiteSettingsRow[], after: SiteSettingsRow[]) => Promise<void>,
    ): Promise<SiteSettingsRow[]> {
      if (merchantCodes.length === 0) return [];
      return db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values(merchantCodes.map((merchantCode) => ({ merchantCode })))
          .onConflictDoNothing();
        const current = await tx
          .select()
          .from(siteSettings)
          .where(inArray(siteSettings.merchantCode, [...merchantCodes]))
          .orderBy(asc(siteSettings.merchantCode))
          .for('update');
        const updated: SiteSettingsRow[] = [];
        for (const row of current) {
          const [next] = await tx
            .update(siteSettings)
            .set({ ...change(row), updatedAt: sql`now()` })
            .where(eq(siteSettings.merchantCode, row.merchantCode))
            .returning();
          updated.push(next!);
        }
        if (afterChange) await afterChange(tx, current, updated);
        return updated;
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
