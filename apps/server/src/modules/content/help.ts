import type { opsHelpArticleInputSchema, opsHelpCategoryInputSchema } from '@jade/contract/content';
import type { HelpCategory } from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import {
  CACHE_PREFIX,
  deleteAudited,
  forMerchant,
  saveAudited,
  type Actor,
  type ContentDeps,
} from './common';
import { plainText, sanitizeContentHtml } from './sanitize';
import { contentHelpArticles, contentHelpCategories } from './tables';
import { mapTranslations, pick } from './texts';

type CategoryRow = typeof contentHelpCategories.$inferSelect;
type ArticleRow = typeof contentHelpArticles.$inferSelect;

function cleanTexts(t: CategoryRow['translations']) {
  return mapTranslations(t, (x) => ({ title: plainText(x.title), content: sanitizeContentHtml(x.content) }));
}

function opsArticleView(row: ArticleRow) {
  return {
    id: row.id,
    categoryId: row.categoryId,
    active: row.active,
    sort: row.sort,
    translations: row.translations as Record<string, { title: string; content: string }>,
    updatedAt: row.updatedAt.getTime(),
  };
}

function opsCategoryView(row: CategoryRow, articles: ArticleRow[] = []) {
  return {
    id: row.id,
    tag: row.tag,
    bgColor: row.bgColor,
    merchantCode: row.merchantCode,
    active: row.active,
    sort: row.sort,
    translations: row.translations as Record<string, { title: string; content: string }>,
    articles: articles.filter((a) => a.categoryId === row.id).map(opsArticleView),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The help centre (wire §2.2 `/wps/system/helpCenter`): categories with their articles. */
export function createHelpService(deps: ContentDeps) {
  const { db, cache } = deps;

  const tree = (merchantCode: string) =>
    cache.getOrLoad(`${CACHE_PREFIX}help:${merchantCode}`, async () => {
      const categories = await db
        .select()
        .from(contentHelpCategories)
        .where(forMerchant(contentHelpCategories.merchantCode, merchantCode))
        .orderBy(asc(contentHelpCategories.sort), asc(contentHelpCategories.id));
      const ids = categories.map((c) => c.id);
      const articles = ids.length
        ? await db
            .select()
            .from(contentHelpArticles)
            .where(inArray(contentHelpArticles.categoryId, ids))
            .orderBy(asc(contentHelpArticles.sort), asc(contentHelpArticles.id))
        : [];
      return {
        categories: categories.map((c) => ({ ...c, translations: cleanTexts(c.translations) })),
        articles: articles.map((a) => ({ ...a, translations: cleanTexts(a.translations) })),
      };
    });

  return {
    async centre(merchantCode: string, language: LanguageCode): Promise<HelpCategory[]> {
      const { categories, articles } = await tree(merchantCode);
      return categories
        .filter((c) => c.active)
        .map((c) => {
          const { lang, text } = pick(c.translations, language);
          return {
            id: c.id,
            title: text.title,
            content: text.content,
            bgColor: c.bgColor,
            lang,
            display: c.active,
            tag: c.tag,
            children: articles
              .filter((a) => a.categoryId === c.id && a.active)
              .map((a) => {
                const picked = pick(a.translations, language);
                return {
                  id: a.id,
                  title: picked.text.title,
                  content: picked.text.content,
                  lang: picked.lang,
                };
              }),
          };
        });
    },

    async opsList() {
      const categories = await db
        .select()
        .from(contentHelpCategories)
        .orderBy(asc(contentHelpCategories.sort), asc(contentHelpCategories.id));
      const articles = await db
        .select()
        .from(contentHelpArticles)
        .orderBy(asc(contentHelpArticles.sort), asc(contentHelpArticles.id));
      return categories.map((c) => opsCategoryView(c, articles));
    },

    async saveCategory(input: z.output<typeof opsHelpCategoryInputSchema>, actor: Actor) {
      const row = await saveAudited<CategoryRow, ReturnType<typeof opsCategoryView>>(deps, {
        table: contentHelpCategories,
        id: input.id,
        kind: 'help_category',
        view: (r) => opsCategoryView(r),
        actor,
        values: {
          tag: input.tag,
          bgColor: input.bgColor,
          translations: cleanTexts(input.translations),
          merchantCode: input.merchantCode,
          active: input.active,
          sort: input.sort,
        },
      });
      const articles = await db
        .select()
        .from(contentHelpArticles)
        .where(inArray(contentHelpArticles.categoryId, [row.id]));
      return opsCategoryView(row, articles);
    },

    removeCategory: (id: number, actor: Actor) =>
      deleteAudited<CategoryRow>(deps, {
        table: contentHelpCategories,
        id,
        kind: 'help_category',
        view: (r) => opsCategoryView(r),
        actor,
      }),

    async saveArticle(input: z.output<typeof opsHelpArticleInputSchema>, actor: Actor) {
      const [category] = await db
        .select({ id: contentHelpCategories.id })
        .from(contentHelpCategories)
        .where(inArray(contentHelpCategories.id, [input.categoryId]));
      if (!category) throw new AppError('request_param_err', 400, { field: 'categoryId' });
      const row = await saveAudited<ArticleRow, ReturnType<typeof opsArticleView>>(deps, {
        table: contentHelpArticles,
        id: input.id,
        kind: 'help_article',
        view: opsArticleView,
        actor,
        values: {
          categoryId: input.categoryId,
          translations: cleanTexts(input.translations),
          active: input.active,
          sort: input.sort,
        },
      });
      return opsArticleView(row);
    },

    removeArticle: (id: number, actor: Actor) =>
      deleteAudited<ArticleRow>(deps, {
        table: contentHelpArticles,
        id,
        kind: 'help_article',
        view: opsArticleView,
        actor,
      }),
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
