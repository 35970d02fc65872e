import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { vendors } from './tables';

export type VendorRow = typeof vendors.$inferSelect;

export function createVendorRepository(db: Database) {
  return {
    listEnabled(brandId: number): Promise<VendorRow[]> {
      return db
        .select()
        .from(vendors)
        .where(and(eq(vendors.brandId, brandId), eq(vendors.enabled, true)))
        .orderBy(asc(vendors.sortOrder), asc(vendors.code));
    },
    async findByCode(code: string): Promise<VendorRow | null> {
      const rows = await db
        .select()
        .from(vendors)
        .where(eq(vendors.code, code))
        .orderBy(asc(vendors.id))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type VendorRepository = ReturnType<typeof createVendorRepository>;
