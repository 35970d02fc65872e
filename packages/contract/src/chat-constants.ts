/**
 * Live chat's constants without schemas, for the site's chunks (docs/decisions.md P3); chat.ts holds
 * the schemas and re-exports these.
 */
/** The longest message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX = 1000;
/** Messages per history page, by default and at most. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;
/** A stream ticket works once, this soon after it was issued. */
export const CHAT_TICKET_TTL_MS = 30_000;
/** The SSE streams (not enveloped calls: EventSource reads them); `?ticket=` from the ticket call. */
export const CHAT_STREAM_PATH = '/wps/relay/CBS_stream';
export const OPS_CHAT_STREAM_PATH = '/ops/chat/stream';

export const CHAT_SENDERS = ['player', 'operator', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** The longest title of a canned reply. */
export const CANNED_TITLE_MAX = 60;
