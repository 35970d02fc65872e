import type { opsNoticeInputSchema } from '@jade/contract/content';
import type { Notice, NoticeType, PopupExecution } from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CACHE_PREFIX,
  checkWindow,
  date,
  deleteAudited,
  forMerchant,
  inWindow,
  ms,
  pageOf,
  saveAudited,
  type Actor,
  type ContentDeps,
} from './common';
import { plainText, sanitizeContentHtml } from './sanitize';
import { contentNotices } from './tables';
import { mapTranslations, pick } from './texts';

type NoticeRow = typeof contentNotices.$inferSelect;
export type NoticeInput = z.output<typeof opsNoticeInputSchema>;

/** Who is asking: a visitor, or a member (members-only notices, after-login popups). */
export interface Viewer {
  memberId: number | null;
}

const publishedAt = (row: NoticeRow) => (row.startAt ?? row.createdAt).getTime();

function cleanTexts(translations: NoticeRow['translations']) {
  return mapTranslations(translations, (x) => ({
    title: plainText(x.title),
    content: sanitizeContentHtml(x.content),
  }));
}

export function noticeView(row: NoticeRow, language: LanguageCode): Notice {
  const { text } = pick(row.translations, language);
  return {
    id: row.id,
    type: row.type,
    title: text.title,
    content: text.content,
    externalLink: row.externalLink,
    announcementDisplaySpeed: row.displaySpeed,
    execution: row.type === 'PU' ? row.execution : null,
    publishedAt: publishedAt(row),
  };
}

export function opsNoticeView(row: NoticeRow) {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    active: row.active,
    sort: row.sort,
    startAt: ms(row.startAt),
    endAt: ms(row.endAt),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    type: row.type,
    audience: row.audience,
    execution: row.execution,
    displaySpeed: row.displaySpeed,
    externalLink: row.externalLink,
    translations: row.translations as Record<string, { title: string; content: string }>,
  };
}

/** Announcements of types PL (player notices), PU (popups) and H (help notices). */
export function createNoticeService(deps: ContentDeps) {
  const { db, cache, now } = deps;

  // Sanitised again when read from the database (rows written by hand or by an older rule).
  const rows = (merchantCode: string) =>
    cache.getOrLoad(`${CACHE_PREFIX}notices:${merchantCode}`, async () =>
      (
        await db
          .select()
          .from(contentNotices)
          .where(forMerchant(contentNotices.merchantCode, merchantCode))
          .orderBy(asc(contentNotices.sort), asc(contentNotices.id))
      )
        .map((r) => ({ ...r, translations: cleanTexts(r.translations) }))
        .sort((a, b) => a.sort - b.sort || publishedAt(b) - publishedAt(a)),
    );

  async function visible(merchantCode: string, type: NoticeType, viewer: Viewer) {
    const t = now();
    return (await rows(merchantCode)).filter(
      (r) =>
        r.type === type &&
        r.active &&
        inWindow(r, t) &&
        // Agent notices show only in the agent centre (agentPage), never in the player lists.
        (r.audience === 'all' || (r.audience === 'members' && viewer.memberId !== null)),
    );
  }

  return {
    async list(merchantCode: string, type: NoticeType, viewer: Viewer, language: LanguageCode) {
      return (await visible(merchantCode, type, viewer)).map((r) => noticeView(r, language));
    },

    /** PU popups of an execution: B before login, A after each login, F first login. */
    async popups(merchantCode: string, execution: PopupExecution, viewer: Viewer, language: LanguageCode) {
      return (await visible(merchantCode, 'PU', viewer))
        .filter((r) => r.execution === execution)
        .map((r) => noticeView(r, language));
    },

    async page(
      merchantCode: string,
      viewer: Viewer,
      language: LanguageCode,
      pageNo: number,
      pageSize: number,
    ) {
      const all = await visible(merchantCode, 'PL', viewer);
      const slice = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return pageOf(
        slice.map((r) => noticeView(r, language)),
        pageNo,
        pageSize,
        all.length,
      );
    },

    /** The agent centre's announcements: active PL notices of audience `agents`, paged. */
    async agentPage(merchantCode: string, language: LanguageCode, pageNo: number, pageSize: number) {
      const t = now();
      const all = (await rows(merchantCode)).filter(
        (r) => r.type === 'PL' && r.audience === 'agents' && r.active && inWindow(r, t),
      );
      const slice = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return pageOf(
        slice.map((r) => noticeView(r, language)),
        pageNo,
        pageSize,
        all.length,
      );
    },

    async opsList(type?: NoticeType) {
      const list = await db
        .select()
        .from(contentNotices)
        .where(type ? eq(contentNotices.type, type) : undefined)
        .orderBy(asc(contentNotices.type), asc(contentNotices.sort), asc(contentNotices.id));
      return list.map(opsNoticeView);
    },

    async save(input: NoticeInput, actor: Actor) {
      checkWindow(input.startAt, input.endAt);
      const row = await saveAudited<NoticeRow, ReturnType<typeof opsNoticeView>>(deps, {
        table: contentNotices,
        id: input.id,
        kind: 'announcement',
        view: opsNoticeView,
        actor,
        values: {
          type: input.type,
          audience: input.audience,
          execution: input.type === 'PU' ? input.execution : null,
          displaySpeed: input.displaySpeed,
          externalLink: input.externalLink,
          translations: cleanTexts(input.translations),
          merchantCode: input.merchantCode,
          active: input.active,
          sort: input.sort,
          startAt: date(input.startAt),
          endAt: date(input.endAt),
        },
      });
      return opsNoticeView(row);
    },

    remove: (id: number, actor: Actor) =>
      deleteAudited<NoticeRow>(deps, {
        table: contentNotices,
        id,
        kind: 'announcement',
        view: opsNoticeView,
        actor,
      }),
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
