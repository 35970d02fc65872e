import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../platform/db/errors';
import type { opsPromotionInputSchema } from '@jade/contract/content';
import {
  PROMOTION_CATEGORIES,
  type Application,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionStatus,
  type PromotionSummary,
} from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { MemberRow } from '../accounts/repository';
import type { LedgerService } from '../ledger/ledger-service';
import { toMinor, toWire } from '../payments/money';
import {
  CACHE_PREFIX,
  checkWindow,
  date,
  forMerchant,
  ms,
  requireFound,
  saveAudited,
  type Actor,
  type ContentDeps,
} from './common';
import { writeAudit } from '../operators/service';
import { plainText, sanitizeContentHtml } from './sanitize';
import {
  contentApplicationImages,
  contentApplications,
  contentPromotions,
  contentRaffleClaims,
  type PromotionTexts,
  type Translations,
} from './tables';
import { mapTranslations, pick } from './texts';
import type { UploadedImage } from '../../platform/http/uploads';

type PromotionRow = typeof contentPromotions.$inferSelect;
type ApplicationRow = typeof contentApplications.$inferSelect;
export type PromotionInput = z.output<typeof opsPromotionInputSchema>;

/** Closed promotions stay on the list this long (players see "closed", and their result). */
export const CLOSED_VISIBLE_MS = 30 * 24 * 3_600_000;

/** Category labels (content, so the server answers them in the request's language; EN fallback). */
const CATEGORY_LABELS: Record<PromotionCategory, Partial<Record<LanguageCode, string>>> = {
  new_member: { EN: 'New members', MY: 'အသင်းဝင်သစ်', CN: '新会员' },
  deposit: { EN: 'Deposit', MY: 'ငွေသွင်း', CN: '存款' },
  rebate: { EN: 'Rebate', MY: 'ပြန်အမ်းငွေ', CN: '返水' },
  vip: { EN: 'VIP', MY: 'VIP', CN: 'VIP' },
  daily: { EN: 'Daily', MY: 'နေ့စဉ်', CN: '每日' },
  special: { EN: 'Special', MY: 'အထူး', CN: '特别活动' },
};

export function categoryLabel(key: PromotionCategory, language: LanguageCode): string {
  const labels = CATEGORY_LABELS[key];
  return labels[language] ?? labels.EN ?? key;
}

function cleanTexts(t: Translations<PromotionTexts>): Translations<PromotionTexts> {
  return mapTranslations(t, (x) => ({
    title: plainText(x.title),
    summary: plainText(x.summary),
    content: sanitizeContentHtml(x.content),
  }));
}

/** What a member has done with promotions: their latest application and their raffle claims. */
interface Personal {
  applications: Map<number, ApplicationRow>;
  claims: Map<number, bigint>;
}

const NOBODY: Personal = { applications: new Map(), claims: new Map() };

function statusOf(row: PromotionRow, personal: Personal, t: number): PromotionStatus {
  const application = personal.applications.get(row.id);
  const claimed = personal.claims.has(row.id);
  if (claimed) return 'claimed';
  if (application?.status === 'approved') return 'issued';
  if (t < row.startAt.getTime()) return 'coming_soon';
  if (row.endAt && t >= row.endAt.getTime())
    return application?.status === 'applying' ? 'applying' : 'closed';
  if (row.promotionType === 'MANUAL') {
    if (application?.status === 'applying') return 'applying';
    if (application?.status === 'refused') return 'rejected';
    return 'join';
  }
  if (row.promotionType === 'RAFFLE') return 'claim';
  return 'in_progress';
}

const running = (row: PromotionRow, t: number) =>
  row.active && row.startAt.getTime() <= t && (!row.endAt || row.endAt.getTime() > t);

export function applicationView(row: ApplicationRow, promotionTitle: string): Application {
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle,
    comment: row.comment,
    imageCount: row.imageCount,
    status: row.status,
    reviewNote: row.reviewNote,
    bonusAmount: row.bonusAmount === null ? null : toWire(row.bonusAmount),
    createdAt: row.createdAt.getTime(),
    decidedAt: ms(row.decidedAt),
  };
}

export function opsPromotionView(row: PromotionRow) {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    active: row.active,
    sort: row.sort,
    startAt: row.startAt.getTime(),
    endAt: ms(row.endAt),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    category: row.category,
    promotionType: row.promotionType,
    imageUrl: row.imageUrl,
    images: row.images,
    prizeMin: row.prizeMin === null ? null : toWire(row.prizeMin),
    prizeMax: row.prizeMax === null ? null : toWire(row.prizeMax),
    translations: row.translations as Record<string, PromotionTexts>,
  };
}

export interface PromotionDeps extends ContentDeps {
  ledger: Pick<LedgerService, 'transfer' | 'balance'>;
  merchantCurrency: (code: string) => Promise<string>;
}

/** Promotions, activity applications and raffle claims. */
export function createPromotionService(deps: PromotionDeps) {
  const { db, cache, now, ledger } = deps;

  const rows = (merchantCode: string) =>
    cache.getOrLoad(`${CACHE_PREFIX}promotions:${merchantCode}`, async () =>
      (
        await db
          .select()
          .from(contentPromotions)
          .where(
            and(
              eq(contentPromotions.active, true),
              forMerchant(contentPromotions.merchantCode, merchantCode),
            ),
          )
          .orderBy(asc(contentPromotions.sort), desc(contentPromotions.startAt))
      ).map((r) => ({ ...r, translations: cleanTexts(r.translations) })),
    );

  async function visible(merchantCode: string) {
    const t = now();
    return (await rows(merchantCode)).filter((r) => !r.endAt || r.endAt.getTime() > t - CLOSED_VISIBLE_MS);
  }

  async function personal(member: MemberRow | undefined, ids: number[]): Promise<Personal> {
    if (!member || ids.length === 0) return NOBODY;
    const [apps, claims] = await Promise.all([
      db
        .select()
        .from(contentApplications)
        .where(
          and(eq(contentApplications.memberId, member.id), inArray(contentApplications.promotionId, ids)),
        )
        .orderBy(asc(contentApplications.id)),
      db
        .select({ promotionId: contentRaffleClaims.promotionId, amount: contentRaffleClaims.amount })
        .from(contentRaffleClaims)
        .where(
          and(eq(contentRaffleClaims.memberId, member.id), inArray(contentRaffleClaims.promotionId, ids)),
        ),
    ]);
    // Ascending ids: the latest application of each promotion wins.
    return {
      applications: new Map(apps.map((a) => [a.promotionId, a])),
      claims: new Map(claims.map((c) => [c.promotionId, c.amount])),
    };
  }

  function summary(row: PromotionRow, language: LanguageCode, status: PromotionStatus): PromotionSummary {
    const { text } = pick(row.translations, language);
    return {
      id: row.id,
      title: text.title,
      summary: text.summary,
      category: row.category,
      promotionType: row.promotionType,
      imageUrl: row.imageUrl,
      startAt: row.startAt.getTime(),
      endAt: ms(row.endAt),
      status,
      sort: row.sort,
    };
  }

  /** A promotion the member may act on: visible to their merchant, active. */
  async function findFor(merchantCode: string, id: number): Promise<PromotionRow> {
    const row = (await rows(merchantCode)).find((r) => r.id === id);
    if (!row) throw new AppError('resource.not.found', 404);
    return row;
  }

  return {
    async list(
      merchantCode: string,
      member: MemberRow | undefined,
      language: LanguageCode,
      query: { category?: PromotionCategory | undefined; pageNo: number; pageSize: number },
    ) {
      const all = await visible(merchantCode);
      const t = now();
      const categories = PROMOTION_CATEGORIES.filter((c) => all.some((r) => r.category === c)).map((key) => ({
        key,
        label: categoryLabel(key, language),
      }));
      const chosen = query.category ? all.filter((r) => r.category === query.category) : all;
      const slice = chosen.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
      const mine = await personal(
        member,
        slice.map((r) => r.id),
      );
      return {
        list: slice.map((r) => summary(r, language, statusOf(r, mine, t))),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: chosen.length,
        totalPages: Math.ceil(chosen.length / query.pageSize),
        categories,
      };
    },

    /** The promotions as wire "PR" announcements (running ones). */
    async announcements(merchantCode: string, language: LanguageCode) {
      const t = now();
      return (await rows(merchantCode))
        .filter((r) => running(r, t))
        .map((r) => {
          const { text } = pick(r.translations, language);
          return {
            id: r.id,
            title: text.title,
            content: text.content,
            promotionType: r.promotionType,
            announcementImages: [r.imageUrl, ...r.images].map((url) => ({ url })),
          };
        });
    },

    async detail(merchantCode: string, member: MemberRow | undefined, language: LanguageCode, id: number) {
      const row = (await visible(merchantCode)).find((r) => r.id === id);
      if (!row) throw new AppError('resource.not.found', 404);
      const t = now();
      const mine = await personal(member, [row.id]);
      const status = statusOf(row, mine, t);
      const { text } = pick(row.translations, language);
      const application = mine.applications.get(row.id);
      const claimed = mine.claims.get(row.id);
      const real = member !== undefined && member.type !== 4;
      const result: PromotionDetail = {
        ...summary(row, language, status),
        content: text.content,
        images: row.images.map((url) => ({ url })),
        canApply: real && row.promotionType === 'MANUAL' && (status === 'join' || status === 'rejected'),
        canClaim: real && row.promotionType === 'RAFFLE' && status === 'claim',
        application: application ? applicationView(application, text.title) : null,
        prizeRange:
          row.promotionType === 'RAFFLE' && row.prizeMin !== null && row.prizeMax !== null
            ? { min: toWire(row.prizeMin), max: toWire(row.prizeMax) }
            : null,
        claimedAmount: claimed === undefined ? null : toWire(claimed),
      };
      return result;
    },

    /** An activity application (spec §5): only for a running MANUAL promotion, one under review at a time. */
    async apply(
      member: MemberRow,
      input: { promotionId: number; comment: string; images: UploadedImage[] },
      language: LanguageCode,
    ): Promise<Application> {
      const promotion = await findFor(member.merchantCode, input.promotionId);
      if (promotion.promotionType !== 'MANUAL') throw new AppError('promotion.not.applicable', 400);
      if (!running(promotion, now())) throw new AppError('promotion.not.open', 400);
      const currency = await deps.merchantCurrency(member.merchantCode);
      try {
        const row = await db.transaction(async (tx) => {
          const [app] = await tx
            .insert(contentApplications)
            .values({
              promotionId: promotion.id,
              memberId: member.id,
              merchantCode: member.merchantCode,
              comment: plainText(input.comment),
              imageCount: input.images.length,
              currency,
              createdAt: new Date(now()),
            })
            .returning();
          if (input.images.length > 0) {
            await tx.insert(contentApplicationImages).values(
              input.images.map((img, n) => ({
                applicationId: app!.id,
                n,
                contentType: img.contentType,
                bytes: img.bytes,
              })),
            );
          }
          return app!;
        });
        return applicationView(row, pick(promotion.translations, language).text.title);
      } catch (error) {
        if (isUniqueViolation(error, 'content_applications_pending_uq'))
          throw new AppError('promotion.already.applied', 409);
        throw error;
      }
    },

    /** The member's own applications only. */
    async applications(
      member: MemberRow,
      language: LanguageCode,
      query: { promotionId?: number | undefined; pageNo: number; pageSize: number },
    ) {
      const where = and(
        eq(contentApplications.memberId, member.id),
        query.promotionId ? eq(contentApplications.promotionId, query.promotionId) : undefined,
      );
      const [list, [total]] = await Promise.all([
        db
          .select({ app: contentApplications, translations: contentPromotions.translations })
          .from(contentApplications)
          .innerJoin(contentPromotions, eq(contentPromotions.id, contentApplications.promotionId))
          .where(where)
          .orderBy(desc(contentApplications.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: count() }).from(contentApplications).where(where),
      ]);
      const totalCount = total?.n ?? 0;
      return {
        list: list.map((r) => applicationView(r.app, plainText(pick(r.translations, language).text.title))),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },

    /**
     * Claims a raffle once: a uniformly random prize in the range (minor units, CSPRNG), credited from
     * the house bonus account. A replay with the same idempotency key answers the first result.
     */
    async claimRaffle(member: MemberRow, promotionId: number, idempotencyKey: string) {
      const promotion = await findFor(member.merchantCode, promotionId);
      if (promotion.promotionType !== 'RAFFLE' || promotion.prizeMin === null || promotion.prizeMax === null)
        throw new AppError('promotion.not.claimable', 400);
      const currency = await deps.merchantCurrency(member.merchantCode);
      const wallet = { kind: 'member' as const, memberId: member.id, currency };
      const [existing] = await db
        .select()
        .from(contentRaffleClaims)
        .where(
          and(eq(contentRaffleClaims.promotionId, promotionId), eq(contentRaffleClaims.memberId, member.id)),
        );
      if (existing) {
        if (existing.idempotencyKey !== idempotencyKey) throw new AppError('promotion.already.claimed', 409);
        const balance = await ledger.balance(wallet, member.merchantCode);
        return { promotionId, amount: toWire(existing.amount), balance: toWire(balance) };
      }
      if (!running(promotion, now())) throw new AppError('promotion.not.open', 400);
      const amount = BigInt(randomInt(Number(promotion.prizeMin), Number(promotion.prizeMax) + 1));
      try {
        return await db.transaction(async (tx) => {
          await tx.insert(contentRaffleClaims).values({
            promotionId,
            memberId: member.id,
            amount,
            currency,
            idempotencyKey,
            createdAt: new Date(now()),
          });
          const result = await ledger.transfer(
            {
              merchantCode: member.merchantCode,
              idempotencyKey: `raffle:${promotionId}:${member.id}`,
              type: 'bonus',
              debit: { kind: 'house', house: 'bonuses', currency },
              credit: wallet,
              amount,
              reference: `promotion:${promotionId}`,
              actor: { kind: 'member', id: String(member.id) },
              metadata: { promotionId, kind: 'raffle' },
            },
            tx,
          );
          return { promotionId, amount: toWire(amount), balance: toWire(result.creditBalanceAfter) };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'content_raffle_claims_uq'))
          throw new AppError('promotion.already.claimed', 409);
        throw error;
      }
    },

    // ---------- operators ----------

    async opsList() {
      const list = await db
        .select()
        .from(contentPromotions)
        .orderBy(asc(contentPromotions.sort), desc(contentPromotions.startAt));
      return list.map(opsPromotionView);
    },

    async save(input: PromotionInput, actor: Actor) {
      checkWindow(input.startAt, input.endAt);
      const raffle = input.promotionType === 'RAFFLE';
      const prizeMin = raffle && input.prizeMin !== undefined ? toMinor(input.prizeMin, 'prizeMin') : null;
      const prizeMax = raffle && input.prizeMax !== undefined ? toMinor(input.prizeMax, 'prizeMax') : null;
      if (raffle && (prizeMin === null || prizeMax === null || prizeMax < prizeMin))
        throw new AppError('request_param_err', 400, { field: 'prizeMax' });
      const row = await saveAudited<PromotionRow, ReturnType<typeof opsPromotionView>>(deps, {
        table: contentPromotions,
        id: input.id,
        kind: 'promotion',
        view: opsPromotionView,
        actor,
        values: {
          category: input.category,
          promotionType: input.promotionType,
          imageUrl: input.imageUrl,
          images: input.images,
          prizeMin,
          prizeMax,
          translations: cleanTexts(input.translations),
          merchantCode: input.merchantCode,
          active: input.active,
          sort: input.sort,
          startAt: new Date(input.startAt),
          endAt: date(input.endAt),
        },
      });
      return opsPromotionView(row);
    },

    /** Refused (409) once members applied or claimed: deactivate it instead. */
    async remove(id: number, actor: Actor) {
      const [apps] = await db
        .select({ n: count() })
        .from(contentApplications)
        .where(eq(contentApplications.promotionId, id));
      const [claims] = await db
        .select({ n: count() })
        .from(contentRaffleClaims)
        .where(eq(contentRaffleClaims.promotionId, id));
      if ((apps?.n ?? 0) > 0 || (claims?.n ?? 0) > 0)
        throw new AppError('request_param_err', 409, { field: 'id', reason: 'in use: deactivate instead' });
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(contentPromotions).where(eq(contentPromotions.id, id)).returning();
        requireFound(row);
        await writeAudit(
          tx,
          actor,
          {
            action: 'content.promotion.delete',
            targetType: 'promotion',
            targetId: String(id),
            before: opsPromotionView(row!),
          },
          new Date(now()),
        );
      });
      await cache.invalidate(CACHE_PREFIX);
      return { id };
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
