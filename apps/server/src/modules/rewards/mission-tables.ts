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
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MissionKind, MissionPeriod } from '@jade/contract/missions';
import { members } from '../accounts/tables';
import { merchants } from '../brand/tables';
import { at, money } from '../../platform/db/columns';

/**
 * A brand's mission (decision R7): a goal over the brand's current day or week (Monday start) read
 * from the bet facts, credited deposits or logins, a reward paid as a bonus with its own wagering
 * multiple, and points toward the week's leaderboard.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    kind: text('kind').$type<MissionKind>().notNull(),
    /** validTurnover only: the game category counted (null: every category). */
    category: text('category'),
    /** Minor units for validTurnover and depositTotal, a count for betCount and loginDays. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    period: text('period').$type<MissionPeriod>().notNull(),
    rewardAmount: money('reward_amount').notNull(),
    multipleX100: integer('multiple_x100').notNull(),
    points: integer('points').notNull(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Title per language code (en, cn, my, …); `en` is required. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('missions_merchant_idx').on(t.merchantCode, t.sortOrder),
    check('missions_target', sql`${t.target} > 0`),
    check('missions_reward', sql`${t.rewardAmount} > 0`),
  ],
);

/**
 * A mission claimed: one row per mission, member and period (the unique index), inserted in the
 * transaction that grants the bonus, so a mission pays once. `board_week` is the brand week the
 * points count toward on the leaderboard.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    periodKey: text('period_key').notNull(),
    boardWeek: text('board_week').notNull(),
    points: integer('points').notNull(),
    amount: money('amount').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key').notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [
    uniqueIndex('mission_claims_once_uq').on(t.missionId, t.memberId, t.periodKey),
    index('mission_claims_board_idx').on(t.merchantCode, t.boardWeek),
    index('mission_claims_member_idx').on(t.memberId, t.claimedAt),
  ],
);
