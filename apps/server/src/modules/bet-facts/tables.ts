import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money } from '../../platform/db/columns';
import type { BetFactSource } from './types';

/** A 64-bit transaction id (`xid8`), read as text: the order in which writers' transactions began. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
/** One bit per day of a year (bit 0 = 1 January; 366 for leap years). */
const yearBits = customType<{ data: string; driverData: string }>({ dataType: () => 'bit(366)' });
/** A local wall-clock time (no zone): the start of a brand hour in the merchant's time zone. */
const localHour = (name: string) => timestamp(name, { mode: 'string' });

/**
 * The journal of settled bets (docs/architecture.md "Bet facts (value engine)"). Revision 0 is a bet's
 * first settlement with its full figures; a re-settlement or rollback appends revision 1, 2… holding
 * only the difference, so every sum over the rows is right and nothing counts twice. Written in the
 * same transaction as the bet's money; never updated or deleted.
 */
export const betFacts = pgTable(
  'bet_facts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The writer's top-level transaction: consumers read only ended transactions, in this order. */
    txId: xid8('tx_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    source: text('source').$type<BetFactSource>().notNull(),
    sourceId: text('source_id').notNull(),
    revision: integer('revision').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    turnover: money('turnover').notNull(),
    validBet: money('valid_bet').notNull(),
    payout: money('payout').notNull(),
    /** payout − turnover, the member's view. */
    winLoss: money('win_loss').notNull(),
    /** +1 a new bet, −1 a voided one, 0 a correction. */
    betCount: smallint('bet_count').notNull(),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at').notNull(),
    brandDay: date('brand_day', { mode: 'string' }).notNull(),
    brandHour: localHour('brand_hour').notNull(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bet_facts_source_uq').on(t.source, t.sourceId, t.revision),
    index('bet_facts_tx_idx').on(t.txId, t.id),
    index('bet_facts_member_idx').on(t.memberId, t.settledAt),
    // A game's figures over a period (the back office's in-house RTP).
    index('bet_facts_game_idx').on(t.vendorCode, t.gameCode, t.settledAt),
  ],
);

/**
 * Daily roll-ups per owner and band: band 0 holds the owner's own bets, band 1 those of the owner's
 * direct members, band 2 those of everyone deeper. Every member owns band-0 rows; agents also own
 * band 1 and 2. A team is bands 0–2, the direct members band 1, the agent alone band 0.
 */
export const betRollupsDay = pgTable(
  'bet_rollups_day',
  {
    ownerId: integer('owner_id').notNull(),
    band: smallint('band').notNull(),
    brandDay: date('brand_day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    merchantCode: text('merchant_code').notNull(),
    turnover: money('turnover').notNull(),
    validBet: money('valid_bet').notNull(),
    payout: money('payout').notNull(),
    betCount: integer('bet_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.band, t.brandDay, t.category, t.vendorCode] })],
);

/**
 * The day roll-ups summed per month (`brand_month`: the date of the 1st), written with them: a range's
 * whole months are read from here, its leftover days from the day table (month-split.ts), so a
 * year is twelve rows per key instead of 365.
 */
export const betRollupsMonth = pgTable(
  'bet_rollups_month',
  {
    ownerId: integer('owner_id').notNull(),
    band: smallint('band').notNull(),
    brandMonth: date('brand_month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    merchantCode: text('merchant_code').notNull(),
    turnover: money('turnover').notNull(),
    validBet: money('valid_bet').notNull(),
    payout: money('payout').notNull(),
    betCount: integer('bet_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.band, t.brandMonth, t.category, t.vendorCode] })],
);

/** Hourly roll-ups (local brand hours), same bands, per category (hourly wages). */
export const betRollupsHour = pgTable(
  'bet_rollups_hour',
  {
    ownerId: integer('owner_id').notNull(),
    band: smallint('band').notNull(),
    brandHour: localHour('brand_hour').notNull(),
    category: text('category').notNull(),
    merchantCode: text('merchant_code').notNull(),
    turnover: money('turnover').notNull(),
    validBet: money('valid_bet').notNull(),
    payout: money('payout').notNull(),
    betCount: integer('bet_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.band, t.brandHour, t.category] })],
);

/** Distinct bettors per owner, band and brand day (a member counts once a day whatever they played). */
export const betRollupsBettors = pgTable(
  'bet_rollups_bettors',
  {
    ownerId: integer('owner_id').notNull(),
    band: smallint('band').notNull(),
    brandDay: date('brand_day', { mode: 'string' }).notNull(),
    bettors: integer('bettors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.band, t.brandDay] })],
);

/**
 * Which brand days each member bet on (own net bet count above zero), one bit per day of the year:
 * "distinct bettors over a range" is one small probe per team member, whatever the range's length.
 */
export const betMemberActivity = pgTable(
  'bet_member_activity',
  {
    memberId: integer('member_id').notNull(),
    year: smallint('year').notNull(),
    days: yearBits('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.year] })],
);

/**
 * Each consumer's position in the journal: (transaction id, fact id) of the last entry it acted on.
 * Moved only in the transaction that acts on the entries, under this row's lock.
 */
export const betFactCursors = pgTable('bet_fact_cursors', {
  consumer: text('consumer').primaryKey(),
  txId: xid8('tx_id')
    .notNull()
    .default(sql`'0'::xid8`),
  factId: bigint('fact_id', { mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
