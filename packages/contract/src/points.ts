// Points and the point mall (spec §2 /pointMall; wire reference §2.6, module PTSYS3; decision R8).
// Points are a ledger currency (`PTS`, whole points): members earn them from valid bets (the bet
// facts), spend them on the mall's items, or convert them to cash at the brand's rate. They never expire.
import { z } from 'zod';
import { idempotencyKeySchema, wireAmountSchema } from './wallet';

/** The ledger currency of points. */
export const POINTS_CURRENCY = 'PTS';

/** cash: credited to the main wallet on redemption; goods: sent to the address the player gives. */
export const POINT_ITEM_KINDS = ['cash', 'goods'] as const;
export type PointItemKind = (typeof POINT_ITEM_KINDS)[number];

/** credited: a cash item paid; pending: goods waiting to ship; shipped; cancelled: points returned. */
export const POINT_REDEMPTION_STATUSES = ['credited', 'pending', 'shipped', 'cancelled'] as const;
export type PointRedemptionStatus = (typeof POINT_REDEMPTION_STATUSES)[number];

/** What moved a member's points (the points details page). */
export const POINT_ENTRY_KINDS = ['earn', 'redeem', 'convert', 'refund', 'adjust'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });

export const pointsPageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

// ------------------------------------------------------------------------------------------- player

/** `MCSFE_getPointBalance`. */
export const pointBalanceValueSchema = z.object({ balance: z.number().int() });

/** One row of the exchange-rate table: what a number of points converts to. */
export const pointRateRowSchema = z.object({ points: z.number().int(), amount: z.number() });

/** `MCSFE_getPointConfig`: how points are earned and what they convert to. */
export const pointConfigValueSchema = z.object({
  enabled: z.boolean(),
  currency: z.string(),
  /** Valid bet (major units) that earns one point, by product type (missing: earns none). */
  earnPerPoint: z.record(z.string(), z.number()),
  /** Cash (major units) that one point converts to. */
  pointValue: z.number(),
  /** The fewest points a conversion takes. */
  minConvert: z.number().int(),
  rateTable: z.array(pointRateRowSchema),
});

export const pointItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Points it costs. */
  points: z.number().int(),
  /** Cash items: what is credited (major units); null for goods. */
  amount: z.number().nullable(),
  /** null: no limit. */
  quantity: z.number().int().nullable(),
  availableQuantity: z.number().int().nullable(),
  /** How many one member may redeem (null: no limit), and how many the caller has. */
  perMemberLimit: z.number().int().nullable(),
  redeemedByMe: z.number().int(),
});
export type PointItem = z.infer<typeof pointItemSchema>;

/** `MCSFE_getPointReward`: the mall. */
export const pointItemsValueSchema = z.object({ list: z.array(pointItemSchema) });

export const pointAddressSchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z.string().trim().min(5).max(20),
  address: z.string().trim().min(5).max(200),
});
export type PointAddress = z.infer<typeof pointAddressSchema>;

/** `passwordCheck/MCSFE_redeemPointReward` (sealed). */
export const pointRedeemBodySchema = z.object({
  itemId: z.coerce.number().int().positive(),
  /** The payment password (six digits), or the login password where none is set. */
  password: z.string().min(1).max(64),
  /** Goods only: where to send it. */
  address: pointAddressSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
});

export const pointRedemptionSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  kind: z.enum(POINT_ITEM_KINDS),
  points: z.number().int(),
  amount: z.number().nullable(),
  status: z.enum(POINT_REDEMPTION_STATUSES),
  address: pointAddressSchema.nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type PointRedemption = z.infer<typeof pointRedemptionSchema>;

export const pointRedeemValueSchema = pointRedemptionSchema.extend({ balance: z.number().int() });

/** `MCSFE_getRedeemPointList`. */
export const pointRedemptionsValueSchema = pageOf(pointRedemptionSchema);

/** `passwordCheck/MCSFE_convertPoint` (sealed). */
export const pointConvertBodySchema = z.object({
  points: z.coerce.number().int().positive().max(1_000_000_000),
  password: z.string().min(1).max(64),
  idempotencyKey: idempotencyKeySchema,
});
export const pointConvertValueSchema = z.object({
  points: z.number().int(),
  amount: z.number(),
  balance: z.number().int(),
});

export const pointEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** Signed: earned and returned points are positive. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.number(),
});

/** `GET /wps/points/details`: the caller's points details, newest first. */
export const pointEntriesValueSchema = pageOf(pointEntrySchema);

// ----------------------------------------------------------------------------------------- operator

export const opsPointSettingsQuerySchema = z.object({ merchantCode: z.string().min(1).max(32) });

export const opsPointSettingsSchema = z.object({
  merchantCode: z.string().min(1).max(32),
  enabled: z.boolean(),
  /** Valid bet (wire decimals) that earns one point, by product type; absent: earns none. */
  earnPerPoint: z.record(z.string(), wireAmountSchema),
  /** Cash one point converts to (wire decimal). */
  pointValue: wireAmountSchema,
  minConvert: z.coerce.number().int().min(1).max(1_000_000_000),
});

export const opsPointItemBodySchema = z.object({
  merchantCode: z.string().min(1).max(32),
  /** Absent: a new item. */
  id: z.number().int().positive().optional(),
  kind: z.enum(POINT_ITEM_KINDS),
  /** Per language; English required. */
  name: z.record(z.string(), z.string().trim().max(60)),
  description: z.record(z.string(), z.string().trim().max(400)).default({}),
  imageUrl: z.string().trim().max(300).nullable().default(null),
  points: z.coerce.number().int().min(1).max(1_000_000_000),
  amount: wireAmountSchema.nullable().default(null),
  quantity: z.coerce.number().int().min(0).max(1_000_000).nullable().default(null),
  perMemberLimit: z.coerce.number().int().min(1).max(1_000).nullable().default(null),
  active: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const opsPointItemSchema = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  kind: z.enum(POINT_ITEM_KINDS),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  points: z.number().int(),
  amount: z.number().nullable(),
  quantity: z.number().int().nullable(),
  availableQuantity: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
});
export const opsPointItemsValueSchema = z.object({ list: z.array(opsPointItemSchema) });

export const opsPointRedemptionsQuerySchema = pointsPageQuerySchema.extend({
  merchantCode: z.string().min(1).max(32),
  status: z.enum(POINT_REDEMPTION_STATUSES).optional(),
});
export const opsPointRedemptionSchema = pointRedemptionSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
});
export const opsPointRedemptionsValueSchema = pageOf(opsPointRedemptionSchema);

/** Ship a goods redemption, or cancel it (its points go back to the member). */
export const opsPointRedemptionDecisionSchema = z.object({
  id: z.number().int().positive(),
  action: z.enum(['ship', 'cancel']),
  reason: z.string().trim().min(1).max(200),
});
