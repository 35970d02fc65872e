/**
 * Deposits, withdrawals and the payment password (member centre depositv2 and withdraw, spec §2, §4;
 * wire reference §2.1 security centre and §2.8). Amounts travel as in the wallet calls (wallet.ts): decimal
 * numbers with at most two decimals, or decimal strings in requests; the server turns them into integer
 * minor units at the edge. Times are epoch ms.
 */
import { epochMsQuerySchema, int4IdSchema, MAX_INT4 } from './bounds';
import { z } from 'zod';
import { idempotencyKeySchema, wireAmountSchema } from './wallet';

/** An amount in a request: a number or decimal string (`wallet.amount.invalid` when not one; wallet.ts). */
export const amountSchema = wireAmountSchema;

/** An amount in an answer: the wire's decimal number (`1234.5`), as in the wallet calls. */
export const moneySchema = z.number();

export { idempotencyKeySchema };

/** The payment (withdrawal) password: six digits (the seeded `paymentPassword` rule, pattern 6). */
export const paymentPasswordSchema = z.string().regex(/^\d{6}$/, 'six digits');

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Inclusive range of creation times (epoch ms). */
  startDate: epochMsQuerySchema.optional(),
  endDate: epochMsQuerySchema.optional(),
};

function page<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}

// ---------- Deposits ----------

export const DEPOSIT_METHOD_KINDS = ['manual_bank', 'gateway_sim'] as const;
export const DEPOSIT_STATUSES = [
  'pending',
  'awaiting_payment',
  'approved',
  'rejected',
  'cancelled',
  'credited',
  'failed',
] as const;
export type DepositStatusName = (typeof DEPOSIT_STATUSES)[number];

export const bankAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().optional(),
});

/** `MCSFE_getDepositSettings`. */
export const depositSettingsValueSchema = z.object({
  /** "Y" when the merchant has at least one enabled method for its currency. */
  allowDeposit: z.enum(['Y', 'N']),
  totalDepositSuccessCount: z.number().int(),
  depositInfo: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    minAmount: moneySchema.nullable(),
    maxAmount: moneySchema.nullable(),
  }),
  /** wire §1: shown when deposits are off. */
  data: z.object({ depositOffMessage: z.string() }).optional(),
});

export const depositMethodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEPOSIT_METHOD_KINDS),
  name: z.string(),
  currency: z.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  fixedAmounts: z.array(moneySchema),
  /** Manual bank transfer: where to send the money. */
  bankAccount: bankAccountSchema.nullable(),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;
export const depositMethodsValueSchema = z.array(depositMethodSchema);

export const fixedAmountsQuerySchema = z.object({ methodId: int4IdSchema });
export const fixedAmountsValueSchema = z.array(moneySchema);

/**
 * `MCSFE_manualTransferByRemark`: a multipart form (not JSON) with these text fields and one file
 * field `receipt` (PNG or JPEG, at most 5 MB, checked by its bytes).
 */
export const manualDepositFieldsSchema = z.object({
  methodId: int4IdSchema,
  amount: amountSchema,
  reference: z.string().trim().min(1).max(64),
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** `MCSFE_depositByLaunchUrl`. */
export const gatewayDepositBodySchema = z.object({
  methodId: int4IdSchema,
  amount: amountSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
  /** Where the gateway sends the browser back: a path of this site ("/wallet?x=1"); default `/?deposit=<id>`. */
  returnUrl: z
    .string()
    .max(512)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'a path of this site')
    .optional(),
});

export const depositSchema = z.object({
  id: z.number().int(),
  methodId: z.number().int(),
  kind: z.enum(DEPOSIT_METHOD_KINDS),
  methodName: z.string(),
  currency: z.string(),
  amount: moneySchema,
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  hasReceipt: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  creditedAt: z.number().int().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const gatewayDepositValueSchema = z.object({
  /** Open this URL (the gateway's payment page). */
  url: z.string(),
  depositId: z.number().int(),
  orderId: z.string(),
  deposit: depositSchema,
});

export const cancelDepositBodySchema = z.object({ depositId: z.coerce.number().int().positive() });

export const depositReportQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(DEPOSIT_STATUSES).optional(),
});
export const depositReportValueSchema = page(depositSchema);

// ---------- Payment password ----------

/** `PUT /wps/member/paymentPassword` (sealed): the first payment password. */
export const setPaymentPasswordBodySchema = z.object({
  paymentPassword: paymentPasswordSchema,
  confirmPaymentPassword: z.string().max(64),
});

/** `POST /wps/member/paymentPassword` (sealed): change it with the old one. */
export const changePaymentPasswordBodySchema = z.object({
  oldPaymentPassword: z.string().min(1).max(64),
  newPaymentPassword: paymentPasswordSchema,
  confirmNewPaymentPassword: z.string().max(64),
});

export const hasWithdrawalPasswordValueSchema = z.boolean();

// ---------- Withdrawals ----------

export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'paid',
  'partially_paid',
  'received',
  'not_received',
  'forced_received',
] as const;
export type WithdrawalStatusName = (typeof WITHDRAWAL_STATUSES)[number];

/** spec §4: what the payee is told about the payout. */
export const PAYMENT_STATES = ['none', 'full_payment_made', 'remaining_amount'] as const;

export const withdrawSettingsQuerySchema = z.object({
  groupId: z.coerce.number().int().min(-MAX_INT4).max(MAX_INT4).optional(),
});
/** `MCSFE_getWithdrawSettings?groupId=0`. */
export const withdrawSettingsValueSchema = z.object({
  currency: z.string(),
  minimumAmount: moneySchema,
  maximumAmount: moneySchema,
  dailyCount: z.number().int(),
  dailyAmount: moneySchema,
  usedCountToday: z.number().int(),
  usedAmountToday: moneySchema,
  feeFixed: moneySchema,
  /** Percent of the amount, e.g. 1.5. */
  feeRate: z.number(),
  autoReceiveMinutes: z.number().int(),
  hasWithdrawalPassword: z.boolean(),
});

export const withdrawChargesQuerySchema = z.object({ amount: amountSchema });
export const withdrawChargesValueSchema = z.object({
  amount: moneySchema,
  fee: moneySchema,
  receiveAmount: moneySchema,
});

export const PAYEE_TYPES = ['bank', 'ewallet'] as const;

/** `POST /wps/v2/transaction/withdraw` (sealed). */
export const withdrawBodySchema = z.object({
  check: z.literal('v2').optional(),
  amount: amountSchema,
  /** The account holder; defaults to the member's payee name. */
  payeeName: z.string().trim().min(1).max(64).optional(),
  payeeType: z.enum(PAYEE_TYPES).default('bank'),
  /** Bank or e-wallet name. */
  provider: z.string().trim().min(1).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{4,34}$/),
  branch: z.string().trim().max(64).optional(),
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: idempotencyKeySchema,
});

export const withdrawalSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  amount: moneySchema,
  fee: moneySchema,
  /** amount - fee: what the payee is paid in the end. */
  receiveAmount: moneySchema,
  payeeName: z.string(),
  payeeType: z.enum(PAYEE_TYPES),
  provider: z.string(),
  /** Masked: only the last four characters. */
  accountNumber: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  paidAmount: moneySchema,
  remainingAmount: moneySchema,
  returnedAmount: moneySchema,
  paymentState: z.enum(PAYMENT_STATES),
  /** The payee may confirm received / not received until then (epoch ms). */
  confirmDeadline: z.number().int().nullable(),
  canConfirm: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  confirmedAt: z.number().int().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawReportQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export const withdrawReportValueSchema = page(withdrawalSchema);

/**
 * `MCSFE_confirmWithdrawal`: JSON, or a multipart form with the same fields plus an optional file field
 * `proof` (PNG or JPEG, at most 5 MB) when reporting not received.
 */
export const confirmWithdrawalFieldsSchema = z.object({
  withdrawalId: z.coerce.number().int().positive(),
  result: z.enum(['received', 'not_received']),
  remark: z.string().trim().max(280).optional(),
});

// ---------- Operators ----------

const reason = z.string().trim().min(1).max(500);

export const opsListQuerySchema = z.object({
  pageNo: pageQuery.pageNo,
  pageSize: pageQuery.pageSize,
  merchant: z.string().max(32).optional(),
  username: z.string().max(64).optional(),
});

export const opsDepositSchema = depositSchema.extend({
  merchantCode: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  operatorName: z.string().nullable(),
  /** At or above the brand's four-eyes amount: credited only when a second operator approves too. */
  fourEyes: z.boolean(),
  /** The first of the two approvals (null: none yet, or not under four eyes). */
  firstApprovedById: z.number().int().nullable(),
  firstApprovedByName: z.string().nullable(),
});
export const opsDepositsQuerySchema = opsListQuerySchema.extend({
  status: z.enum(DEPOSIT_STATUSES).optional(),
});
export const opsDepositsValueSchema = page(opsDepositSchema);

/**
 * What the withdrawal queue flags for a closer look: an account younger than a week, an open bonus,
 * a payee name other than the registered one.
 */
export const WITHDRAWAL_RISK_FLAGS = ['new_account', 'open_bonus', 'payee_mismatch'] as const;
export type WithdrawalRiskFlag = (typeof WITHDRAWAL_RISK_FLAGS)[number];

export const opsWithdrawalSchema = withdrawalSchema.extend({
  merchantCode: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  /** Operators see the whole account number. */
  accountNumber: z.string(),
  branch: z.string().nullable(),
  payeeRemark: z.string().nullable(),
  proofCount: z.number().int(),
  /** Oldest first: `GET /ops/withdrawals/proof?id=&n=<index>` shows one. */
  proofs: z.array(z.object({ source: z.enum(['payee', 'operator']), createdAt: z.number().int() })),
  operatorName: z.string().nullable(),
  /** The operator who approved it (null: not approved, or by the command-line tool). */
  approvedById: z.number().int().nullable(),
  /** At or above the brand's four-eyes amount: approved by one operator, paid by another. */
  fourEyes: z.boolean(),
  riskFlags: z.array(z.enum(WITHDRAWAL_RISK_FLAGS)),
});
export const opsWithdrawalsQuerySchema = opsListQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export const opsWithdrawalsValueSchema = page(opsWithdrawalSchema);

export const opsDecisionBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  reason: reason.optional(),
});
export const opsRejectBodySchema = z.object({ id: z.coerce.number().int().positive(), reason });
export const opsPayBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  /** Default: everything still to pay. */
  amount: amountSchema.optional(),
  reason: reason.optional(),
});
/** A not-received dispute: `received` closes it without refund (forced received); `refund` returns the paid money. */
export const opsResolveBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  outcome: z.enum(['received', 'refund']),
  reason,
});

export const opsFreezeBodySchema = z.object({
  merchant: z.string().max(32).optional(),
  username: z.string().trim().min(1).max(64),
  reason,
});
export const opsFreezeValueSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(['active', 'frozen']),
});

export const okValueSchema = z.object({});
