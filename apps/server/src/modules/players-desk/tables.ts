import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns';

/** Operators' notes on a player (the players desk): append-only, shown newest first on the player's page. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('player_notes_member_idx').on(t.memberId, t.id)],
);
