import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatSender } from '@jade/contract/chat';
import { at } from '../../platform/db/columns';
import { members } from '../accounts/tables';
import { brands } from '../brand/tables';

/**
 * One conversation per player (a member belongs to one merchant, so to one brand). The read markers
 * are message ids: the player's (`playerReadUpTo`) and the desk's (`operatorReadUpTo`, shared by every
 * operator: support works one queue). The unread counts are kept with them, so that the desk's list
 * needs no count over the messages.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: at('created_at').notNull(),
    /** The newest message (null before the first one); the desk's list is ordered by it. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: at('last_message_at'),
    playerReadUpTo: bigint('player_read_up_to', { mode: 'number' }).notNull().default(0),
    operatorReadUpTo: bigint('operator_read_up_to', { mode: 'number' }).notNull().default(0),
    /** Operator and system messages after the player's marker. */
    playerUnread: integer('player_unread').notNull().default(0),
    /** Player messages after the desk's marker. */
    operatorUnread: integer('operator_unread').notNull().default(0),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_uq').on(t.memberId),
    index('chat_conversations_brand_last_idx').on(t.brandId, t.lastMessageAt.desc().nullsLast(), t.id),
    index('chat_conversations_brand_unread_idx')
      .on(t.brandId)
      .where(sql`${t.operatorUnread} > 0`),
  ],
);

/** Messages: plain text, never HTML (both sides render text nodes). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender').$type<ChatSender>().notNull(),
    /** The operator who wrote it (operator messages only); the player never sees it. */
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Ready answers per brand, inserted into the desk's reply box. */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('chat_canned_replies_brand_idx').on(t.brandId, t.sort)],
);

/**
 * Single-use tickets that open an event stream (EventSource sends no Authorization header, and a
 * session token never goes into a URL). Only the SHA-256 is stored; in the database so that any
 * instance can open a stream another one issued the ticket for. `sessionId` is the player's or the
 * operator's session: the stream ends when that session does.
 */
export const chatStreamTickets = pgTable(
  'chat_stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    kind: text('kind').$type<'player' | 'operator'>().notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    /** The player's member id, or the operator's id. */
    subjectId: integer('subject_id').notNull(),
    brandId: integer('brand_id').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('chat_stream_tickets_expires_idx').on(t.expiresAt)],
);
