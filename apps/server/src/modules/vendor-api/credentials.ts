import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { vendorCredentials } from './tables';

/** The in-house vendor never calls the seamless API (its rounds go straight to the ledger). */
const INHOUSE = 'JADE';

/**
 * Gives every external vendor of the catalogue a key when it has none: 32 random bytes made here, at
 * seed or start time, stored only in the database (never in the repository). Answers how many were made.
 */
export async function ensureVendorCredentials(db: Database): Promise<number> {
  const result = await db.execute<{ code: string }>(sql`
    select distinct v.code from vendors v
    where v.code <> ${INHOUSE}
      and not exists (select 1 from vendor_credentials c where c.vendor_code = v.code and c.enabled)`);
  for (const row of result.rows) {
    await db
      .insert(vendorCredentials)
      .values({ vendorCode: row.code, keyId: 'k1', secret: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
  }
  return result.rows.length;
}

/** The newest enabled secret of a vendor (the simulator's copy of what the vendor was given). */
export async function vendorSecret(db: Database, vendorCode: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: vendorCredentials.secret })
    .from(vendorCredentials)
    .where(and(eq(vendorCredentials.vendorCode, vendorCode), eq(vendorCredentials.enabled, true)))
    .orderBy(desc(vendorCredentials.id))
    .limit(1);
  return row?.secret ?? null;
}
