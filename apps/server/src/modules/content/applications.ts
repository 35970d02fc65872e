import type { ApplicationStatus } from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import { and, count, desc, eq } from 'drizzle-orm';
import { AppError, NotFoundError } from '../../platform/errors';
import { members } from '../accounts/tables';
import { roleMay, type OperatorRole } from '@jade/contract/ops-roles';
import { writeAudit } from '../operators/service';
import { toMinor } from '../payments/money';
import type { Actor } from './common';
import type { PromotionDeps } from './promotions';
import { applicationView } from './promotions';
import { plainText } from './sanitize';
import { contentApplicationImages, contentApplications, contentPromotions } from './tables';
import { pick } from './texts';

/** The operators' side of activity applications: review list, decision (with an optional bonus), images. */
export function createApplicationReview(deps: PromotionDeps) {
  const { db, now, ledger } = deps;
  const select = {
    app: contentApplications,
    translations: contentPromotions.translations,
    username: members.username,
  };

  const view = (r: {
    app: typeof contentApplications.$inferSelect;
    translations: typeof contentPromotions.$inferSelect.translations;
    username: string;
  }) => ({
    ...applicationView(r.app, plainText(pick(r.translations, 'EN' as LanguageCode).text.title)),
    memberId: r.app.memberId,
    username: r.username,
    merchantCode: r.app.merchantCode,
    decidedBy: r.app.decidedBy,
  });

  async function one(id: number) {
    const [row] = await db
      .select(select)
      .from(contentApplications)
      .innerJoin(contentPromotions, eq(contentPromotions.id, contentApplications.promotionId))
      .innerJoin(members, eq(members.id, contentApplications.memberId))
      .where(eq(contentApplications.id, id));
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    async list(query: {
      status?: ApplicationStatus | undefined;
      promotionId?: number | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      const where = and(
        query.status ? eq(contentApplications.status, query.status) : undefined,
        query.promotionId ? eq(contentApplications.promotionId, query.promotionId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(select)
          .from(contentApplications)
          .innerJoin(contentPromotions, eq(contentPromotions.id, contentApplications.promotionId))
          .innerJoin(members, eq(members.id, contentApplications.memberId))
          .where(where)
          .orderBy(desc(contentApplications.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: count() }).from(contentApplications).where(where),
      ]);
      const totalCount = total?.n ?? 0;
      return {
        list: rows.map(view),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },

    /**
     * Approves or refuses an application under review, once (a decided one is 409
     * `application.status.invalid`). A bonus needs a money role and is credited in the same
     * transaction, idempotent by application id.
     */
    async decide(
      input: { id: number; decision: 'approve' | 'refuse'; note: string; bonusAmount?: unknown },
      actor: Actor,
      role: OperatorRole | 'cli',
    ) {
      const bonus =
        input.decision === 'approve' && input.bonusAmount !== undefined
          ? toMinor(input.bonusAmount, 'bonusAmount')
          : null;
      if (bonus !== null && role !== 'cli' && !roleMay(role, 'decideMoney'))
        throw new AppError('operator.forbidden', 403, { role, needs: 'decideMoney' });
      await db.transaction(async (tx) => {
        const [app] = await tx
          .select()
          .from(contentApplications)
          .where(eq(contentApplications.id, input.id))
          .for('update');
        if (!app) throw new NotFoundError();
        if (app.status !== 'applying') throw new AppError('application.status.invalid', 409);
        const status = input.decision === 'approve' ? ('approved' as const) : ('refused' as const);
        const t = new Date(now());
        if (bonus !== null) {
          await ledger.transfer(
            {
              merchantCode: app.merchantCode,
              idempotencyKey: `activity:${app.id}`,
              type: 'bonus',
              debit: { kind: 'house', house: 'bonuses', currency: app.currency },
              credit: { kind: 'member', memberId: app.memberId, currency: app.currency },
              amount: bonus,
              reference: `promotion:${app.promotionId}`,
              actor: {
                kind: actor.operatorId === null ? 'system' : 'operator',
                id: actor.operatorId === null ? actor.name : String(actor.operatorId),
              },
              metadata: { applicationId: app.id, kind: 'activity' },
            },
            tx,
          );
        }
        await tx
          .update(contentApplications)
          .set({ status, reviewNote: input.note, bonusAmount: bonus, decidedAt: t, decidedBy: actor.name })
          .where(eq(contentApplications.id, app.id));
        await writeAudit(
          tx,
          actor,
          {
            action: `content.application.${input.decision}`,
            targetType: 'application',
            targetId: String(app.id),
            before: { status: app.status },
            after: { status, bonusAmount: bonus === null ? null : bonus.toString() },
            reason: input.note,
          },
          t,
        );
      });
      return view(await one(input.id));
    },

    async image(id: number, n: number) {
      const [row] = await db
        .select()
        .from(contentApplicationImages)
        .where(and(eq(contentApplicationImages.applicationId, id), eq(contentApplicationImages.n, n)));
      return row;
    },
  };
}

export type ApplicationReview = ReturnType<typeof createApplicationReview>;
