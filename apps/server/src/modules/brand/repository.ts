import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { brands, customerService, merchantModules, merchants, registerRules, resources } from './tables';

export type BrandRow = typeof brands.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type ModuleRow = typeof merchantModules.$inferSelect;
export type RegisterRuleRow = typeof registerRules.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type CustomerServiceRow = typeof customerService.$inferSelect;

export function createBrandRepository(db: Database) {
  return {
    /**
     * Every region, switched on or not (an operator may prepare one before opening it), with its
     * brand's name; brand first. The back office's region pickers.
     */
    allRegions() {
      return db
        .select({
          code: merchants.code,
          currency: merchants.currency,
          country: merchants.countryName,
          brand: brands.name,
          isDefault: merchants.isDefault,
        })
        .from(merchants)
        .innerJoin(brands, eq(brands.id, merchants.brandId))
        .orderBy(asc(brands.id), asc(merchants.sortOrder), asc(merchants.code));
    },

    listBrands(): Promise<BrandRow[]> {
      return db.select().from(brands).orderBy(asc(brands.id));
    },
    listMerchants(): Promise<MerchantRow[]> {
      return db
        .select()
        .from(merchants)
        .where(eq(merchants.enabled, true))
        .orderBy(asc(merchants.brandId), asc(merchants.sortOrder), asc(merchants.code));
    },
    listModules(merchantCode: string): Promise<ModuleRow[]> {
      return db
        .select()
        .from(merchantModules)
        .where(eq(merchantModules.merchantCode, merchantCode))
        .orderBy(asc(merchantModules.sortOrder), asc(merchantModules.modId));
    },
    async setModuleEnabled(merchantCode: string, modId: string, enabled: boolean): Promise<boolean> {
      const rows = await db
        .update(merchantModules)
        .set({ enabled })
        .where(and(eq(merchantModules.merchantCode, merchantCode), eq(merchantModules.modId, modId)))
        .returning({ modId: merchantModules.modId });
      return rows.length > 0;
    },
    listRegisterRules(brandId: number): Promise<RegisterRuleRow[]> {
      return db.select().from(registerRules).where(eq(registerRules.brandId, brandId));
    },
    listResources(brandId: number): Promise<ResourceRow[]> {
      return db
        .select()
        .from(resources)
        .where(eq(resources.brandId, brandId))
        .orderBy(asc(resources.sortOrder), asc(resources.id));
    },
    listCustomerService(brandId: number): Promise<CustomerServiceRow[]> {
      return db
        .select()
        .from(customerService)
        .where(eq(customerService.brandId, brandId))
        .orderBy(asc(customerService.sortOrder), asc(customerService.id));
    },
  };
}

export type BrandRepository = ReturnType<typeof createBrandRepository>;
