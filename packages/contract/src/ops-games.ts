import { z } from 'zod';
import { epochMsQuerySchema, MAX_EPOCH_MS } from './bounds';
import { GAME_CATEGORIES } from './game-constants';
import { moneySchema } from './payments';

/**
 * Games and vendors in the back office (issue 16 item 7): switch them on and off, maintenance (a
 * vendor's manual flag or a scheduled window), hot and new flags, the list order, and the in-house
 * games' RTP (read-only). Times are epoch milliseconds.
 */

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const epochMs = z.number().int().min(0).max(MAX_EPOCH_MS);
const vendorCode = z.string().trim().min(1).max(32);
const nodeId = z.string().trim().min(1).max(64);
const category = z.enum(GAME_CATEGORIES);

/** The longest scheduled maintenance window. */
export const OPS_MAINTENANCE_MAX_DAYS = 31;
/** The longest period the RTP figures cover. */
export const OPS_RTP_MAX_DAYS = 366;

export const opsVendorsQuerySchema = z.object({ category: category.optional() });

export const opsVendorRowSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  /** The manual flag: in maintenance until switched off. */
  maintenance: z.boolean(),
  maintenanceFrom: z.number().int().nullable(),
  maintenanceUntil: z.number().int().nullable(),
  /** What players see now: the flag, or now inside the window. */
  inMaintenance: z.boolean(),
  isHot: z.boolean(),
  sortOrder: z.number().int(),
  gameCount: z.number().int(),
  enabledGameCount: z.number().int(),
});
export type OpsVendorRow = z.infer<typeof opsVendorRowSchema>;

export const opsVendorsValueSchema = z.object({ list: z.array(opsVendorRowSchema) });

export const opsGamesQuerySchema = z.object({
  vendorCode: vendorCode.optional(),
  category: category.optional(),
  /** Contained in the EN name or the game code, any case. */
  name: z.string().trim().max(64).optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const opsGameRowSchema = z.object({
  nodeId: z.string(),
  gameCode: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  category: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  maintenance: z.boolean(),
  /** The vendor's state, which also decides whether players see the game. */
  vendorEnabled: z.boolean(),
  vendorInMaintenance: z.boolean(),
  sortOrder: z.number().int(),
});
export type OpsGameRow = z.infer<typeof opsGameRowSchema>;

export const opsGamesValueSchema = z.object({
  list: z.array(opsGameRowSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

export const opsVendorWindowSchema = z.object({ from: epochMs, until: epochMs });

export const opsVendorUpdateBodySchema = z
  .object({
    code: vendorCode,
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    /** A scheduled window; null removes it. Checked by the server: until after from, and not over. */
    window: opsVendorWindowSchema.nullable().optional(),
  })
  .refine((b) => b.enabled !== undefined || b.maintenance !== undefined || b.window !== undefined, {
    message: 'nothing to change',
  });

export const opsGameUpdateBodySchema = z
  .object({
    nodeId,
    enabled: z.boolean().optional(),
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
    maintenance: z.boolean().optional(),
  })
  .refine((b) => [b.enabled, b.isHot, b.isNew, b.maintenance].some((v) => v !== undefined), {
    message: 'nothing to change',
  });

/** Every game of the vendor, in the new order (the server refuses a list that is not exactly them). */
export const opsGameOrderBodySchema = z.object({
  vendorCode,
  nodeIds: z.array(nodeId).min(1).max(1000),
});

/** Every vendor of the category, in the new order. */
export const opsVendorOrderBodySchema = z.object({
  category,
  codes: z.array(vendorCode).min(1).max(200),
});

export const opsOrderValueSchema = z.object({ count: z.number().int() });

export const opsRtpQuerySchema = z.object({
  /** The period [from, to); both default to the last 30 days. */
  from: epochMsQuerySchema.optional(),
  to: epochMsQuerySchema.optional(),
});

export const opsRtpRowSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  kind: z.enum(['slot', 'table', 'fish']),
  /** The maths' exact return, 0–1; a table game's bets differ, so it is a range (min = max otherwise). */
  configuredRtp: z.object({ min: z.number(), max: z.number() }),
  stake: moneySchema,
  payout: moneySchema,
  rounds: z.number().int(),
  /** payout / stake over the period; null without stakes. */
  observedRtp: z.number().nullable(),
});
export type OpsRtpRow = z.infer<typeof opsRtpRowSchema>;

export const opsRtpValueSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  currency: z.string(),
  list: z.array(opsRtpRowSchema),
});
export type OpsRtpValue = z.infer<typeof opsRtpValueSchema>;
