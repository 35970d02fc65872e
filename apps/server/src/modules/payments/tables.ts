import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/tables';
import { merchants } from '../brand/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export type DepositMethodKind = 'manual_bank' | 'gateway_sim';

/** Bank details shown to a player who pays by manual transfer. */
export interface BankAccountDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch?: string;
}

/** How players of a merchant may pay in, per currency, with limits (minor units). */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    currency: text('currency').notNull(),
    kind: text('kind').$type<DepositMethodKind>().notNull(),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** Suggested amounts (minor units) the site offers as buttons (MCSFE_getFixedAmounts). */
    fixedAmounts: jsonb('fixed_amounts').$type<string[]>().notNull().default([]),
    bankAccount: jsonb('bank_account').$type<BankAccountDetails>(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('deposit_methods_merchant_idx').on(t.merchantCode, t.currency),
    check('deposit_methods_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

export type DepositStatus =
  'pending' | 'awaiting_payment' | 'approved' | 'rejected' | 'cancelled' | 'credited' | 'failed';

/** One deposit request. `credited` is set in the same transaction as the ledger credit. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => depositMethods.id),
    kind: text('kind').$type<DepositMethodKind>().notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<DepositStatus>().notNull(),
    /** The player's transfer reference (manual) or remark. */
    reference: text('reference'),
    /** The gateway's order id (gateway deposits); unique per gateway. */
    gatewayOrderId: text('gateway_order_id'),
    returnUrl: text('return_url'),
    idempotencyKey: text('idempotency_key').notNull(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    reason: text('reason'),
    /**
     * Four eyes (decision B3): at or above the brand's four-eyes amount the first approval only records
     * its operator; a second operator's approval credits.
     */
    firstApprovedById: integer('first_approved_by_id'),
    firstApprovedByName: text('first_approved_by_name'),
    firstApprovedAt: at('first_approved_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    creditedAt: at('credited_at'),
  },
  (t) => [
    uniqueIndex('deposits_idem_uq').on(t.memberId, t.idempotencyKey),
    uniqueIndex('deposits_gateway_order_uq')
      .on(t.gatewayOrderId)
      .where(sql`${t.gatewayOrderId} is not null`),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.status, t.createdAt),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The receipt image of a manual deposit: validated PNG/JPEG bytes, in the database so every instance sees it. */
export const depositReceipts = pgTable('deposit_receipts', {
  depositId: bigint('deposit_id', { mode: 'number' })
    .primaryKey()
    .references(() => deposits.id),
  contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: at('created_at').notNull(),
});

export type WithdrawalStatus =
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'paid'
  | 'partially_paid'
  | 'received'
  | 'not_received'
  | 'forced_received';

export interface PayeeDetails {
  /** bank or ewallet */
  type: 'bank' | 'ewallet';
  provider: string;
  accountNumber: string;
  branch?: string | undefined;
}

/**
 * One withdrawal. `amount` is held (member → withdrawals_in_transit) from the request on; `fee` is kept
 * by the house when the payout completes; the payee gets `amount - fee`, possibly in parts
 * (`paid_amount`, `remaining_amount`).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    payeeName: text('payee_name').notNull(),
    payee: jsonb('payee').$type<PayeeDetails>().notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    paidAmount: money('paid_amount')
      .notNull()
      .default(sql`0`),
    remainingAmount: money('remaining_amount').notNull(),
    /** Released back to the member (rejection, or the unpaid rest once the payee accepts a part). */
    returnedAmount: money('returned_amount')
      .notNull()
      .default(sql`0`),
    confirmDeadline: at('confirm_deadline'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The operator who approved it (null: not approved, or by the command-line tool). */
    approvedById: integer('approved_by_id'),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    reason: text('reason'),
    /** The payee's words when reporting not received. */
    payeeRemark: text('payee_remark'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    approvedAt: at('approved_at'),
    paidAt: at('paid_at'),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_idem_uq').on(t.memberId, t.idempotencyKey),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    check('withdrawals_remaining', sql`${t.remainingAmount} >= 0 and ${t.paidAmount} >= 0`),
  ],
);

/**
 * Proof images of a withdrawal: the payee's when reporting a payment not received, an operator's (the
 * payout slip) when paying.
 */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
    /** The payee's (a not-received report) or an operator's (the payout slip). */
    source: text('source').$type<'payee' | 'operator'>().notNull().default('payee'),
    operatorId: integer('operator_id'),
  },
  (t) => [index('withdrawal_proofs_withdrawal_idx').on(t.withdrawalId)],
);

/** Withdrawal limits and confirmation window per merchant and currency (minor units). */
export const withdrawSettings = pgTable(
  'withdraw_settings',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    currency: text('currency').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    dailyCount: integer('daily_count').notNull().default(5),
    dailyAmount: money('daily_amount').notNull(),
    feeFixed: money('fee_fixed')
      .notNull()
      .default(sql`0`),
    /** Fee in basis points of the amount (100 = 1%). */
    feeBps: integer('fee_bps').notNull().default(0),
    /** Minutes the payee has to confirm; null = WITHDRAW_AUTO_RECEIVE_MINUTES. */
    autoReceiveMinutes: integer('auto_receive_minutes'),
    /**
     * Four eyes from this amount on (null: never): such a withdrawal is paid only after an approval,
     * and never by the operator who approved it.
     */
    fourEyesAmount: money('four_eyes_amount'),
  },
  (t) => [uniqueIndex('withdraw_settings_pk').on(t.merchantCode, t.currency)],
);

/** Orders of the built-in gateway simulator: the "gateway side" state, kept apart from deposits. */
export const gatewaySimOrders = pgTable('gateway_sim_orders', {
  orderId: text('order_id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  merchantOrderId: text('merchant_order_id').notNull(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url').notNull(),
  /** created, paid, cancelled */
  status: text('status').$type<'created' | 'paid' | 'cancelled'>().notNull(),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
  /** When the merchant acknowledged the notification. */
  notifiedAt: at('notified_at'),
});

/** Secrets the server generates on first start when the environment gives none (GATEWAY_SIM_SECRET). */
export const paymentSecrets = pgTable('payment_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
