import { z } from 'zod';
import { int4IdSchema } from './bounds';
import { DEPOSIT_METHOD_KINDS } from './payments';
import { wireAmountSchema } from './wallet';

/**
 * Payment methods and limits in the back office (issue 16 item 8, decision M-ops-1). Amounts are wire
 * numbers (the currency's major unit with two decimals); the server keeps minor units. Nothing secret
 * is ever sent: a gateway's signing secret shows only whether it is set and where it comes from.
 */

/** One deposit method of a region, as the console edits it. */
export const opsDepositMethodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEPOSIT_METHOD_KINDS),
  name: z.string(),
  currency: z.string(),
  enabled: z.boolean(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Suggested amounts the player site offers as buttons. */
  fixedAmounts: z.array(z.number()),
  sortOrder: z.number().int(),
  /** Manual bank transfer: the account players pay into (shown to them, so not secret). */
  bankAccount: z
    .object({
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      branch: z.string().optional(),
    })
    .nullable(),
});
export type OpsDepositMethod = z.infer<typeof opsDepositMethodSchema>;

/** A region's withdrawal limits (the brand's; a VIP level may raise the daily ones, decision R5). */
export const opsWithdrawLimitsSchema = z.object({
  currency: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyCount: z.number().int(),
  dailyAmount: z.number(),
  feeFixed: z.number(),
  /** Percent of the amount, up to two decimals (1.5 = 1.5 %). */
  feeRate: z.number(),
  /** The payee's confirmation window; null: the server's default (`defaultAutoReceiveMinutes`). */
  autoReceiveMinutes: z.number().int().nullable(),
  defaultAutoReceiveMinutes: z.number().int(),
  /** Four eyes from this amount on; null: off (decision B3). */
  fourEyesAmount: z.number().nullable(),
  /** False while the region has no row of its own and the built-in defaults apply. */
  saved: z.boolean(),
});
export type OpsWithdrawLimits = z.infer<typeof opsWithdrawLimitsSchema>;

export const GATEWAY_SECRET_SOURCES = ['environment', 'database', 'none'] as const;

export const opsPaymentSettingsQuerySchema = z.object({
  /** The region's merchant code; default: the brand's default region. */
  region: z.string().min(1).max(32).optional(),
});

export const opsPaymentSettingsValueSchema = z.object({
  regions: z.array(z.object({ code: z.string(), name: z.string(), currency: z.string() })),
  region: z.string(),
  currency: z.string(),
  methods: z.array(opsDepositMethodSchema),
  withdraw: opsWithdrawLimitsSchema,
  /**
   * The gateway's notification signing secret (one for every gateway method): set or not, and from
   * where. It is changed by the environment (GATEWAY_SIM_SECRET), never through the console.
   */
  gatewaySecret: z.object({ set: z.boolean(), source: z.enum(GATEWAY_SECRET_SOURCES) }),
});
export type OpsPaymentSettings = z.infer<typeof opsPaymentSettingsValueSchema>;

const nameSchema = z.string().trim().min(1).max(64);

/** Replaces one method's editable fields (its kind and currency never change). */
export const opsUpdateDepositMethodBodySchema = z.object({
  id: int4IdSchema,
  name: nameSchema,
  enabled: z.boolean(),
  minAmount: wireAmountSchema,
  maxAmount: wireAmountSchema,
  fixedAmounts: z.array(wireAmountSchema).max(8),
  sortOrder: z.coerce.number().int().min(0).max(9_999),
  /** Manual bank transfer only (required there, refused for a gateway). */
  bankAccount: z
    .object({
      bankName: nameSchema,
      accountName: nameSchema,
      accountNumber: z
        .string()
        .trim()
        .min(4)
        .max(34)
        .regex(/^[A-Za-z0-9 -]+$/),
      branch: z.string().trim().max(64).optional(),
    })
    .nullable()
    .optional(),
});
export type OpsUpdateDepositMethodBody = z.input<typeof opsUpdateDepositMethodBodySchema>;

/** A region's withdrawal limits, all fields (the console sends the whole form). */
export const opsSetWithdrawLimitsBodySchema = z.object({
  region: z.string().min(1).max(32),
  minAmount: wireAmountSchema,
  maxAmount: wireAmountSchema,
  dailyCount: z.coerce.number().int().min(1).max(100),
  dailyAmount: wireAmountSchema,
  feeFixed: wireAmountSchema,
  feeRate: z.coerce.number().min(0).max(50),
  autoReceiveMinutes: z.coerce.number().int().min(5).max(10_080).nullable(),
  fourEyesAmount: wireAmountSchema.nullable(),
});
export type OpsSetWithdrawLimitsBody = z.input<typeof opsSetWithdrawLimitsBodySchema>;
