import { epochMsQuerySchema } from './bounds';
import { z } from 'zod';

/**
 * Betting record (`personalHistoryCopy`) and personal profit and loss (`personalProfit`) of the member
 * centre (docs/api.md, "Betting records"): the caller's own in-house rounds and vendor rounds.
 * Lists have the wire shape `{list, total, totalPages, footer}` (wire reference §2.7).
 */
const filterShape = {
  /** A vendor code (`JADE` = in-house). */
  vendor: z.string().max(32).optional(),
  /** A game category: RNG, TABLE, FISH, LIVE… */
  gameType: z.string().max(16).optional(),
  /** Range in ms; end exclusive. Default: the last 7 days. */
  startDate: epochMsQuerySchema.optional(),
  endDate: epochMsQuerySchema.optional(),
};

export const betRecordsQuerySchema = z.object({
  ...filterShape,
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const moneyFooterSchema = z.object({
  totalBet: z.number(),
  totalWin: z.number(),
  /** Win − bet: the player's profit. */
  net: z.number(),
  rounds: z.number().int(),
});

export const betRecordSchema = z.object({
  /** `IH-<round id>` for in-house rounds, `VB-<id>` for vendor rounds, `LT-<bet id>` for lottery bets. */
  recordId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  /** The game's name in the request's language (EN when it has none; the code for an unknown game). */
  gameName: z.string(),
  gameType: z.string(),
  bet: z.number(),
  win: z.number(),
  net: z.number(),
  currency: z.string(),
  /** settled | open | rolled_back */
  status: z.string(),
  createdAt: z.number().int(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordsValueSchema = z.object({
  list: z.array(betRecordSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  footer: moneyFooterSchema,
});

export const betRecordDetailQuerySchema = z.object({ recordId: z.string().regex(/^(IH|VB|LT)-\d{1,18}$/) });

export const betRecordDetailValueSchema = betRecordSchema.extend({
  roundId: z.string(),
  gameVersion: z.string().nullable(),
  /** In-house: the engine's bet input; vendor: null. */
  betDetail: z.record(z.string(), z.unknown()).nullable(),
  /** The result to show and replay (in-house: the full engine outcome; vendor: what it reported). */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** In-house: the provably fair inputs (verify with `/wps/inhouse/verify?roundId=`). */
  fairness: z
    .object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() })
    .nullable(),
  settledAt: z.number().int().nullable(),
});

export const memPnlQuerySchema = z.object(filterShape);

export const pnlRowSchema = z.object({
  bet: z.number(),
  win: z.number(),
  net: z.number(),
  rounds: z.number().int(),
});

export const memPnlValueSchema = z.object({
  /** Per day (the member's merchant's time zone is not modelled: UTC days), newest first. */
  list: z.array(pnlRowSchema.extend({ date: z.string() })),
  byGame: z.array(pnlRowSchema.extend({ vendor: z.string(), gameType: z.string() })),
  total: z.number().int(),
  totalPages: z.number().int(),
  footer: moneyFooterSchema,
});
