import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/tables';
import { at, money } from '../../platform/db/columns';

/**
 * A player's provably fair seed pairs (docs/provably-fair.md). Per member at most one `active` pair and
 * one `next` server seed, committed (its hash shown) before the player picks the client seed that the
 * next rotation pairs it with. The server seed is never sent before the pair is `revealed`; until then
 * it is sealed at rest (SecretBox, context `fairnessSeedContext`), afterwards it is kept in the clear.
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Sealed (`jsb1.…`) while active or next; plain hex once revealed (or on rows older than sealing). */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Null on the `next` row: the player chooses it when the seed is activated. */
    clientSeed: text('client_seed'),
    /** The nonce of the next round. */
    nonce: integer('nonce').notNull().default(0),
    status: text('status').$type<'active' | 'next' | 'revealed'>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    index('fairness_seeds_member_idx').on(t.memberId, t.status),
    uniqueIndex('fairness_seeds_one_active')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('fairness_seeds_one_next')
      .on(t.memberId)
      .where(sql`${t.status} = 'next'`),
  ],
);

/** One played in-house round, written in the same transaction as its ledger transfers. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The round's unguessable public id: what a verify link carries (the sequential id is not public). */
    verifyId: uuid('verify_id').notNull().defaultRandom(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: text('game_id').notNull(),
    /** 'slot' | 'table' | 'fish'. */
    gameType: text('game_type').notNull(),
    /** The maths the round was played with (`<gameId>@<digest>`); verification replays with that version. */
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
    uniqueIndex('game_rounds_verify_id').on(t.verifyId),
    // One round per (seed pair, nonce): a replayed nonce would reuse the same random numbers.
    uniqueIndex('game_rounds_seed_nonce').on(t.seedId, t.nonce),
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
  ],
);
