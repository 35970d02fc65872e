import { and, asc, count, desc, eq, gt, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ChatSender } from '@jade/contract/chat';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { members, sessions } from '../accounts/tables';
import { operators, operatorSessions } from '../operators/tables';
import { chatCannedReplies, chatConversations, chatMessages, chatStreamTickets } from './tables';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type CannedRow = typeof chatCannedReplies.$inferSelect;
export type TicketRow = typeof chatStreamTickets.$inferSelect;

/** A conversation as the desk lists it: with the player's name and the newest message. */
export interface ConversationListRow {
  conversation: ConversationRow;
  username: string;
  last: { sender: ChatSender; body: string; createdAt: Date } | null;
}

/** Messages of the other side after a read marker (an SQL expression): what the reader has not read. */
const unreadAfter = (conversationId: number, marker: SQL, side: 'player' | 'operator') =>
  sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${conversationId}
    and ${chatMessages.id} > ${marker} and ${side === 'player' ? sql`${chatMessages.sender} <> 'player'` : sql`${chatMessages.sender} = 'player'`})`;

export function createChatRepository(db: Database) {
  const listColumns = {
    conversation: chatConversations,
    username: members.username,
    lastSender: chatMessages.sender,
    lastBody: chatMessages.body,
    lastAt: chatMessages.createdAt,
  };
  const toListRow = (r: {
    conversation: ConversationRow;
    username: string;
    lastSender: ChatSender | null;
    lastBody: string | null;
    lastAt: Date | null;
  }): ConversationListRow => ({
    conversation: r.conversation,
    username: r.username,
    last:
      r.lastSender && r.lastBody !== null && r.lastAt
        ? { sender: r.lastSender, body: r.lastBody, createdAt: r.lastAt }
        : null,
  });
  const listQuery = () =>
    db
      .select(listColumns)
      .from(chatConversations)
      .innerJoin(members, eq(members.id, chatConversations.memberId))
      .leftJoin(chatMessages, eq(chatMessages.id, chatConversations.lastMessageId));

  return {
    async conversationOfMember(memberId: number): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.memberId, memberId));
      return row;
    },

    /** The member's conversation, created at its first use (concurrent first uses share one). */
    async ensureConversation(
      member: { id: number; merchantCode: string },
      brandId: number,
      at: Date,
    ): Promise<ConversationRow> {
      await db
        .insert(chatConversations)
        .values({ brandId, merchantCode: member.merchantCode, memberId: member.id, createdAt: at })
        .onConflictDoNothing({ target: chatConversations.memberId });
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.memberId, member.id));
      return row!;
    },

    /**
     * Appends a message and moves the conversation on (newest message, the other side's unread count),
     * in one transaction; `beforeCommit` adds the caller's writes (the audit entry) to it.
     */
    async appendMessage(
      conversationId: number,
      message: { sender: ChatSender; body: string; operatorId?: number; operatorName?: string },
      at: Date,
      beforeCommit?: (tx: DbOrTx, row: MessageRow) => Promise<void>,
    ): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatMessages)
          .values({
            conversationId,
            sender: message.sender,
            body: message.body,
            operatorId: message.operatorId ?? null,
            operatorName: message.operatorName ?? null,
            createdAt: at,
          })
          .returning();
        const unread =
          message.sender === 'player'
            ? { operatorUnread: sql`${chatConversations.operatorUnread} + 1` }
            : { playerUnread: sql`${chatConversations.playerUnread} + 1` };
        await tx
          .update(chatConversations)
          .set({ lastMessageId: row!.id, lastMessageAt: at, ...unread })
          .where(eq(chatConversations.id, conversationId));
        await beforeCommit?.(tx, row!);
        return row!;
      });
    },

    /** A page of messages below `before` (all when absent): oldest first, and whether older ones exist. */
    async page(conversationId: number, before: number | undefined, size: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            before === undefined ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(size + 1);
      const hasMore = rows.length > size;
      return { messages: rows.slice(0, size).reverse(), hasMore };
    },

    /**
     * Moves one side's read marker forward to `upTo` (never back, never past the newest message) and
     * recounts that side's unread messages. Answers the conversation as it is now.
     */
    async markRead(conversationId: number, side: 'player' | 'operator', upTo: number) {
      const marker =
        side === 'player' ? chatConversations.playerReadUpTo : chatConversations.operatorReadUpTo;
      // Both expressions read the row as it was; the count uses the new marker.
      const next = sql<number>`greatest(${marker}, least(${upTo}, coalesce(${chatConversations.lastMessageId}, 0)))`;
      const [row] = await db
        .update(chatConversations)
        .set(
          side === 'player'
            ? { playerReadUpTo: next, playerUnread: unreadAfter(conversationId, next, 'player') }
            : { operatorReadUpTo: next, operatorUnread: unreadAfter(conversationId, next, 'operator') },
        )
        .where(eq(chatConversations.id, conversationId))
        .returning();
      return row!;
    },

    async deskList(brandId: number, pageNo: number, pageSize: number, unreadOnly: boolean) {
      const where = and(
        eq(chatConversations.brandId, brandId),
        unreadOnly ? gt(chatConversations.operatorUnread, 0) : undefined,
      );
      const [rows, [total], [unread]] = await Promise.all([
        listQuery()
          .where(where)
          .orderBy(sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatConversations.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(chatConversations).where(where),
        db
          .select({ n: sql<number>`coalesce(sum(${chatConversations.operatorUnread}), 0)::int` })
          .from(chatConversations)
          .where(and(eq(chatConversations.brandId, brandId), gt(chatConversations.operatorUnread, 0))),
      ]);
      return { rows: rows.map(toListRow), totalCount: total?.n ?? 0, totalUnread: unread?.n ?? 0 };
    },

    async deskConversation(brandId: number, id: number): Promise<ConversationListRow | undefined> {
      const [row] = await listQuery().where(
        and(eq(chatConversations.id, id), eq(chatConversations.brandId, brandId)),
      );
      return row ? toListRow(row) : undefined;
    },

    async deskTotalUnread(brandId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${chatConversations.operatorUnread}), 0)::int` })
        .from(chatConversations)
        .where(and(eq(chatConversations.brandId, brandId), gt(chatConversations.operatorUnread, 0)));
      return row?.n ?? 0;
    },

    // Canned replies
    cannedList(brandId: number): Promise<CannedRow[]> {
      return db
        .select()
        .from(chatCannedReplies)
        .where(eq(chatCannedReplies.brandId, brandId))
        .orderBy(asc(chatCannedReplies.sort), asc(chatCannedReplies.id));
    },
    async cannedById(tx: DbOrTx, brandId: number, id: number): Promise<CannedRow | undefined> {
      const [row] = await tx
        .select()
        .from(chatCannedReplies)
        .where(and(eq(chatCannedReplies.id, id), eq(chatCannedReplies.brandId, brandId)));
      return row;
    },
    async cannedInsert(tx: DbOrTx, values: typeof chatCannedReplies.$inferInsert): Promise<CannedRow> {
      const [row] = await tx.insert(chatCannedReplies).values(values).returning();
      return row!;
    },
    async cannedUpdate(
      tx: DbOrTx,
      id: number,
      values: Pick<CannedRow, 'title' | 'body' | 'sort' | 'updatedAt'>,
    ): Promise<CannedRow> {
      const [row] = await tx
        .update(chatCannedReplies)
        .set(values)
        .where(eq(chatCannedReplies.id, id))
        .returning();
      return row!;
    },
    async cannedDelete(tx: DbOrTx, id: number): Promise<void> {
      await tx.delete(chatCannedReplies).where(eq(chatCannedReplies.id, id));
    },
    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    // Stream tickets
    async insertTicket(row: TicketRow, now: Date): Promise<void> {
      // Expired tickets go as new ones come: the table stays a few rows long.
      await db.delete(chatStreamTickets).where(lte(chatStreamTickets.expiresAt, now));
      await db.insert(chatStreamTickets).values(row);
    },
    /** Takes a ticket once: the row is deleted as it is read, so a second use finds nothing. */
    async consumeTicket(ticketHash: string, now: Date): Promise<TicketRow | undefined> {
      const [row] = await db
        .delete(chatStreamTickets)
        .where(eq(chatStreamTickets.ticketHash, ticketHash))
        .returning();
      return row && row.expiresAt > now ? row : undefined;
    },

    /** Whether a stream's session still holds (read only: a stream does not keep a session alive). */
    async sessionAlive(kind: 'player' | 'operator', sessionId: number, now: Date): Promise<boolean> {
      if (kind === 'player') {
        const [row] = await db
          .select({ id: sessions.id })
          .from(sessions)
          .innerJoin(members, eq(members.id, sessions.memberId))
          .where(
            and(
              eq(sessions.id, sessionId),
              isNull(sessions.revokedAt),
              gt(sessions.idleExpiresAt, now),
              gt(sessions.expiresAt, now),
              eq(members.status, 'active'),
            ),
          );
        return row !== undefined;
      }
      const [row] = await db
        .select({ id: operatorSessions.id })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.id, sessionId),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.idleExpiresAt, now),
            gt(operatorSessions.expiresAt, now),
            ne(operators.status, 'disabled'),
          ),
        );
      return row !== undefined;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
