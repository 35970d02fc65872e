import { seedPointsDemo } from '../modules/points/seed';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { encryptCustomerServicePath } from '../modules/brand/customer-service-path';
import {
  brands,
  customerService,
  merchantModules,
  merchants,
  registerRules,
  resources,
} from '../modules/brand/tables';
import { seedGamesCatalogue } from '../modules/games/catalogue-seed';
import { vendors } from '../modules/games/tables';
import { siteSettings } from '../modules/settings/tables';
import { createLedgerService } from '../modules/ledger/ledger-service';
import { seedPaymentsDemo } from '../modules/payments/seed';
import { seedRewardsDemo } from '../modules/rewards/seed';
import { seedContentDemo } from '../modules/content/seed';
import { seedChatDemo } from '../modules/chat/seed';
import { seedTeamDemo } from '../modules/agents/team-seed';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts';
import {
  DEMO_BRAND,
  DEMO_CUSTOMER_SERVICE,
  DEMO_MODULES,
  DEMO_REGIONS,
  DEMO_REGISTER_RULES,
  DEMO_RESOURCES,
  DEMO_VENDORS,
} from './demo-data';

const SEED_LOCK = 7_316_002;

/**
 * Creates the demo brand on an empty database, in one transaction. Safe to call on every start and
 * from several instances at once: it takes a lock and does nothing when a brand already exists.
 * Returns whether it seeded.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: brands.id }).from(brands).limit(1);
    if (existing.length > 0) {
      // Added later than the brand: databases seeded before payments existed get them on the next start.
      await seedPaymentsDemo(tx);
      await seedRewardsDemo(tx);
      await seedPointsDemo(tx);
      await seedGamesCatalogue(tx);
      await seedContentDemo(
        tx,
        (await tx.select({ code: merchants.code }).from(merchants)).map((m) => m.code),
      );
      await seedChatDemo(tx);
      // Regions seeded before time zones existed (migration 0013 knew only some countries).
      for (const r of DEMO_REGIONS)
        await tx
          .update(merchants)
          .set({ timeZone: r.timeZone })
          .where(sql`${merchants.code} = ${r.code} and ${merchants.timeZone} = 'UTC'`);
      return false;
    }

    const [brand] = await tx.insert(brands).values(DEMO_BRAND).returning({ id: brands.id });
    const brandId = brand!.id;

    await tx.insert(merchants).values(
      DEMO_REGIONS.map((r, i) => ({
        code: r.code,
        brandId,
        country: r.country,
        countryName: r.countryName,
        dialingCode: r.dialingCode,
        currency: r.currency,
        timeZone: r.timeZone,
        currencySymbol: r.currencySymbol,
        currencyPosition: r.currencyPosition,
        languages: r.languages,
        domains: r.domains,
        isDefault: r.isDefault ?? false,
        sortOrder: i,
      })),
    );
    await tx.insert(merchantModules).values(
      DEMO_REGIONS.flatMap((r) =>
        DEMO_MODULES.map((m, i) => ({
          merchantCode: r.code,
          modId: m.modId,
          parentModId: m.parent,
          enabled: m.enabled,
          sortOrder: i,
        })),
      ),
    );
    await tx.insert(siteSettings).values(DEMO_REGIONS.map((r) => ({ merchantCode: r.code })));
    await tx
      .insert(registerRules)
      .values(Object.entries(DEMO_REGISTER_RULES).map(([field, rule]) => ({ brandId, field, ...rule })));
    await tx.insert(resources).values(DEMO_RESOURCES.map((r, i) => ({ brandId, ...r, sortOrder: i })));
    await tx.insert(customerService).values(
      DEMO_CUSTOMER_SERVICE.map((c, i) => ({
        brandId,
        csType: c.csType,
        name: c.name,
        path: c.csType === 3 ? encryptCustomerServicePath(c.url) : c.url,
        sortOrder: i,
      })),
    );
    await tx.insert(vendors).values(
      DEMO_VENDORS.map((v, i) => ({
        brandId,
        code: v.code,
        displayName: v.displayName,
        category: v.category,
        accountTypeId: 100 + i,
        nodeId: String(1000 + i),
        isHot: v.hot ?? false,
        sortOrder: (i + 1) * 10,
        isGame: v.isGame ?? '',
        gameCode: v.gameCode ?? null,
        maintenance: v.maintenance ?? false,
        enabled: v.enabled ?? true,
      })),
    );
    const home = DEMO_REGIONS.find((r) => r.isDefault) ?? DEMO_REGIONS[0]!;
    const ids = await seedDemoAccounts(tx, home.code, home.dialingCode);
    await seedTeamDemo(tx, home.code, ids);
    // Demo money through real ledger transfers (from the outside world), so every balance reconciles.
    await createLedgerService(db).transferMany(
      DEMO_ACCOUNTS.filter((a) => a.money !== undefined).map((a) => ({
        merchantCode: home.code,
        idempotencyKey: `seed:demo-money:${a.username}`,
        type: 'adjustment' as const,
        debit: { kind: 'house' as const, house: 'external' as const, currency: home.currency },
        credit: { kind: 'member' as const, memberId: ids.get(a.username)!, currency: home.currency },
        amount: a.money!,
        reference: 'demo seed',
        actor: { kind: 'system' as const, id: 'seed' },
      })),
      tx,
    );
    await seedPaymentsDemo(tx);
    await seedRewardsDemo(tx);
    await seedPointsDemo(tx);
    await seedGamesCatalogue(tx);
    await seedContentDemo(
      tx,
      DEMO_REGIONS.map((r) => r.code),
    );
    await seedChatDemo(tx);
    return true;
  });
}
