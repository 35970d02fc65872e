import { z } from 'zod';
import { int4IdSchema } from './bounds';
import { noticeSchema } from './content';
import { NAV_CATEGORIES } from './game-constants';
import { balanceValueSchema, idempotencyKeySchema, wireAmountSchema } from './wallet';

/**
 * The agent centre's team pages (wire reference §2.7; docs/api.md "Agent team"): agent notices, the
 * register centre with affiliate links, and downline management (list, rebates, promotion, transfers
 * and collection). Every call acts on the caller's own downline only; a member outside it is refused
 * with `agent.member.not.downline`, whether or not that member exists. Money is in major units.
 */

/** The product types a rebate rate is set for: the navigation's game categories. */
export const REBATE_PRODUCT_TYPES = NAV_CATEGORIES;
export type RebateProductType = (typeof REBATE_PRODUCT_TYPES)[number];

/** Rebate rates are percentages with two decimals (0.01 % steps), from 0 to 100. */
export const rebateRateSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'at most two decimals' });

export const rebateSettingSchema = z.object({
  productType: z.enum(REBATE_PRODUCT_TYPES),
  rate: rebateRateSchema,
});
export type RebateSetting = z.infer<typeof rebateSettingSchema>;

/** One rate per product type at most; product types left out stay as they are (0 for a new account). */
const rebateListSchema = z
  .array(rebateSettingSchema)
  .max(REBATE_PRODUCT_TYPES.length)
  .refine((list) => new Set(list.map((r) => r.productType)).size === list.length, {
    message: 'each product type once',
  });

/** The caller's own rates: the most it may give a downline, per product type. */
export const globalRebateValueSchema = z.object({ list: z.array(rebateSettingSchema) });

/** A downline's rates, each with the caller's own rate as its cap. */
export const downlineRebatesQuerySchema = z.object({ memberId: int4IdSchema });
export const downlineRebatesValueSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  list: z.array(rebateSettingSchema.extend({ max: z.number() })),
});

export const updateDownlineRebatesBodySchema = z
  .object({ memberId: int4IdSchema, rebates: rebateListSchema })
  .strict();

// --------------------------------------------------------------------------------- notices

export const agentNoticesQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});
export const agentNoticesValueSchema = z.object({
  list: z.array(noticeSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

// ------------------------------------------------------------------------------- register centre

/** `0` a player account, `2` a sub-agent account (spec §4 account types). */
export const DOWNLINE_ACCOUNT_TYPES = [0, 2] as const;
export const downlineAccountTypeSchema = z.union([z.literal(0), z.literal(2)]);

export const checkUsernameQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });
export const checkUsernameValueSchema = z.object({ available: z.boolean() });

/**
 * `POST /wps/agent/downline` (sealed): the agent opens an account below itself. The username and
 * password follow the brand's register rules (wire §2.9); rates above the agent's own are refused.
 */
export const createDownlineBodySchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    confirmPassword: z.string().max(128).optional(),
    accountType: downlineAccountTypeSchema.default(0),
    nickname: z.string().trim().max(32).optional(),
    rebates: rebateListSchema.default([]),
  })
  .strict();
export const createDownlineValueSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  type: z.number().int(),
});

export const affiliateLinkSchema = z.object({
  id: z.number().int(),
  /** The code the link carries (`/register?affiliateCode=<code>`). */
  code: z.string(),
  accountType: z.number().int(),
  remark: z.string(),
  /** The link's path on the brand's site; the page adds its own origin. */
  path: z.string(),
  registered: z.number().int(),
  createdAt: z.number().int(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

/** An agent keeps at most this many links. */
export const MAX_AFFILIATE_LINKS = 20;

export const createAffiliateUrlBodySchema = z
  .object({
    accountType: downlineAccountTypeSchema.default(0),
    remark: z.string().trim().max(60).default(''),
  })
  .strict();
export const affiliateUrlsValueSchema = z.object({ list: z.array(affiliateLinkSchema) });
export const deleteAffiliateUrlBodySchema = z.object({ id: int4IdSchema }).strict();
export const deleteAffiliateUrlValueSchema = z.object({ deleted: z.boolean() });

export const registeredAffiliatesQuerySchema = z.object({
  /** One link's code; all of the caller's links when absent. */
  code: z.string().trim().max(32).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const registeredAffiliatesValueSchema = z.object({
  list: z.array(
    z.object({
      memberId: z.number().int(),
      username: z.string(),
      type: z.number().int(),
      code: z.string(),
      registeredAt: z.number().int(),
    }),
  ),
  total: z.number().int(),
  totalPages: z.number().int(),
  footer: z.object({ count: z.number().int() }),
});

// --------------------------------------------------------------------------- downline management

export const downlinesQuerySchema = z.object({
  /** `direct`: the members right below the caller; `team`: the whole tree below. */
  scope: z.enum(['direct', 'team']).default('direct'),
  /** Part of a username (case-insensitive). */
  username: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const downlineMemberSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** 1 for a direct member, 2 for a member of a direct member, and so on. */
  level: z.number().int(),
  /** The member's own upline (the caller for a direct member). */
  parentUsername: z.string(),
  status: z.enum(['active', 'frozen']),
  /** Main wallet balance. */
  balance: z.number(),
  lastLoginAt: z.number().int().nullable(),
  registeredAt: z.number().int(),
  /** How many members are directly below this one. */
  directCount: z.number().int(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;
export const downlinesValueSchema = z.object({
  list: z.array(downlineMemberSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Sums over the listed page. */
  footer: z.object({ balance: z.number() }),
});

export const promoteDownlineBodySchema = z.object({ memberId: int4IdSchema }).strict();
export const promoteDownlineValueSchema = z.object({ memberId: z.number().int(), type: z.number().int() });

/** At most this many members in one multiple transfer. */
export const MAX_MULTIPLE_TRANSFER = 20;

/**
 * `PUT /wps/agent/transferMultipleDownline` (sealed): the same amount to each member, all or none.
 * The payment password is checked (5 wrong tries per 15 minutes, shared with every payment check).
 */
export const transferMultipleBodySchema = z
  .object({
    memberIds: z
      .array(int4IdSchema)
      .min(1)
      .max(MAX_MULTIPLE_TRANSFER)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'each member once' }),
    amount: wireAmountSchema,
    password: z.string().min(1).max(128),
    idempotencyKey: idempotencyKeySchema,
    remark: z.string().trim().max(200).optional(),
  })
  .strict();
export const transferMultipleValueSchema = z.object({
  transfers: z.array(
    z.object({ memberId: z.number().int(), username: z.string(), transferId: z.number().int() }),
  ),
  /** The amount each member received. */
  amount: z.number(),
  total: z.number(),
  replayed: z.boolean(),
  balance: balanceValueSchema,
});

/** `POST /wps/relay/passwordCheck/MCSFE_collectFromDownline` (sealed): money back from a downline. */
export const collectBodySchema = z
  .object({
    memberId: int4IdSchema,
    amount: wireAmountSchema,
    password: z.string().min(1).max(128),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();
export const collectValueSchema = z.object({
  transferId: z.number().int(),
  replayed: z.boolean(),
  amount: z.number(),
  /** The member's main wallet after the collection. */
  memberBalance: z.number(),
  balance: balanceValueSchema,
});
