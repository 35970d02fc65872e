import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../accounts/tables';
import { at, money } from '../../platform/db/columns';

/**
 * One draw of a lottery game (a catalogue game code, shared by every brand like a real draw feed).
 * The server seed is made and its hash committed when the draw is created, before any bet; the digits
 * follow from the seed (engine.ts) and are written when the draw job settles the draw.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    /** The schedule slot: floor(drawAt / interval) − 1, unique per game. */
    slot: bigint('slot', { mode: 'number' }).notNull(),
    drawNo: text('draw_no').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    status: text('status').$type<'open' | 'drawn'>().notNull().default('open'),
    /**
     * Sealed (platform/crypto/secret-box.ts, context `lottery_draws:<game>:<draw no>`) while the draw is
     * open; the seed in the clear once drawn. Rows from before sealing hold the clear seed throughout.
     */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    digits: jsonb('digits').$type<number[]>(),
    drawnAt: at('drawn_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_slot_uq').on(t.gameCode, t.slot),
    index('lottery_draws_due_idx')
      .on(t.drawAt)
      .where(sql`${t.status} = 'open'`),
    index('lottery_draws_game_idx').on(t.gameCode, t.drawAt),
  ],
);

/** One bet line. Debited at bet time (`bet_transfer_id`, shared by the lines of one order). */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    gameCode: text('game_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** LOTT or ELOTT: the betting record's category. */
    gameType: text('game_type').notNull(),
    playType: text('play_type').notNull(),
    selection: text('selection').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** Odds in hundredths at bet time. */
    oddsX100: integer('odds_x100').notNull(),
    /** The draw's committed seed hash when the bet was placed: what the player can check the draw by. */
    serverSeedHash: text('server_seed_hash').notNull(),
    payout: money('payout')
      .notNull()
      .default(sql`0`),
    status: text('status').$type<'pending' | 'won' | 'lost'>().notNull().default('pending'),
    /** The client's key of the order; the lines of one order share it (line = position in the order). */
    idempotencyKey: text('idempotency_key').notNull(),
    line: integer('line').notNull(),
    betTransferId: bigint('bet_transfer_id', { mode: 'number' }).notNull(),
    winTransferId: bigint('win_transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_bets_member_key_line').on(t.memberId, t.idempotencyKey, t.line),
    index('lottery_bets_member_idx').on(t.memberId, t.createdAt),
    index('lottery_bets_draw_idx').on(t.drawId, t.status),
  ],
);
