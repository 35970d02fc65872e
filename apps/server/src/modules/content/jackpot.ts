import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { writeAudit } from '../operators/service';
import { toMinor, toWire } from '../payments/money';
import type { Actor, ContentDeps } from './common';
import { CACHE_PREFIX } from './common';
import { contentJackpots } from './tables';

/** Spec §2 / §9: +165.11 every 3000 ms. */
export const JACKPOT_DEFAULTS = { baseAmount: 1_000_000_00n, stepAmount: 165_11n, stepMs: 3000 };

type JackpotRow = typeof contentJackpots.$inferSelect;

const view = (r: JackpotRow) => ({
  merchantCode: r.merchantCode,
  startAt: r.startAt.getTime(),
  baseAmount: toWire(r.baseAmount),
  stepAmount: toWire(r.stepAmount),
  stepMs: r.stepMs,
  updatedAt: r.updatedAt.getTime(),
});

/** The jackpot counter per merchant: configuration only; the site computes the value from the time. */
export function createJackpotService(deps: ContentDeps) {
  const { db, cache, now } = deps;
  const config = (merchantCode: string) =>
    cache.getOrLoad(`${CACHE_PREFIX}jackpot:${merchantCode}`, async () => {
      const [row] = await db
        .select()
        .from(contentJackpots)
        .where(eq(contentJackpots.merchantCode, merchantCode));
      return row ?? null;
    });

  return {
    /**
     * The counter of a merchant. Without a configured row: the defaults, counting from the start of
     * the current UTC day (docs/operations.md).
     */
    async current(merchant: { code: string; currency: string; currencySymbol: string }) {
      const t = now();
      const row = await config(merchant.code);
      const startAt = row ? row.startAt.getTime() : t - (t % 86_400_000);
      const base = row?.baseAmount ?? JACKPOT_DEFAULTS.baseAmount;
      const step = row?.stepAmount ?? JACKPOT_DEFAULTS.stepAmount;
      const stepMs = row?.stepMs ?? JACKPOT_DEFAULTS.stepMs;
      const steps = BigInt(Math.max(0, Math.floor((t - startAt) / stepMs)));
      return {
        startAt,
        baseAmount: toWire(base),
        stepAmount: toWire(step),
        stepMs,
        amount: toWire(base + steps * step),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        serverTime: t,
      };
    },

    async list() {
      return (await db.select().from(contentJackpots).orderBy(asc(contentJackpots.merchantCode))).map(view);
    },

    async save(
      input: { merchant: string; startAt: number; baseAmount: unknown; stepAmount: unknown; stepMs: number },
      knownMerchant: (code: string) => Promise<boolean>,
      actor: Actor,
    ) {
      if (!(await knownMerchant(input.merchant))) throw new AppError('merchant.unknown', 400);
      const values = {
        merchantCode: input.merchant,
        startAt: new Date(input.startAt),
        baseAmount: toMinor(input.baseAmount, 'baseAmount'),
        stepAmount: toMinor(input.stepAmount, 'stepAmount'),
        stepMs: input.stepMs,
        updatedAt: new Date(now()),
      };
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contentJackpots)
          .where(and(eq(contentJackpots.merchantCode, input.merchant)));
        const [saved] = await tx
          .insert(contentJackpots)
          .values(values)
          .onConflictDoUpdate({ target: contentJackpots.merchantCode, set: values })
          .returning();
        await writeAudit(
          tx,
          actor,
          {
            action: 'content.jackpot.save',
            targetType: 'merchant',
            targetId: input.merchant,
            before: before ? view(before) : null,
            after: view(saved!),
          },
          new Date(now()),
        );
        return saved!;
      });
      await cache.invalidate(CACHE_PREFIX);
      return view(row);
    },
  };
}

export type JackpotService = ReturnType<typeof createJackpotService>;
