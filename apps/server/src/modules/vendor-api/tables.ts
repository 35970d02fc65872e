import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/tables';
import { at, money } from '../../platform/db/columns';

/**
 * The shared secrets of the seamless-wallet API (docs/vendor-api.md). One vendor may hold several
 * enabled keys while it rotates; the secret is generated at seed time and never committed.
 */
export const vendorCredentials = pgTable(
  'vendor_credentials',
  {
    id: serial('id').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    keyId: text('key_id').notNull(),
    /** 32 random bytes in hex; HMAC-SHA256 key of the request signatures. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_credentials_key').on(t.vendorCode, t.keyId)],
);

/** A player's session at a vendor, opened by `authenticate` from a one-time launch token. */
export const vendorSessions = pgTable(
  'vendor_sessions',
  {
    id: text('id').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('vendor_sessions_member_idx').on(t.memberId)],
);

export type VendorTxKind = 'debit' | 'credit' | 'rollback';
/** `tombstone`: a debit id named by a rollback before the debit arrived; the late debit is refused. */
export type VendorTxStatus = 'ok' | 'rolled_back' | 'tombstone';

/**
 * Every accepted money call of a vendor, by the vendor's transaction id: the idempotency record. A
 * repeat with the same payload hash answers `result` (the first answer); another payload is a conflict.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    txId: text('tx_id').notNull(),
    kind: text('kind').$type<VendorTxKind>().notNull(),
    status: text('status').$type<VendorTxStatus>().notNull(),
    /** SHA-256 of the canonical payload; null for a tombstone. */
    requestHash: text('request_hash'),
    roundId: text('round_id'),
    memberId: integer('member_id').references(() => members.id),
    amount: money('amount')
      .notNull()
      .default(sql`0`),
    /** The debit a rollback reverses. */
    refTxId: text('ref_tx_id'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    /** The first answer, sent again to a repeat. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_transactions_tx').on(t.vendorCode, t.txId)],
);

export type VendorBetStatus = 'open' | 'settled' | 'rolled_back';

/** One vendor round of a player: the betting records and the winner board read these. */
export const vendorBets = pgTable(
  'vendor_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    /** Debits accepted and not rolled back, minor units. */
    bet: money('bet')
      .notNull()
      .default(sql`0`),
    win: money('win')
      .notNull()
      .default(sql`0`),
    status: text('status').$type<VendorBetStatus>().notNull(),
    /** The vendor's transaction ids of this round, in arrival order. */
    txIds: jsonb('tx_ids').$type<string[]>().notNull().default([]),
    /** What the vendor reported about the outcome (credit `detail`), for the round detail. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('vendor_bets_round').on(t.vendorCode, t.roundId),
    index('vendor_bets_member_idx').on(t.memberId, t.createdAt),
  ],
);
