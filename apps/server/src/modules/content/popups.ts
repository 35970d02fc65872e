import type { opsPopupInputSchema } from '@jade/contract/content';
import type { Popup, PopupKind } from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CACHE_PREFIX,
  checkWindow,
  date,
  deleteAudited,
  forMerchant,
  inWindow,
  ms,
  saveAudited,
  type Actor,
  type ContentDeps,
} from './common';
import { plainText, sanitizeContentHtml } from './sanitize';
import { contentPopups } from './tables';
import { mapTranslations, pick } from './texts';

type PopupRow = typeof contentPopups.$inferSelect;
export type PopupInput = z.output<typeof opsPopupInputSchema>;

function cleanTexts(t: PopupRow['translations']) {
  return mapTranslations(t, (x) => ({
    title: plainText(x.title),
    content: sanitizeContentHtml(x.content),
    buttonText: plainText(x.buttonText),
  }));
}

function popupView(row: PopupRow, language: LanguageCode): Popup {
  const { text } = pick(row.translations, language);
  return {
    id: row.id,
    kind: row.kind,
    title: text.title,
    content: text.content,
    imageUrl: row.imageUrl,
    buttonText: text.buttonText,
    linkageType: row.linkageType,
    linkage: row.linkage,
  };
}

export function opsPopupView(row: PopupRow) {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    active: row.active,
    sort: row.sort,
    startAt: ms(row.startAt),
    endAt: ms(row.endAt),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    kind: row.kind,
    imageUrl: row.imageUrl,
    linkageType: row.linkageType,
    linkage: row.linkage,
    translations: row.translations as Record<string, { title: string; content: string; buttonText: string }>,
  };
}

/** Gift popups (before / after login) and the activity popup: the first live one of each kind. */
export function createPopupService(deps: ContentDeps) {
  const { db, cache, now } = deps;
  const rows = (merchantCode: string) =>
    cache.getOrLoad(`${CACHE_PREFIX}popups:${merchantCode}`, async () =>
      (
        await db
          .select()
          .from(contentPopups)
          .where(forMerchant(contentPopups.merchantCode, merchantCode))
          .orderBy(asc(contentPopups.sort), asc(contentPopups.id))
      ).map((r) => ({ ...r, translations: cleanTexts(r.translations) })),
    );

  return {
    async current(merchantCode: string, language: LanguageCode) {
      const t = now();
      const live = (await rows(merchantCode)).filter((r) => r.active && inWindow(r, t));
      const first = (kind: PopupKind) => {
        const row = live.find((r) => r.kind === kind);
        return row ? popupView(row, language) : null;
      };
      return {
        giftBeforeLogin: first('gift_before_login'),
        giftAfterLogin: first('gift_after_login'),
        activity: first('activity'),
      };
    },

    async opsList() {
      return (
        await db.select().from(contentPopups).orderBy(asc(contentPopups.kind), asc(contentPopups.sort))
      ).map(opsPopupView);
    },

    async save(input: PopupInput, actor: Actor) {
      checkWindow(input.startAt, input.endAt);
      const row = await saveAudited<PopupRow, ReturnType<typeof opsPopupView>>(deps, {
        table: contentPopups,
        id: input.id,
        kind: 'popup',
        view: opsPopupView,
        actor,
        values: {
          kind: input.kind,
          imageUrl: input.imageUrl,
          linkageType: input.link.linkageType,
          linkage: input.link.linkageType === 'NONE' ? '' : input.link.linkage,
          translations: cleanTexts(input.translations),
          merchantCode: input.merchantCode,
          active: input.active,
          sort: input.sort,
          startAt: date(input.startAt),
          endAt: date(input.endAt),
        },
      });
      return opsPopupView(row);
    },

    remove: (id: number, actor: Actor) =>
      deleteAudited<PopupRow>(deps, { table: contentPopups, id, kind: 'popup', view: opsPopupView, actor }),
  };
}

export type PopupService = ReturnType<typeof createPopupService>;
