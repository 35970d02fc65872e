import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../accounts/tables';
import { at, money } from '../../platform/db/columns';

/**
 * A player's provably fair seed pairs (docs/provably-fair.md). At most one `active` pair per member;
 * the server seed is never sent before the pair is rotated (`revealed`).
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round. */
    nonce: integer('nonce').notNull().default(0),
    status: text('status').$type<'active' | 'revealed'>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    index('fairness_seeds_member_idx').on(t.memberId, t.status),
    uniqueIndex('fairness_seeds_one_active')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** One played in-house round, written in the same transaction as its ledger transfers. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: text('game_id').notNull(),
    /** 'slot' | 'table' | 'fish'. */
    gameType: text('game_type').notNull(),
    gameVersion: text('game_version').notNull(),
    currency: text('currency').notNull(),
    bet: money('bet').notNull(),
    win: money('win').notNull(),
    /** The engine's input (coin value, stakes, targets), minor units. */
    betDetail: jsonb('bet_detail').$type<Record<string, unknown>>().notNull(),
    /** The engine's full result: everything needed to animate and replay the round. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairnessSeeds.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    betTransferId: bigint('bet_transfer_id', { mode: 'number' }),
    winTransferId: bigint('win_transfer_id', { mode: 'number' }),
    status: text('status').$type<'settled'>().notNull().default('settled'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rounds_member_key').on(t.memberId, t.idempotencyKey),
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
  ],
);
