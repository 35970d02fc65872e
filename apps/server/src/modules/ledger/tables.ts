import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/tables';
import { merchants } from '../brand/tables';
import { at } from '../../platform/db/columns';

/**
 * One account of the double-entry ledger: a player's main wallet (per currency), a player's vendor
 * sub-wallet, or a house account of a merchant. `balance` is in minor units and is only ever changed
 * by the `ledger_post` function (migration 0003) together with the entries that explain it.
 * `account_key` names the account uniquely (see account-key.ts), so lookups and lazy creation are one
 * index probe.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    merchantCode: text('merchant_code').notNull(),
    currency: text('currency').notNull(),
    /** member | vendor-wallet | house */
    ownerKind: text('owner_kind').notNull(),
    memberId: integer('member_id').references(() => members.id),
    vendorCode: text('vendor_code'),
    /** deposits_in_transit, withdrawals_in_transit, game_revenue, bonuses, fees, external, demo_funds */
    houseKind: text('house_kind'),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Only house accounts that mirror money outside the players' wallets may go below zero. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_uq').on(t.accountKey),
    index('ledger_accounts_member_idx')
      .on(t.memberId)
      .where(sql`${t.memberId} is not null`),
    check('ledger_accounts_balance_guard', sql`${t.balance} >= 0 or ${t.allowNegative}`),
    check(
      'ledger_accounts_owner_shape',
      sql`(${t.ownerKind} in ('member', 'member-bonus') and ${t.memberId} is not null and ${t.vendorCode} is null and ${t.houseKind} is null)
        or (${t.ownerKind} = 'vendor-wallet' and ${t.memberId} is not null and ${t.vendorCode} is not null and ${t.houseKind} is null)
        or (${t.ownerKind} = 'house' and ${t.memberId} is null and ${t.vendorCode} is null and ${t.houseKind} is not null)`,
    ),
  ],
);

/**
 * One movement of money from `debit_account_id` to `credit_account_id`. Append-only (a trigger refuses
 * UPDATE, DELETE and TRUNCATE). The balances after the transfer are kept on the row so that an
 * idempotent replay answers exactly what the first request answered.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    /** member | operator | system | vendor */
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    metadata: jsonb('metadata'),
    /** SHA-256 of the request's identity (request-hash.ts): a replay with another payload is a conflict. */
    requestHash: text('request_hash').notNull(),
    /** Always 'posted': refused requests move nothing and leave no transfer. */
    status: text('status').notNull().default('posted'),
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'bigint' }).notNull(),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_uq').on(t.merchantCode, t.idempotencyKey),
    // Only the few rows that settle a withdrawal hold are indexed (the account record's status).
    index('ledger_transfers_settle_idx')
      .on(t.merchantCode, t.reference)
      .where(sql`${t.type} in ('withdrawal_paid', 'withdrawal_release')`),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/** Two entries per transfer: the debit (negative) and the credit (positive), each with the balance after. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id)],
);

/** Per-merchant wallet settings (operations.md "Wallet settings"); a missing row means the defaults. */
export const walletSettings = pgTable('wallet_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  /** GCS_merchantWallet isSingle: one wallet for every game (no vendor sub-wallet transfers). */
  singleWallet: boolean('single_wallet').notNull().default(false),
  /** Demo money credited to a new trial account, in minor units. */
  trialCredit: bigint('trial_credit', { mode: 'bigint' })
    .notNull()
    .default(sql`200000`),
  /** Largest single wallet transfer, in minor units. */
  maxTransfer: bigint('max_transfer', { mode: 'bigint' })
    .notNull()
    .default(sql`100000000000`),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
