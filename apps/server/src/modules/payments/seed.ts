import type { OperatorRole } from '@jade/contract/ops-roles';
import { inArray, sql } from 'drizzle-orm';
import { createPasswordHasher, DEFAULT_ARGON2 } from '../accounts/passwords';
import { merchants } from '../brand/tables';
import { operators } from '../operators/tables';
import type { Database } from '../../platform/db/client';
import { depositMethods, withdrawSettings } from './tables';

/** The demo operator (README "Demo accounts"); demo only: change or disable it in a real deployment. */
export const DEMO_OPERATOR = { username: 'operator', password: 'Operator2026!', role: 'admin' as const };

/**
 * One demo operator for each other role, to try the back office's permissions. None is enrolled in
 * two-factor: each enrols at its first sign-in.
 */
export const DEMO_OPERATORS = [
  DEMO_OPERATOR,
  { username: 'finance', password: 'Finance2026!', role: 'finance' },
  { username: 'support', password: 'Support2026!', role: 'support' },
  { username: 'content', password: 'Content2026!', role: 'content' },
  { username: 'risk', password: 'Risk2026!', role: 'risk' },
  { username: 'viewer', password: 'Viewer2026!', role: 'read-only' },
] as const satisfies readonly { username: string; password: string; role: OperatorRole }[];

const units = (major: number) => BigInt(major) * 100n;

/**
 * Deposit methods (a manual bank transfer with a demo bank account and the gateway simulator) and
 * withdrawal limits for every merchant that has none yet, and the demo operators. Idempotent: it runs
 * on every start with SEED_DEMO, so databases created before payments existed get them too.
 */
export async function seedPaymentsDemo(
  tx: Pick<Database, 'select' | 'selectDistinct' | 'insert'>,
): Promise<void> {
  const all = await tx.select({ code: merchants.code, currency: merchants.currency }).from(merchants);
  const withMethods = new Set(
    (await tx.selectDistinct({ code: depositMethods.merchantCode }).from(depositMethods)).map((r) => r.code),
  );
  for (const merchant of all) {
    if (!withMethods.has(merchant.code)) {
      await tx.insert(depositMethods).values([
        {
          merchantCode: merchant.code,
          currency: merchant.currency,
          kind: 'manual_bank',
          name: 'Bank transfer',
          minAmount: units(50),
          maxAmount: units(100_000),
          fixedAmounts: ['10000', '50000', '100000', '500000'],
          bankAccount: {
            bankName: 'Jade Demo Bank',
            accountName: 'Jade Gaming Ltd (demo)',
            accountNumber: '0012-3456-7890',
            branch: 'Main branch',
          },
          sortOrder: 1,
        },
        {
          merchantCode: merchant.code,
          currency: merchant.currency,
          kind: 'gateway_sim',
          name: 'Jade Pay (online)',
          minAmount: units(10),
          maxAmount: units(50_000),
          fixedAmounts: ['10000', '50000', '100000', '500000'],
          sortOrder: 0,
        },
      ]);
    }
    await tx
      .insert(withdrawSettings)
      .values({
        merchantCode: merchant.code,
        currency: merchant.currency,
        minAmount: units(100),
        maxAmount: units(50_000),
        dailyCount: 5,
        dailyAmount: units(200_000),
        // Four eyes on the largest payouts (decision B3).
        fourEyesAmount: units(10_000),
      })
      .onConflictDoNothing();
  }
  const existing = await tx
    .select({ username: sql<string>`lower(${operators.username})` })
    .from(operators)
    .where(
      inArray(
        sql`lower(${operators.username})`,
        DEMO_OPERATORS.map((o) => o.username),
      ),
    );
  const have = new Set(existing.map((row) => row.username));
  const missing = DEMO_OPERATORS.filter((o) => !have.has(o.username));
  if (missing.length > 0) {
    const hasher = createPasswordHasher(DEFAULT_ARGON2);
    const rows = await Promise.all(
      missing.map(async (o) => ({
        username: o.username,
        passwordHash: await hasher.hash(o.password),
        role: o.role,
      })),
    );
    await tx.insert(operators).values(rows).onConflictDoNothing();
  }
}
