import type { Banner, BannerGroup } from '@jade/contract/content';
import type { opsBannerInputSchema } from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import { asc, eq, inArray } from 'drizzle-orm';
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
import { plainText } from './sanitize';
import { contentBanners } from './tables';
import { mapTranslations, pick } from './texts';

type BannerRow = typeof contentBanners.$inferSelect;
export type BannerInput = z.output<typeof opsBannerInputSchema>;

export function bannerView(row: BannerRow, language: LanguageCode): Banner {
  const { text } = pick(row.translations, language);
  return {
    bannerId: row.id,
    groupName: row.groupName,
    url: row.imageUrl,
    title: text.title,
    alt: text.alt || text.title,
    linkageType: row.linkageType,
    linkage: row.linkageType === 'PROMOTION' ? '' : row.linkage,
    redirectPromotionId: row.linkageType === 'PROMOTION' ? Number(row.linkage) : null,
    sort: row.sort,
  };
}

export function opsBannerView(row: BannerRow) {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    active: row.active,
    sort: row.sort,
    startAt: ms(row.startAt),
    endAt: ms(row.endAt),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    groupName: row.groupName,
    imageUrl: row.imageUrl,
    translations: row.translations as Record<string, { title: string; alt: string }>,
    linkageType: row.linkageType,
    linkage: row.linkage,
  };
}

/** Banners per group: the public list (cached per merchant) and the operators' edits. */
export function createBannerService(deps: ContentDeps) {
  const { db, cache, now } = deps;
  const activeRows = (merchantCode: string) =>
    cache.getOrLoad(`${CACHE_PREFIX}banners:${merchantCode}`, () =>
      db
        .select()
        .from(contentBanners)
        .where(forMerchant(contentBanners.merchantCode, merchantCode))
        .orderBy(asc(contentBanners.sort), asc(contentBanners.id)),
    );

  return {
    /** The live banners of the groups, in sort order, texts in `language`. */
    async list(merchantCode: string, groups: readonly BannerGroup[] | undefined, language: LanguageCode) {
      const t = now();
      return (await activeRows(merchantCode))
        .filter((r) => r.active && inWindow(r, t) && (!groups || groups.includes(r.groupName)))
        .map((r) => bannerView(r, language));
    },

    async opsList(groupName?: BannerGroup) {
      const rows = await db
        .select()
        .from(contentBanners)
        .where(groupName ? eq(contentBanners.groupName, groupName) : undefined)
        .orderBy(asc(contentBanners.groupName), asc(contentBanners.sort), asc(contentBanners.id));
      return rows.map(opsBannerView);
    },

    async save(input: BannerInput, actor: Actor) {
      checkWindow(input.startAt, input.endAt);
      const row = await saveAudited<BannerRow, ReturnType<typeof opsBannerView>>(deps, {
        table: contentBanners,
        id: input.id,
        kind: 'banner',
        view: opsBannerView,
        actor,
        values: {
          groupName: input.groupName,
          imageUrl: input.imageUrl,
          translations: mapTranslations(input.translations, (x) => ({
            title: plainText(x.title),
            alt: plainText(x.alt),
          })),
          linkageType: input.link.linkageType,
          linkage: input.link.linkageType === 'NONE' ? '' : input.link.linkage,
          merchantCode: input.merchantCode,
          active: input.active,
          sort: input.sort,
          startAt: date(input.startAt),
          endAt: date(input.endAt),
        },
      });
      return opsBannerView(row);
    },

    remove: (id: number, actor: Actor) =>
      deleteAudited<BannerRow>(deps, {
        table: contentBanners,
        id,
        kind: 'banner',
        view: opsBannerView,
        actor,
      }),

    /** For the seed: whether any banner exists. */
    async count(groups?: BannerGroup[]) {
      const rows = await db
        .select({ id: contentBanners.id })
        .from(contentBanners)
        .where(groups ? inArray(contentBanners.groupName, groups) : undefined);
      return rows.length;
    },
  };
}

export type BannerService = ReturnType<typeof createBannerService>;
