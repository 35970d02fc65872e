import { z } from 'zod';
import {
  CANNED_TITLE_MAX,
  CHAT_MESSAGE_MAX,
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  CHAT_SENDERS,
} from './chat-constants';

/**
 * Live chat (issue 16 item 9, module CBS3): one conversation per player, answered by the brand's
 * operators in the back office. Messages are plain text: both sides render them as text, never as HTML.
 * Real time is a Server-Sent Events stream opened with a single-use ticket (docs/decisions.md C-chat-1).
 */
export * from './chat-constants';

const idSchema = z.number().int().positive();

/** A message as the player sees it (no operator names: the player talks to "customer service"). */
export const chatMessageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  sender: z.enum(CHAT_SENDERS),
  text: z.string(),
  /** Epoch ms. */
  at: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A message as operators see it: who of them wrote it. */
export const opsChatMessageSchema = chatMessageSchema.extend({
  operatorName: z.string().nullable(),
});
export type OpsChatMessage = z.infer<typeof opsChatMessageSchema>;

/** The text of a new message: trimmed, 1 to {@link CHAT_MESSAGE_MAX} characters, newlines allowed. */
export const chatTextSchema = z.string().trim().min(1).max(CHAT_MESSAGE_MAX);

/** Older pages: messages with an id below `before`, newest first in the query, oldest first in the answer. */
export const chatHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
});

export const chatHistoryValueSchema = z.object({
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  /** The newest of the player's messages the desk has read (0: none), for a "seen" mark. */
  operatorReadUpTo: z.number().int(),
  unread: z.number().int(),
});

export const chatSendBodySchema = z.object({ text: chatTextSchema });
export const chatReadBodySchema = z.object({ upTo: z.number().int().min(0) });
export const chatUnreadValueSchema = z.object({ unread: z.number().int() });

export const chatTicketValueSchema = z.object({
  ticket: z.string(),
  /** Epoch ms; the stream must be opened before. */
  expiresAt: z.number().int(),
});

/** One entry of the operators' conversation list. */
export const opsConversationSchema = z.object({
  id: idSchema,
  memberId: idSchema,
  username: z.string(),
  merchantCode: z.string(),
  lastMessage: z.object({ sender: z.enum(CHAT_SENDERS), text: z.string(), at: z.number().int() }).nullable(),
  /** The player's messages the desk has not read. */
  unread: z.number().int(),
  /** The newest message the player has read (0: none). */
  playerReadUpTo: z.number().int(),
});
export type OpsConversation = z.infer<typeof opsConversationSchema>;

export const opsConversationsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
  /** Only conversations with unread player messages. */
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const opsConversationsValueSchema = z.object({
  list: z.array(opsConversationSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  /** Unread player messages over every conversation of the brand. */
  totalUnread: z.number().int(),
});

export const opsThreadQuerySchema = chatHistoryQuerySchema.extend({
  conversationId: z.coerce.number().int().positive(),
});

export const opsThreadValueSchema = z.object({
  conversation: opsConversationSchema,
  /** Oldest first. */
  messages: z.array(opsChatMessageSchema),
  hasMore: z.boolean(),
});

export const opsReplyBodySchema = z.object({ conversationId: idSchema, text: chatTextSchema });
export const opsReadBodySchema = z.object({ conversationId: idSchema, upTo: z.number().int().min(0) });
export const opsReadValueSchema = z.object({ unread: z.number().int(), totalUnread: z.number().int() });

/** A canned reply: a ready answer an operator inserts into the reply box. */
export const cannedReplySchema = z.object({
  id: idSchema,
  title: z.string(),
  text: z.string(),
  sort: z.number().int(),
  updatedAt: z.number().int(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const cannedReplyInputSchema = z.object({
  /** Absent: a new canned reply. */
  id: idSchema.optional(),
  title: z.string().trim().min(1).max(CANNED_TITLE_MAX),
  text: chatTextSchema,
  sort: z.number().int().min(0).max(9999).default(0),
});

export const cannedDeleteBodySchema = z.object({ id: idSchema });
export const cannedDeletedValueSchema = z.object({ deleted: z.boolean() });

/**
 * What a stream sends, as SSE `event:` names with JSON `data:`. `message`: a new message of a
 * conversation the listener may see; `read`: a side read its messages up to `upTo` (operators also
 * learn the conversation's new unread count, the player its own).
 */
export type ChatStreamEvent =
  /** Operators' streams carry `operatorName`; the player's never do. */
  | { type: 'message'; conversationId: number; message: ChatMessage & { operatorName?: string | null } }
  | { type: 'read'; conversationId: number; side: 'player' | 'operator'; upTo: number; unread: number };
