import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { sanitizeContentHtml } from './sanitize';
import {
  banner,
  SEED_AGENT_NOTICES,
  SEED_BANNERS,
  SEED_FEEDBACK_TYPES,
  SEED_GIFT_POPUPS,
  SEED_HELP,
  SEED_HELP_NOTICE,
  SEED_NOTICES,
  SEED_POPUP_NOTICE,
  SEED_PROMOTIONS,
  SEED_WELCOME_MESSAGE,
} from './seed-data';
import {
  contentBanners,
  contentFeedbackTypes,
  contentHelpArticles,
  contentHelpCategories,
  contentJackpots,
  contentMessages,
  contentNotices,
  contentPopups,
  contentPromotions,
} from './tables';

const DAY = 86_400_000;

async function empty(tx: DbOrTx, table: string): Promise<boolean> {
  const result = await tx.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as found`);
  return !(result.rows[0] as { found: boolean }).found;
}

type Texts = Record<'EN' | 'MY' | 'CN', string>;
const zip = <K extends string>(parts: Record<K, Texts>) => {
  const out: Record<string, Record<K, string>> = {};
  for (const lang of ['EN', 'MY', 'CN'] as const) {
    out[lang] = Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, (v as Texts)[lang]])) as Record<
      K,
      string
    >;
  }
  return out;
};
const html = (t: Texts): Texts => ({
  EN: sanitizeContentHtml(t.EN),
  MY: sanitizeContentHtml(t.MY),
  CN: sanitizeContentHtml(t.CN),
});

/**
 * The demo content (EN, MY, CN): banners of every group, 15 notices, a popup, promotions, popups,
 * help articles, feedback types, a welcome message for every member and a jackpot per merchant. Each
 * part is added only to an empty table, so it runs on every start and fills in what is missing.
 */
export async function seedContentDemo(tx: DbOrTx, merchantCodes: readonly string[], now = Date.now()) {
  if (await empty(tx, 'content_banners')) {
    await tx.insert(contentBanners).values(
      SEED_BANNERS.map((b, i) => ({
        groupName: b.group,
        imageUrl: banner(b.key, b.theme, b.title.EN, b.subtitle, b.shape),
        translations: zip({ title: b.title, alt: { EN: b.title.EN, MY: b.title.MY, CN: b.title.CN } }),
        linkageType: b.link?.linkageType ?? ('NONE' as const),
        linkage: b.link?.linkage ?? '',
        sort: i,
      })),
    );
  }
  if (await empty(tx, 'content_notices')) {
    await tx.insert(contentNotices).values([
      ...SEED_NOTICES.map((n, i) => ({
        type: 'PL' as const,
        displaySpeed: 'NORMAL' as const,
        translations: zip({ title: n.title, content: html(n.content) }),
        startAt: new Date(now - n.daysAgo * DAY - i * 60_000),
      })),
      {
        type: 'PU' as const,
        execution: 'A' as const,
        audience: 'members' as const,
        translations: zip({ title: SEED_POPUP_NOTICE.title, content: html(SEED_POPUP_NOTICE.content) }),
        startAt: new Date(now - DAY),
      },
      {
        type: 'PU' as const,
        execution: 'B' as const,
        translations: zip({ title: SEED_NOTICES[0]!.title, content: html(SEED_NOTICES[0]!.content) }),
        startAt: new Date(now - DAY),
      },
      {
        type: 'H' as const,
        translations: zip({ title: SEED_HELP_NOTICE.title, content: html(SEED_HELP_NOTICE.content) }),
        startAt: new Date(now - DAY),
      },
    ]);
  }
  // Agent notices came later than the others: added wherever none exists yet, not only to an empty table.
  const agentNotices = await tx.execute(
    sql`select exists (select 1 from content_notices where audience = 'agents') as found`,
  );
  if (!(agentNotices.rows[0] as { found: boolean }).found) {
    await tx.insert(contentNotices).values(
      SEED_AGENT_NOTICES.map((n, i) => ({
        type: 'PL' as const,
        audience: 'agents' as const,
        translations: zip({ title: n.title, content: html(n.content) }),
        startAt: new Date(now - n.daysAgo * DAY - i * 60_000),
      })),
    );
  }
  if (await empty(tx, 'content_promotions')) {
    await tx.insert(contentPromotions).values(
      SEED_PROMOTIONS.map((p, i) => ({
        category: p.category,
        promotionType: p.type,
        imageUrl: banner(p.key, p.theme, p.title.EN, p.summary.EN),
        images: [],
        prizeMin: p.prize?.[0] ?? null,
        prizeMax: p.prize?.[1] ?? null,
        translations: zip({ title: p.title, summary: p.summary, content: html(p.content) }),
        sort: i,
        startAt: new Date(now + p.startDays * DAY),
        endAt: p.endDays === null ? null : new Date(now + p.endDays * DAY),
      })),
    );
  }
  if (await empty(tx, 'content_popups')) {
    await tx.insert(contentPopups).values(
      SEED_GIFT_POPUPS.map((g) => ({
        kind: g.kind,
        imageUrl: g.image,
        linkageType: g.link.linkageType,
        linkage: g.link.linkage,
        translations: zip({ title: g.title, content: html(g.content), buttonText: g.button }),
      })),
    );
  }
  if (await empty(tx, 'content_help_categories')) {
    for (const [i, c] of SEED_HELP.entries()) {
      const [row] = await tx
        .insert(contentHelpCategories)
        .values({
          tag: c.tag,
          bgColor: c.bgColor,
          translations: zip({ title: c.title, content: { EN: '', MY: '', CN: '' } }),
          sort: i,
        })
        .returning({ id: contentHelpCategories.id });
      await tx.insert(contentHelpArticles).values(
        c.articles.map((a, j) => ({
          categoryId: row!.id,
          translations: zip({ title: a.title, content: html(a.content) }),
          sort: j,
        })),
      );
    }
  }
  if (await empty(tx, 'content_feedback_types')) {
    await tx.insert(contentFeedbackTypes).values(
      SEED_FEEDBACK_TYPES.map((f, i) => ({
        code: f.code,
        translations: zip({ label: f.label }),
        sort: i,
      })),
    );
  }
  if (await empty(tx, 'content_messages')) {
    // To all members: every demo account and every later registration sees it ({nickname} filled in).
    await tx.insert(contentMessages).values({
      audience: 'all',
      translations: zip({ title: SEED_WELCOME_MESSAGE.title, content: html(SEED_WELCOME_MESSAGE.content) }),
      createdBy: 'seed',
      createdAt: new Date(now - DAY),
    });
  }
  if (merchantCodes.length > 0 && (await empty(tx, 'content_jackpots'))) {
    await tx.insert(contentJackpots).values(
      merchantCodes.map((code) => ({
        merchantCode: code,
        // A week of growth already: the counter opens on a rich number and keeps climbing.
        startAt: new Date(now - 7 * DAY),
        baseAmount: 8_888_888_88n,
        stepAmount: 165_11n,
        stepMs: 3000,
      })),
    );
  }
}
