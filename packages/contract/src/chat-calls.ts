import { defineCall } from './call';
import {
  cannedDeleteBodySchema,
  cannedDeletedValueSchema,
  cannedReplyInputSchema,
  cannedReplySchema,
  chatHistoryQuerySchema,
  chatHistoryValueSchema,
  chatMessageSchema,
  chatReadBodySchema,
  chatSendBodySchema,
  chatTicketValueSchema,
  chatUnreadValueSchema,
  opsChatMessageSchema,
  opsConversationsQuerySchema,
  opsConversationsValueSchema,
  opsReadBodySchema,
  opsReadValueSchema,
  opsReplyBodySchema,
  opsThreadQuerySchema,
  opsThreadValueSchema,
} from './chat';
import { z } from 'zod';

/**
 * The player's live chat (CBS_, module CBS3): any signed-in member talks to the brand's customer
 * service. The stream itself (`CHAT_STREAM_PATH`) is no call: it answers `text/event-stream`.
 */
export const chatCalls = {
  history: defineCall({
    method: 'GET',
    path: '/wps/relay/CBS_history',
    module: 'CBS3',
    auth: 'member',
    summary: "The caller's own conversation, a page of messages oldest first (`before`: older pages)",
    query: chatHistoryQuerySchema,
    value: chatHistoryValueSchema,
  }),
  send: defineCall({
    method: 'POST',
    path: '/wps/relay/CBS_send',
    module: 'CBS3',
    auth: 'member',
    summary: 'Sends a text message to customer service (plain text, at most 1000 characters; rate-limited)',
    body: chatSendBodySchema,
    value: chatMessageSchema,
  }),
  markRead: defineCall({
    method: 'POST',
    path: '/wps/relay/CBS_markRead',
    module: 'CBS3',
    auth: 'member',
    summary: "Marks customer service's messages read up to `upTo`; answers the unread count left",
    body: chatReadBodySchema,
    value: chatUnreadValueSchema,
  }),
  unreadCount: defineCall({
    method: 'GET',
    path: '/wps/relay/CBS_unreadCount',
    module: 'CBS3',
    auth: 'member',
    summary: "Customer service's messages the caller has not read",
    value: chatUnreadValueSchema,
  }),
  streamTicket: defineCall({
    method: 'POST',
    path: '/wps/relay/CBS_streamTicket',
    module: 'CBS3',
    auth: 'member',
    summary: `A single-use ticket (30 s) to open the event stream GET /wps/relay/CBS_stream?ticket=`,
    value: chatTicketValueSchema,
  }),
};

const ops = <P extends string>(path: P) => `/ops/chat/${path}` as const;

/**
 * The back office's live chat: reading is `view`; answering, marking read for the desk and editing
 * canned replies `chat` (replies and canned-reply edits are audited).
 */
export const opsChatCalls = {
  conversations: defineCall({
    method: 'GET',
    path: ops('conversations'),
    module: 'CBS3',
    auth: 'operator',
    permission: 'view',
    summary: "The brand's conversations, newest message first, with unread counts and the total",
    query: opsConversationsQuerySchema,
    value: opsConversationsValueSchema,
  }),
  thread: defineCall({
    method: 'GET',
    path: ops('messages'),
    module: 'CBS3',
    auth: 'operator',
    permission: 'view',
    summary: 'One conversation and a page of its messages, oldest first (`before`: older pages)',
    query: opsThreadQuerySchema,
    value: opsThreadValueSchema,
  }),
  reply: defineCall({
    method: 'POST',
    path: ops('reply'),
    module: 'CBS3',
    auth: 'operator',
    permission: 'chat',
    summary: 'Answers a conversation (plain text, at most 1000 characters); audited as chat.reply',
    body: opsReplyBodySchema,
    value: opsChatMessageSchema,
  }),
  markRead: defineCall({
    method: 'POST',
    path: ops('read'),
    module: 'CBS3',
    auth: 'operator',
    permission: 'chat',
    summary: "Marks a conversation's player messages read for the desk up to `upTo`",
    body: opsReadBodySchema,
    value: opsReadValueSchema,
  }),
  streamTicket: defineCall({
    method: 'POST',
    path: ops('stream-ticket'),
    module: 'CBS3',
    auth: 'operator',
    permission: 'view',
    summary: 'A single-use ticket (30 s) to open the event stream GET /ops/chat/stream?ticket=',
    value: chatTicketValueSchema,
  }),
  cannedReplies: defineCall({
    method: 'GET',
    path: ops('canned'),
    module: 'CBS3',
    auth: 'operator',
    permission: 'view',
    summary: "The brand's canned replies, in their order",
    value: z.array(cannedReplySchema),
  }),
  saveCannedReply: defineCall({
    method: 'POST',
    path: ops('canned/save'),
    module: 'CBS3',
    auth: 'operator',
    permission: 'chat',
    summary: 'Creates a canned reply, or updates the one with `id`; audited',
    body: cannedReplyInputSchema,
    value: cannedReplySchema,
  }),
  deleteCannedReply: defineCall({
    method: 'POST',
    path: ops('canned/delete'),
    module: 'CBS3',
    auth: 'operator',
    permission: 'chat',
    summary: 'Deletes a canned reply; audited',
    body: cannedDeleteBodySchema,
    value: cannedDeletedValueSchema,
  }),
};
