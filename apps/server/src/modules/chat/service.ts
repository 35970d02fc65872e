import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  CHAT_TICKET_TTL_MS,
  type CannedReply,
  type ChatMessage,
  type ChatStreamEvent,
  type OpsChatMessage,
  type OpsConversation,
  type cannedReplyInputSchema,
  type chatHistoryQuerySchema,
  type opsConversationsQuerySchema,
  type opsThreadQuerySchema,
} from '@jade/contract/chat';
import { AppError } from '../../platform/errors';
import type { PubSub } from '../../platform/pubsub/pubsub';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { consume, type Limit } from '../../platform/rate-limit/rate-limit';
import { writeAudit, type Actor } from '../operators/audit-log';
import type { CannedRow, ChatRepository, ConversationListRow, MessageRow } from './repository';

/** Player sends: a burst of a few, then about one every two seconds. */
export const CHAT_SEND_LIMIT: Limit = { name: 'chat.send', max: 8, windowMs: 15_000 };
/** Stream tickets: reconnects with backoff stay far below this. */
export const CHAT_TICKET_LIMIT: Limit = { name: 'chat.ticket', max: 30, windowMs: 60_000 };

/** The pub/sub channels: one per player, one per brand's desk. */
export const chatChannels = {
  member: (memberId: number) => `chat:member:${memberId}`,
  desk: (brandId: number) => `chat:desk:${brandId}`,
};

export interface ChatMember {
  id: number;
  merchantCode: string;
}

/** Who holds a stream ticket (read back when the stream opens). */
export interface StreamGrant {
  kind: 'player' | 'operator';
  sessionId: number;
  subjectId: number;
  brandId: number;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function playerMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    text: row.body,
    at: row.createdAt.getTime(),
  };
}

export function opsMessage(row: MessageRow): OpsChatMessage {
  return { ...playerMessage(row), operatorName: row.operatorName };
}

function opsConversation(row: ConversationListRow): OpsConversation {
  const c = row.conversation;
  return {
    id: c.id,
    memberId: c.memberId,
    username: row.username,
    merchantCode: c.merchantCode,
    lastMessage: row.last
      ? { sender: row.last.sender, text: row.last.body, at: row.last.createdAt.getTime() }
      : null,
    unread: c.operatorUnread,
    playerReadUpTo: c.playerReadUpTo,
  };
}

function cannedView(row: CannedRow): CannedReply {
  return { id: row.id, title: row.title, text: row.body, sort: row.sort, updatedAt: row.updatedAt.getTime() };
}

const notFound = () => new AppError('resource.not.found', 404);

/**
 * Live chat: a player's conversation with the brand's desk. Every new message and read marker is
 * published (player channel and desk channel) after its transaction commits; the streams forward
 * them. The database holds the truth: a client that missed an event reloads the history.
 */
export function createChatService(deps: {
  repo: ChatRepository;
  pubsub: PubSub;
  counters: CounterStore;
  /** The brand of a merchant (a member's conversation belongs to its merchant's brand). */
  brandOf: (merchantCode: string) => Promise<number>;
  now?: (() => number) | undefined;
  log?: { warn(obj: unknown, msg: string): void };
}) {
  const { repo, pubsub, counters } = deps;
  const now = deps.now ?? Date.now;

  /** Publishing is best effort: the message is stored, and a missed event is caught up on reload. */
  async function publish(channel: string, event: ChatStreamEvent) {
    try {
      await pubsub.publish(channel, event);
    } catch (error) {
      deps.log?.warn({ err: error, channel }, 'chat: publishing an event failed');
    }
  }

  async function announceMessage(brandId: number, memberId: number, row: MessageRow) {
    const forPlayer: ChatStreamEvent = {
      type: 'message',
      conversationId: row.conversationId,
      message: playerMessage(row),
    };
    const forDesk: ChatStreamEvent = {
      type: 'message',
      conversationId: row.conversationId,
      message: opsMessage(row),
    };
    await Promise.all([
      publish(chatChannels.member(memberId), forPlayer),
      publish(chatChannels.desk(brandId), forDesk),
    ]);
  }

  async function issueTicket(grant: StreamGrant) {
    await consume(counters, CHAT_TICKET_LIMIT, `${grant.kind}:${grant.subjectId}`);
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = now() + CHAT_TICKET_TTL_MS;
    await repo.insertTicket(
      { ticketHash: hashTicket(ticket), ...grant, expiresAt: new Date(expiresAt) },
      new Date(now()),
    );
    return { ticket, expiresAt };
  }

  const player = {
    async history(member: ChatMember, query: z.output<typeof chatHistoryQuerySchema>) {
      const conversation = await repo.conversationOfMember(member.id);
      if (!conversation) return { messages: [], hasMore: false, operatorReadUpTo: 0, unread: 0 };
      const page = await repo.page(conversation.id, query.before, query.size);
      return {
        messages: page.messages.map(playerMessage),
        hasMore: page.hasMore,
        operatorReadUpTo: conversation.operatorReadUpTo,
        unread: conversation.playerUnread,
      };
    },

    async send(member: ChatMember, text: string): Promise<ChatMessage> {
      await consume(counters, CHAT_SEND_LIMIT, String(member.id));
      const brandId = await deps.brandOf(member.merchantCode);
      const at = new Date(now());
      const conversation = await repo.ensureConversation(member, brandId, at);
      const row = await repo.appendMessage(conversation.id, { sender: 'player', body: text }, at);
      await announceMessage(conversation.brandId, member.id, row);
      return playerMessage(row);
    },

    async markRead(member: ChatMember, upTo: number) {
      const conversation = await repo.conversationOfMember(member.id);
      if (!conversation) return { unread: 0 };
      const row = await repo.markRead(conversation.id, 'player', upTo);
      const event: ChatStreamEvent = {
        type: 'read',
        conversationId: row.id,
        side: 'player',
        upTo: row.playerReadUpTo,
        unread: row.playerUnread,
      };
      await Promise.all([
        publish(chatChannels.member(member.id), event),
        publish(chatChannels.desk(row.brandId), event),
      ]);
      return { unread: row.playerUnread };
    },

    async unread(member: ChatMember) {
      const conversation = await repo.conversationOfMember(member.id);
      return { unread: conversation?.playerUnread ?? 0 };
    },

    async ticket(member: ChatMember, sessionId: number) {
      const brandId = await deps.brandOf(member.merchantCode);
      return issueTicket({ kind: 'player', sessionId, subjectId: member.id, brandId });
    },
  };

  const desk = {
    async conversations(brandId: number, query: z.output<typeof opsConversationsQuerySchema>) {
      const found = await repo.deskList(brandId, query.pageNo, query.pageSize, query.unreadOnly);
      return {
        list: found.rows.map(opsConversation),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: found.totalCount,
        totalUnread: found.totalUnread,
      };
    },

    async thread(brandId: number, query: z.output<typeof opsThreadQuerySchema>) {
      const found = await repo.deskConversation(brandId, query.conversationId);
      if (!found) throw notFound();
      const page = await repo.page(found.conversation.id, query.before, query.size);
      return {
        conversation: opsConversation(found),
        messages: page.messages.map(opsMessage),
        hasMore: page.hasMore,
      };
    },

    /** An operator's answer, with its audit entry (`chat.reply`, the text included) in one transaction. */
    async reply(brandId: number, actor: Actor, body: { conversationId: number; text: string }) {
      const found = await repo.deskConversation(brandId, body.conversationId);
      if (!found) throw notFound();
      const at = new Date(now());
      const row = await repo.appendMessage(
        found.conversation.id,
        {
          sender: 'operator',
          body: body.text,
          operatorId: actor.operatorId ?? undefined,
          operatorName: actor.name,
        },
        at,
        (tx, message) =>
          writeAudit(
            tx,
            actor,
            {
              action: 'chat.reply',
              targetType: 'chat_conversation',
              targetId: String(found.conversation.id),
              after: { messageId: message.id, player: found.username, text: message.body },
            },
            at,
          ),
      );
      await announceMessage(brandId, found.conversation.memberId, row);
      return opsMessage(row);
    },

    async markRead(brandId: number, body: { conversationId: number; upTo: number }) {
      const found = await repo.deskConversation(brandId, body.conversationId);
      if (!found) throw notFound();
      const row = await repo.markRead(found.conversation.id, 'operator', body.upTo);
      const event: ChatStreamEvent = {
        type: 'read',
        conversationId: row.id,
        side: 'operator',
        upTo: row.operatorReadUpTo,
        unread: row.operatorUnread,
      };
      await Promise.all([
        publish(chatChannels.member(row.memberId), event),
        publish(chatChannels.desk(brandId), event),
      ]);
      return { unread: row.operatorUnread, totalUnread: await repo.deskTotalUnread(brandId) };
    },

    ticket(brandId: number, operatorId: number, sessionId: number) {
      return issueTicket({ kind: 'operator', sessionId, subjectId: operatorId, brandId });
    },
  };

  const canned = {
    async list(brandId: number): Promise<CannedReply[]> {
      return (await repo.cannedList(brandId)).map(cannedView);
    },

    async save(brandId: number, actor: Actor, input: z.output<typeof cannedReplyInputSchema>) {
      const at = new Date(now());
      return repo.transaction(async (tx) => {
        const values = { title: input.title, body: input.text, sort: input.sort, updatedAt: at };
        if (input.id === undefined) {
          const row = await repo.cannedInsert(tx, { ...values, brandId, createdAt: at });
          await writeAudit(
            tx,
            actor,
            {
              action: 'chat.canned.create',
              targetType: 'chat_canned_reply',
              targetId: String(row.id),
              after: cannedView(row),
            },
            at,
          );
          return cannedView(row);
        }
        const before = await repo.cannedById(tx, brandId, input.id);
        if (!before) throw notFound();
        const row = await repo.cannedUpdate(tx, before.id, values);
        await writeAudit(
          tx,
          actor,
          {
            action: 'chat.canned.update',
            targetType: 'chat_canned_reply',
            targetId: String(row.id),
            before: cannedView(before),
            after: cannedView(row),
          },
          at,
        );
        return cannedView(row);
      });
    },

    async remove(brandId: number, actor: Actor, id: number) {
      const at = new Date(now());
      return repo.transaction(async (tx) => {
        const before = await repo.cannedById(tx, brandId, id);
        if (!before) throw notFound();
        await repo.cannedDelete(tx, id);
        await writeAudit(
          tx,
          actor,
          {
            action: 'chat.canned.delete',
            targetType: 'chat_canned_reply',
            targetId: String(id),
            before: cannedView(before),
          },
          at,
        );
        return { deleted: true };
      });
    },
  };

  /** The grant of a stream ticket, once; undefined when unknown, used or expired. */
  async function redeemTicket(ticket: string): Promise<StreamGrant | undefined> {
    if (ticket.length < 20 || ticket.length > 100) return undefined;
    const row = await repo.consumeTicket(hashTicket(ticket), new Date(now()));
    return row
      ? { kind: row.kind, sessionId: row.sessionId, subjectId: row.subjectId, brandId: row.brandId }
      : undefined;
  }

  return {
    player,
    desk,
    canned,
    redeemTicket,
    sessionAlive: (grant: StreamGrant) => repo.sessionAlive(grant.kind, grant.sessionId, new Date(now())),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
