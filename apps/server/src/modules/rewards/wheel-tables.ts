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
import type { WheelPrizeKind } from '@jade/contract/prize-wheel';
import { members } from '../accounts/tables';
import { merchants } from '../brand/tables';
import { at, money } from '../../platform/db/columns';

/** A segment as stored: its prize in minor units (a string: jsonb has no bigint) and its weight. */
export interface StoredSegment {
  kind: WheelPrizeKind;
  amount: string;
  weight: number;
}

/** A brand's prize wheel (decision R9). */
export const wheelSettings = pgTable('wheel_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  enabled: boolean('enabled').notNull(),
  /** Credited deposits in one brand day that earn that day's ticket (0: none). */
  ticketDeposit: money('ticket_deposit').notNull(),
  ticketDays: integer('ticket_days').notNull(),
  segments: jsonb('segments').$type<StoredSegment[]>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A ticket spins the wheel once. `source_key` names what earned it (`wheel:deposit:<day>:<member>`,
 * `wheel:issue:<key>:<n>`), so each is issued once.
 */
export const wheelTickets = pgTable(
  'wheel_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    source: text('source').$type<'deposit' | 'operator'>().notNull(),
    sourceKey: text('source_key').notNull(),
    status: text('status').$type<'unused' | 'used'>().notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('wheel_tickets_source_uq').on(t.sourceKey),
    index('wheel_tickets_member_idx').on(t.memberId, t.status, t.expiresAt),
  ],
);

/** A spin: the ticket it used (once), the segment drawn and the prize paid. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull(),
    segment: integer('segment').notNull(),
    kind: text('kind').$type<WheelPrizeKind>().notNull(),
    amount: money('amount').notNull(),
    /** The ledger transfer of a cash prize, the bonus of a bonus prize. */
    transferId: bigint('transfer_id', { mode: 'number' }),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('wheel_spins_ticket_uq').on(t.ticketId),
    uniqueIndex('wheel_spins_key_uq').on(t.memberId, t.idempotencyKey),
    index('wheel_spins_member_idx').on(t.memberId, t.id),
    check('wheel_spins_amount', sql`${t.amount} >= 0`),
  ],
);
