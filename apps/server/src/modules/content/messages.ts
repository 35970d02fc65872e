import type { InboxMessage, MessageAudience, MessageSegment } from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import {
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { AppError, NotFoundError } from '../../platform/errors';
import type { MemberRow } from '../accounts/repository';
import { members } from '../accounts/tables';
import { writeAudit } from '../operators/service';
import type { Actor, ContentDeps } from './common';
import { plainText, sanitizeContentHtml } from './sanitize';
import { contentMessageRecipients, contentMessages, contentMessageStates, type Translations } from './tables';
import { mapTranslations, pick } from './texts';

type MessageRow = typeof contentMessages.$inferSelect;
type Texts = Translations<{ title: string; content: string }>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function cleanTexts(t: Texts): Texts {
  return mapTranslations(t, (x) => ({ title: plainText(x.title), content: sanitizeContentHtml(x.content) }));
}

/**
 * The messages a member may see: their own, those of a segment they were in when it was sent, and
 * broadcasts to their merchant or to everyone.
 */
function visibleTo(member: MemberRow, db: ContentDeps['db']): SQL {
  return and(
    isNull(contentMessages.deletedAt),
    or(
      and(eq(contentMessages.audience, 'member'), eq(contentMessages.memberId, member.id)),
      and(
        eq(contentMessages.audience, 'segment'),
        exists(
          db
            .select({ one: sql`1` })
            .from(contentMessageRecipients)
            .where(
              and(
                eq(contentMessageRecipients.messageId, contentMessages.id),
                eq(contentMessageRecipients.memberId, member.id),
              ),
            ),
        ),
      ),
      and(
        eq(contentMessages.audience, 'all'),
        or(isNull(contentMessages.merchantCode), eq(contentMessages.merchantCode, member.merchantCode)),
      ),
    ),
  )!;
}

/** The member's read / removed marks joined in (left join: no row = unread, not removed). */
const stateJoin = (member: MemberRow) =>
  and(eq(contentMessageStates.messageId, contentMessages.id), eq(contentMessageStates.memberId, member.id));

function opsMessageView(row: MessageRow, username: string | null) {
  return {
    id: row.id,
    audience: row.audience,
    memberId: row.memberId,
    username,
    merchantCode: row.merchantCode,
    segment: row.segment ?? null,
    recipientCount: row.recipientCount ?? null,
    translations: row.translations as Record<string, { title: string; content: string }>,
    createdAt: row.createdAt.getTime(),
    createdBy: row.createdBy,
  };
}

/** Players (members, not agents or trial accounts) of a segment. */
function segmentWhere(segment: MessageSegment): SQL {
  return and(
    eq(members.merchantCode, segment.merchant),
    eq(members.type, 0),
    gte(members.vipLevel, segment.vipMin),
    sql`${members.vipLevel} <= ${segment.vipMax}`,
    segment.registeredFrom === null ? undefined : gte(members.createdAt, new Date(segment.registeredFrom)),
    segment.registeredTo === null ? undefined : lt(members.createdAt, new Date(segment.registeredTo)),
  )!;
}

/** Platform messages (message centre messageV2, wire §2.2 inbox). */
export function createMessageService(deps: ContentDeps) {
  const { db, now } = deps;

  function view(
    row: MessageRow,
    readAt: Date | null,
    member: MemberRow,
    language: LanguageCode,
  ): InboxMessage {
    const { text } = pick(cleanTexts(row.translations), language);
    const name = escapeHtml(member.nickname || member.username);
    return {
      id: row.id,
      title: text.title.replaceAll('{nickname}', member.nickname || member.username),
      content: text.content.replaceAll('{nickname}', name),
      // A segment message is to a group, so the inbox shows it as a broadcast.
      audience: row.audience === 'member' ? 'member' : 'all',
      read: readAt !== null,
      createdAt: row.createdAt.getTime(),
    };
  }

  async function unread(member: MemberRow): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(contentMessages)
      .leftJoin(contentMessageStates, stateJoin(member))
      .where(
        and(
          visibleTo(member, db),
          isNull(contentMessageStates.readAt),
          isNull(contentMessageStates.deletedAt),
        ),
      );
    return row?.n ?? 0;
  }

  /** Of these ids, those the member may see (anything else is silently ignored: never another's). */
  async function ownIds(member: MemberRow, ids: number[] | undefined): Promise<number[]> {
    const rows = await db
      .select({ id: contentMessages.id })
      .from(contentMessages)
      .leftJoin(contentMessageStates, stateJoin(member))
      .where(
        and(
          visibleTo(member, db),
          isNull(contentMessageStates.deletedAt),
          ids ? inArray(contentMessages.id, ids) : undefined,
        ),
      );
    return rows.map((r) => r.id);
  }

  async function mark(member: MemberRow, ids: number[], field: 'readAt' | 'deletedAt') {
    if (ids.length === 0) return;
    const t = new Date(now());
    const column = field === 'readAt' ? contentMessageStates.readAt : contentMessageStates.deletedAt;
    await db
      .insert(contentMessageStates)
      .values(ids.map((messageId) => ({ messageId, memberId: member.id, [field]: t })))
      .onConflictDoUpdate({
        target: [contentMessageStates.messageId, contentMessageStates.memberId],
        set: {
          [field]: sql`coalesce(${column}, excluded.${sql.identifier(field === 'readAt' ? 'read_at' : 'deleted_at')})`,
        },
      });
  }

  return {
    unread,

    async inbox(
      member: MemberRow,
      language: LanguageCode,
      query: { page: number; size: number; unreadOnly?: boolean | undefined },
    ) {
      const where = and(
        visibleTo(member, db),
        isNull(contentMessageStates.deletedAt),
        query.unreadOnly ? isNull(contentMessageStates.readAt) : undefined,
      );
      const [rows, [total], unreadCount] = await Promise.all([
        db
          .select({ m: contentMessages, readAt: contentMessageStates.readAt })
          .from(contentMessages)
          .leftJoin(contentMessageStates, stateJoin(member))
          .where(where)
          .orderBy(desc(contentMessages.createdAt), desc(contentMessages.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ n: count() })
          .from(contentMessages)
          .leftJoin(contentMessageStates, stateJoin(member))
          .where(where),
        unread(member),
      ]);
      const totalCount = total?.n ?? 0;
      return {
        list: rows.map((r) => view(r.m, r.readAt, member, language)),
        pageNo: query.page,
        pageSize: query.size,
        totalCount,
        totalPages: Math.ceil(totalCount / query.size),
        unread: unreadCount,
      };
    },

    /** One of the member's messages (404 for anyone else's); opening it marks it read. */
    async open(member: MemberRow, id: number, language: LanguageCode) {
      const [row] = await db
        .select({ m: contentMessages, deletedAt: contentMessageStates.deletedAt })
        .from(contentMessages)
        .leftJoin(contentMessageStates, stateJoin(member))
        .where(and(visibleTo(member, db), eq(contentMessages.id, id)));
      if (!row || row.deletedAt) throw new NotFoundError();
      await mark(member, [id], 'readAt');
      return view(row.m, new Date(now()), member, language);
    },

    async markRead(member: MemberRow, input: { ids?: number[] | undefined; all?: boolean | undefined }) {
      await mark(member, await ownIds(member, input.all ? undefined : input.ids), 'readAt');
      return { unread: await unread(member) };
    },

    async remove(member: MemberRow, ids: number[]) {
      await mark(member, await ownIds(member, ids), 'deletedAt');
      return { unread: await unread(member) };
    },

    // ---------- operators ----------

    async send(
      input: {
        audience: MessageAudience;
        username?: string | undefined;
        merchant?: string | null | undefined;
        segment?: Omit<MessageSegment, 'merchant'> | undefined;
        translations: Texts;
      },
      defaultMerchant: string,
      actor: Actor,
    ) {
      let member: { id: number; username: string; merchantCode: string } | undefined;
      if (input.audience === 'member') {
        const merchant = input.merchant ?? defaultMerchant;
        [member] = await db
          .select({ id: members.id, username: members.username, merchantCode: members.merchantCode })
          .from(members)
          .where(
            and(
              eq(members.merchantCode, merchant),
              sql`lower(${members.username}) = lower(${input.username ?? ''})`,
            ),
          );
        if (!member) throw new AppError('resource.not.found', 404, { field: 'username' });
      }
      const segment: MessageSegment | null =
        input.audience === 'segment' && input.segment
          ? { merchant: input.merchant ?? defaultMerchant, ...input.segment }
          : null;
      const row = await db.transaction(async (tx) => {
        const recipients = segment
          ? await tx.select({ id: members.id }).from(members).where(segmentWhere(segment))
          : [];
        // An empty segment would send nothing: the operator should widen it instead.
        if (segment && recipients.length === 0) {
          throw new AppError('request_param_err', 400, { field: 'segment', reason: 'no player matches' });
        }
        const [saved] = await tx
          .insert(contentMessages)
          .values({
            audience: input.audience,
            memberId: member?.id ?? null,
            merchantCode: member
              ? member.merchantCode
              : segment
                ? segment.merchant
                : (input.merchant ?? null),
            translations: cleanTexts(input.translations),
            segment,
            recipientCount: segment ? recipients.length : null,
            createdBy: actor.name,
            createdAt: new Date(now()),
          })
          .returning();
        // Batches keep each insert well under the bind-parameter limit.
        for (let i = 0; i < recipients.length; i += 5000) {
          await tx
            .insert(contentMessageRecipients)
            .values(recipients.slice(i, i + 5000).map((r) => ({ messageId: saved!.id, memberId: r.id })));
        }
        await writeAudit(
          tx,
          actor,
          {
            action: 'content.message.send',
            targetType: input.audience === 'member' ? 'member' : 'message',
            targetId: input.audience === 'member' ? String(member!.id) : String(saved!.id),
            after: opsMessageView(saved!, member?.username ?? null),
          },
          new Date(now()),
        );
        return saved!;
      });
      return opsMessageView(row, member?.username ?? null);
    },

    async list(query: { pageNo: number; pageSize: number }) {
      const where = isNull(contentMessages.deletedAt);
      const [rows, [total]] = await Promise.all([
        db
          .select({ m: contentMessages, username: members.username })
          .from(contentMessages)
          .leftJoin(members, eq(members.id, contentMessages.memberId))
          .where(where)
          .orderBy(desc(contentMessages.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: count() }).from(contentMessages).where(where),
      ]);
      const totalCount = total?.n ?? 0;
      return {
        list: rows.map((r) => opsMessageView(r.m, r.username)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },

    async withdraw(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(contentMessages)
          .set({ deletedAt: new Date(now()) })
          .where(and(eq(contentMessages.id, id), isNull(contentMessages.deletedAt)))
          .returning();
        if (!row) throw new NotFoundError();
        await writeAudit(
          tx,
          actor,
          {
            action: 'content.message.delete',
            targetType: 'message',
            targetId: String(id),
            before: opsMessageView(row, null),
          },
          new Date(now()),
        );
      });
      return { id };
    },

    /** For the seed: whether a broadcast with this EN title exists. */
    async hasBroadcast(title: string) {
      const [row] = await db
        .select({ id: contentMessages.id })
        .from(contentMessages)
        .where(
          and(
            eq(contentMessages.audience, 'all'),
            isNotNull(contentMessages.id),
            sql`${contentMessages.translations}->'EN'->>'title' = ${title}`,
          ),
        );
      return row !== undefined;
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
