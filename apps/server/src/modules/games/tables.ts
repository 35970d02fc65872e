import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/tables';
import { brands } from '../brand/tables';

/** Game vendors per category (wire §2.4 vendor cards). `code` is the wire's `vassalage`. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    category: text('category').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    nodeId: text('node_id').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 'VASSALAGE' opens a popup game list instead of a page; '' otherwise. */
    isGame: text('is_game').notNull().default(''),
    gameCode: text('game_code'),
    maintenance: boolean('maintenance').notNull().default(false),
    /** A scheduled maintenance window: in maintenance while from ≤ now < until (maintenance-window.ts). */
    maintenanceFrom: timestamp('maintenance_from', { withTimezone: true }),
    maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('vendors_brand_code').on(t.brandId, t.code)],
);

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The game catalogue (spec §3 game tile, wire §2.4 game list). `node_id` is the wire's id of a game;
 * `vendor_code` its `vassalage`. Names are per language (`{EN, MY, CN, …}`; a missing language falls
 * back to EN). Icons are not stored: the artwork routes draw them from code, name, vendor and category.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    nodeId: text('node_id').notNull(),
    gameCode: text('game_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** The category (gameType): RNG, LIVE, FISH… */
    gameType: text('game_type').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** The gameClassify key: slots, classic, megaways, baccarat, roulette, fishing, poker… */
    classification: text('classification').notNull(),
    /** Minimum bet in minor units (1/100 of the currency unit). */
    minBet: integer('min_bet').notNull(),
    minLineNum: integer('min_line_num').notNull().default(1),
    /** 0 = the game has a free trial (spec §2: the free-trial button shows only when supportPlay is 0). */
    supportPlay: integer('support_play').notNull().default(1),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    /** Suggested node ids while in maintenance; empty = computed (same vendor or classification). */
    alternatives: jsonb('alternatives').$type<string[]>().notNull().default([]),
    /** Jackpot-type tab of the slots page: JP, TG, AC, BG; null = none. */
    jackpotType: text('jackpot_type'),
    /** 'inhouse' | 'vendor-sim' | 'lottery' | 'vassalage-list' */
    launchKind: text('launch_kind').notNull(),
    /** Lottery play type (launch query `playType`). */
    playType: text('play_type'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_node_id_uq').on(t.nodeId),
    uniqueIndex('games_brand_vendor_code_uq').on(t.brandId, t.vendorCode, t.gameCode),
  ],
);

/**
 * Launch counts per game (popular games). Kept out of `games` so that a launch does not touch the
 * catalogue rows: the catalogue's version (max xmin of games and vendors) changes only on real edits.
 */
export const gamePlays = pgTable(
  'game_plays',
  {
    nodeId: text('node_id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [index('game_plays_brand_plays_idx').on(t.brandId, t.plays)],
);

/** A member's favourite games; (member, node) is unique, so adding twice is a no-op. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: text('node_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

/** Every launch (recent games, popularity). */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: text('node_id').notNull(),
    trial: boolean('trial').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('game_launches_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * One-time launch tokens of vendor games: the vendor (simulator) passes the token to the seamless
 * wallet's `authenticate`, which consumes it (single use, 5 minutes). Only the SHA-256 is stored.
 */
export const gameLaunchTokens = pgTable('game_launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  nodeId: text('node_id').notNull(),
  vendorCode: text('vendor_code').notNull(),
  gameCode: text('game_code').notNull(),
  /** Trial accounts play with their demo money; the vendor is told so. */
  trial: boolean('trial').notNull().default(false),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** PVP rooms (GLS2_roomList). */
export const pvpRooms = pgTable(
  'pvp_rooms',
  {
    id: serial('id').primaryKey(),
    roomId: text('room_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    minBet: integer('min_bet').notNull(),
    seats: integer('seats').notNull(),
    seated: integer('seated').notNull().default(0),
    /** 'open' | 'full' | 'closed' */
    status: text('status').notNull().default('open'),
  },
  (t) => [uniqueIndex('pvp_rooms_room_id_uq').on(t.roomId)],
);
