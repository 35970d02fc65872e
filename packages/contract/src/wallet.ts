/**
 * Wallet (spec §2, §3, §7; wire reference §2.3, §2.7): balance, consolidated funds, merchant wallet,
 * vendor wallet transfers, agent transfers and the account record.
 *
 * Amounts on the wire are decimal numbers with at most two decimals (`1234.5`), as the wire reference
 * shows. Requests may also send them as strings (`"1234.50"`), which avoids any float rounding in the
 * client. The server converts them to integer minor units at the edge (`parseWireAmount`) and never
 * does float arithmetic.
 */
import { epochMsQuerySchema } from './bounds';
import { z } from 'zod';
import { TRANSACTION_TYPES } from './wallet-amounts';
export * from './wallet-amounts';

/** An amount in a request: number or decimal string; checked by the server (`wallet.amount.invalid`). */
export const wireAmountSchema = z.union([z.number(), z.string().max(40)]);

/**
 * The idempotency key of every money-moving call, in the body as `idempotencyKey`: a client-made
 * random id (a UUID is fine), reused when the same request is retried.
 */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9._:-]+$/);

// -------------------------------------------------------------------------------------- balances

export const balanceQuerySchema = z.object({
  /** 0: every wallet (the site always sends 0). */
  typeId: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const walletBalanceEntrySchema = z.object({
  accountTypeId: z.number().int(),
  /** Present for vendor sub-wallets. */
  vendorCode: z.string().optional(),
  availBalance: z.number(),
});

/** `GET /wps/v2/wallets/balance` (wire §2.3). */
export const balanceValueSchema = z.object({
  /** Main + every vendor sub-wallet. */
  sumBalance: z.number(),
  /** Same as sumBalance (the client reads both). */
  totalBalance: z.number(),
  balance: z.array(walletBalanceEntrySchema),
  currency: z.string(),
  currencySymbol: z.string(),
  /** F: symbol first, B: after the amount. */
  currencyPosition: z.enum(['F', 'B']),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

/** `GET /wps/member/info/funds/consolidated`: contract flags (wire §2.3); 0 = none, 1 = has one. */
export const CONSOLIDATED_FLAGS = [
  'dailysalreqtype',
  'divtypereq',
  'contracthoursalreq',
  'realtimesalreqtype',
  'contractmrdailysalinfotype',
  'contracthoursalinfo',
  'dailysalinfotype',
  'divtypeinfo',
] as const;
export const consolidatedValueSchema = z.object(
  Object.fromEntries(CONSOLIDATED_FLAGS.map((f) => [f, z.number().int()])) as Record<
    (typeof CONSOLIDATED_FLAGS)[number],
    z.ZodNumber
  >,
);
export type ConsolidatedValue = z.infer<typeof consolidatedValueSchema>;

/** `GET /wps/relay/GCS_merchantWallet`. */
export const merchantWalletValueSchema = z.object({
  /** True: one wallet for every game, no vendor sub-wallet transfers. */
  isSingle: z.boolean(),
});

// ------------------------------------------------------------------------------------ transfers

/** Balances after a money movement: every money-moving call returns them, so the site refreshes at once. */
export const movementValueSchema = z.object({
  /** The ledger transfer (or the last one of a wallet return); 0 when nothing moved. */
  transferId: z.number().int(),
  /** True when this idempotency key had already been used: nothing moved this time. */
  replayed: z.boolean(),
  amount: z.number(),
  /** The caller's balances now. */
  balance: balanceValueSchema,
});
export type MovementValue = z.infer<typeof movementValueSchema>;

/**
 * `POST /wps/relay/GCS_walletTransfer`: main wallet ↔ a vendor sub-wallet. `direction` `in` moves
 * money into the vendor wallet, `out` back to main. The wire's `transferIn`/`transferOut` fields
 * (vendor codes) are accepted too: `transferIn: "AUR"` = in, `transferOut: "AUR"` = out.
 */
export const walletTransferBodySchema = z
  .object({
    vendorCode: z.string().max(32).optional(),
    direction: z.enum(['in', 'out']).optional(),
    transferIn: z.string().max(32).optional(),
    transferOut: z.string().max(32).optional(),
    amount: wireAmountSchema,
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();

/** `GET /wps/relay/GCS_walletReturn`: every vendor balance back to main. */
export const walletReturnQuerySchema = z.object({ idempotencyKey: idempotencyKeySchema });
export const walletReturnValueSchema = movementValueSchema.extend({
  /** The vendor wallets emptied, with the amount each returned. */
  returned: z.array(z.object({ vendorCode: z.string(), amount: z.number() })),
});

/** `PUT /wps/agent/transferDownline` (sealed): an agent pays a member of their own downline. */
export const transferDownlineBodySchema = z
  .object({
    /** The receiving member's username (`account`), or their id. */
    username: z.string().trim().min(1).max(64).optional(),
    memberId: z.number().int().positive().optional(),
    amount: wireAmountSchema,
    /** The payment password when one is set, else the login password. */
    password: z.string().min(1).max(128),
    idempotencyKey: idempotencyKeySchema,
    remark: z.string().max(200).optional(),
  })
  .strict();

/** `POST /wps/member/transferUpline`: a member pays their direct upline agent. */
export const transferUplineBodySchema = z
  .object({
    amount: wireAmountSchema,
    idempotencyKey: idempotencyKeySchema,
    remark: z.string().max(200).optional(),
  })
  .strict();

// --------------------------------------------------------------------------------- account record

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** `GET /wps/relay/ODSFE2_MemTransDet` (MEMTRANS3): the caller's own movements, newest first. */
export const memTransQuerySchema = z.object({
  /** One type or several, comma separated (`deposit,withdrawal_hold`). */
  type: z
    .string()
    .max(400)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const t of list) {
        if (!(TRANSACTION_TYPES as readonly string[]).includes(t)) {
          ctx.addIssue({ code: 'custom', message: `unknown type ${t}` });
          return z.NEVER;
        }
      }
      return list as TransactionType[];
    }),
  /** Start and end of the range in ms (the site offers last/next 7 and 30 days); end is exclusive. */
  startDate: epochMsQuerySchema.optional(),
  endDate: epochMsQuerySchema.optional(),
  /** `main` (default) or a vendor code: whose wallet's movements. */
  wallet: z.string().max(32).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const TRANSACTION_STATUSES = ['success', 'pending', 'cancelled'] as const;

export const memTransItemSchema = z.object({
  /** The entry id (unique). */
  id: z.number().int(),
  transferId: z.number().int(),
  type: z.string(),
  /** Signed from the member's point of view: money in is positive. */
  amount: z.number(),
  balanceAfter: z.number(),
  /** ms */
  time: z.number().int(),
  /** A withdrawal hold is pending until paid (success) or released (cancelled). */
  status: z.enum(TRANSACTION_STATUSES),
  reference: z.string().nullable(),
  currency: z.string(),
});
export type MemTransItem = z.infer<typeof memTransItemSchema>;

export const memTransValueSchema = z.object({
  list: z.array(memTransItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type MemTransValue = z.infer<typeof memTransValueSchema>;
