import type { LanguageCode } from '@jade/contract/languages';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { consume, type Limit } from '../../platform/rate-limit/rate-limit';
import { AppError } from '../../platform/errors';
import type { MemberRow } from '../accounts/repository';
import { members } from '../accounts/tables';
import { writeAudit } from '../operators/service';
import { CACHE_PREFIX, type Actor, type ContentDeps } from './common';
import { plainText } from './sanitize';
import { contentFeedback, contentFeedbackTypes, type Translations } from './tables';
import { mapTranslations, pick } from './texts';

/** Feedback sent per IP address (visitors and members alike), and per member, per hour. */
export const FEEDBACK_LIMITS: { ip: Limit; member: Limit } = {
  ip: { name: 'feedback-ip', max: 5, windowMs: 3_600_000 },
  member: { name: 'feedback-member', max: 5, windowMs: 3_600_000 },
};

type TypeRow = typeof contentFeedbackTypes.$inferSelect;

const opsTypeView = (r: TypeRow) => ({
  code: r.code,
  active: r.active,
  sort: r.sort,
  translations: r.translations as Record<string, { label: string }>,
});

/** The feedback form (`PUT /wps/feedback`): question types, submissions, the operators' list. */
export function createFeedbackService(deps: ContentDeps & { counters: CounterStore }) {
  const { db, cache, now, counters } = deps;
  const types = () =>
    cache.getOrLoad(`${CACHE_PREFIX}feedback-types`, () =>
      db
        .select()
        .from(contentFeedbackTypes)
        .orderBy(asc(contentFeedbackTypes.sort), asc(contentFeedbackTypes.code)),
    );

  return {
    async types(language: LanguageCode) {
      return (await types())
        .filter((t) => t.active)
        .map((t) => ({ code: t.code, label: pick(t.translations, language).text.label }));
    },

    async submit(
      input: { type: string; content: string; contact?: string | undefined },
      who: { merchantCode: string; member: MemberRow | undefined; ip: string; language: LanguageCode },
    ) {
      if (!(await types()).some((t) => t.active && t.code === input.type))
        throw new AppError('feedback.type.invalid', 400, { field: 'type' });
      await consume(counters, FEEDBACK_LIMITS.ip, who.ip);
      if (who.member) await consume(counters, FEEDBACK_LIMITS.member, String(who.member.id));
      const [row] = await db
        .insert(contentFeedback)
        .values({
          merchantCode: who.merchantCode,
          memberId: who.member?.id ?? null,
          type: input.type,
          content: plainText(input.content),
          contact: plainText(input.contact ?? ''),
          language: who.language,
          ip: who.ip,
          createdAt: new Date(now()),
        })
        .returning({ id: contentFeedback.id, createdAt: contentFeedback.createdAt });
      return { id: row!.id, createdAt: row!.createdAt.getTime() };
    },

    async list(query: { type?: string | undefined; pageNo: number; pageSize: number }) {
      const where = query.type ? eq(contentFeedback.type, query.type) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ f: contentFeedback, username: members.username })
          .from(contentFeedback)
          .leftJoin(members, eq(members.id, contentFeedback.memberId))
          .where(where)
          .orderBy(desc(contentFeedback.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: count() }).from(contentFeedback).where(where),
      ]);
      const totalCount = total?.n ?? 0;
      return {
        list: rows.map(({ f, username }) => ({
          id: f.id,
          type: f.type,
          content: f.content,
          contact: f.contact,
          merchantCode: f.merchantCode,
          memberId: f.memberId,
          username,
          language: f.language,
          ip: f.ip,
          createdAt: f.createdAt.getTime(),
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },

    async opsTypes() {
      return (await db.select().from(contentFeedbackTypes).orderBy(asc(contentFeedbackTypes.sort))).map(
        opsTypeView,
      );
    },

    async saveType(
      input: { code: string; translations: Translations<{ label: string }>; active: boolean; sort: number },
      actor: Actor,
    ) {
      const values = {
        code: input.code,
        translations: mapTranslations(input.translations, (x) => ({ label: plainText(x.label) })),
        active: input.active,
        sort: input.sort,
      };
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contentFeedbackTypes)
          .where(eq(contentFeedbackTypes.code, input.code));
        const [saved] = await tx
          .insert(contentFeedbackTypes)
          .values(values)
          .onConflictDoUpdate({ target: contentFeedbackTypes.code, set: values })
          .returning();
        await writeAudit(
          tx,
          actor,
          {
            action: `content.feedback_type.${before ? 'update' : 'create'}`,
            targetType: 'feedback_type',
            targetId: input.code,
            before: before ? opsTypeView(before) : null,
            after: opsTypeView(saved!),
          },
          new Date(now()),
        );
        return saved!;
      });
      await cache.invalidate(CACHE_PREFIX);
      return opsTypeView(row);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
