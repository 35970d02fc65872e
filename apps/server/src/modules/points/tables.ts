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
import type { PointAddress, PointItemKind, PointRedemptionStatus } from '@jade/contract/points';
import { members } from '../accounts/tables';
import { merchants } from '../brand/tables';
import { at, money } from '../../platform/db/columns';

/**
 * A brand's point rules (decision R8). The points themselves live in the ledger (currency PTS, one
 * member account each, the house's `points_issued` on the other side), so no balance is kept here.
 */
export const pointSettings = pgTable(
  'point_settings',
  {
    merchantCode: text('merchant_code')
      .primaryKey()
      .references(() => merchants.code),
    enabled: boolean('enabled').notNull(),
    /** Valid bet (minor units) that earns one point, by product type (absent: earns none). */
    earnPerPoint: jsonb('earn_per_point').$type<Record<string, string>>().notNull(),
    /** Cash (minor units) one point converts to. */
    pointValue: money('point_value').notNull(),
    minConvert: integer('min_convert').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('point_settings_positive', sql`${t.pointValue} >= 0 and ${t.minConvert} >= 1`)],
);

/**
 * What a member's valid bet has not yet turned into whole points, per product type: carried to the
 * next batch so that no fraction of a point is ever lost to rounding.
 */
export const pointEarnCarry = pgTable(
  'point_earn_carry',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productType: text('product_type').notNull(),
    validBet: money('valid_bet').notNull(),
  },
  (t) => [uniqueIndex('point_earn_carry_pk').on(t.memberId, t.productType)],
);

/** The point mall's items; `available` can never go below zero (a check, and a guarded update). */
export const pointItems = pgTable(
  'point_items',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    kind: text('kind').$type<PointItemKind>().notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    imageUrl: text('image_url'),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Cash items: what is credited (minor units). */
    amount: money('amount'),
    /** The stock put up, and what is left of it (null: no limit). */
    quantity: integer('quantity'),
    available: integer('available'),
    perMemberLimit: integer('per_member_limit'),
    active: boolean('active').notNull(),
    sort: integer('sort').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('point_items_merchant_idx').on(t.merchantCode, t.sort),
    check('point_items_points_positive', sql`${t.points} > 0`),
    check('point_items_available', sql`${t.available} is null or ${t.available} >= 0`),
    check(
      'point_items_cash_amount',
      sql`(${t.kind} = 'cash' and ${t.amount} > 0) or (${t.kind} = 'goods' and ${t.amount} is null)`,
    ),
  ],
);

/** A member's redemption: the points it took, the cash it paid (cash items), where goods go. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    itemId: integer('item_id')
      .notNull()
      .references(() => pointItems.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<PointItemKind>().notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    amount: money('amount'),
    status: text('status').$type<PointRedemptionStatus>().notNull(),
    address: jsonb('address').$type<PointAddress>(),
    idempotencyKey: text('idempotency_key').notNull(),
    operatorId: integer('operator_id'),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('point_redemptions_idem_uq').on(t.memberId, t.idempotencyKey),
    index('point_redemptions_member_idx').on(t.memberId, t.createdAt),
    index('point_redemptions_item_member_idx').on(t.itemId, t.memberId),
    index('point_redemptions_status_idx').on(t.merchantCode, t.status, t.createdAt),
  ],
);
