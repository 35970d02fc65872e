import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { usePromotionDetail } from '../../api/content/promotions';
import { isApiError } from '../../api/api-error';
import { paths } from '../../config/paths';
import { useLocaleStore } from '../../stores/locale-store';
import { HtmlContent } from '../../ui/html-content';
import { ChevronRightIcon, GiftIcon } from '../../ui/icons';
import { LazyImage } from '../../ui/lazy-image';
import { PageHeader } from '../../ui/page-header';
import { promotionPeriod } from './promo-dates';
import { PromotionStatusBadge } from './promo-status';
import { PROMO_IMAGE_HEIGHT, PROMO_IMAGE_WIDTH } from './promotion-card';
import { PromotionActions } from './promotion-actions';

function idOf(raw: string | null): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.promotions}
      data-testid="promotion-back"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-fg hover:underline"
    >
      <ChevronRightIcon size={16} className="rotate-180" />
      {t('promo_back')}
    </Link>
  );
}

/**
 * /promoDetail?id= (spec §2): the promotion's artwork, status and period, its sanitised HTML terms,
 * extra images, and the viewer's action (apply, claim) with their latest application.
 */
export function PromotionDetailPage() {
  const { t } = useTranslation();
  const language = useLocaleStore((s) => s.language);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const detail = usePromotionDetail(id);
  const promotion = detail.data;
  const missing = id == null || (detail.isError && isApiError(detail.error) && detail.error.status === 404);

  return (
    <>
      <PageHeader
        title={promotion?.title ?? t('promo_detail')}
        subtitle={promotion?.summary ?? t('promotions_subtitle')}
        icon={<GiftIcon size={30} />}
      />
      <div className="content-width py-8 max-sm:py-4">
        <div className="mb-5">
          <BackLink />
        </div>
        {missing ? (
          <p
            data-testid="promotion-missing"
            className="rounded-2xl border border-dashed border-line-strong py-16 text-center text-sm text-muted"
          >
            {t('promo_not_found')}
          </p>
        ) : detail.isError ? (
          <p role="alert" className="py-16 text-center text-sm text-danger">
            {t('system.error')}
          </p>
        ) : !promotion ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]" aria-busy="true">
            <div className="aspect-[10/3] animate-pulse rounded-2xl bg-surface-2" />
            <div className="h-48 animate-pulse rounded-2xl bg-surface-2" />
          </div>
        ) : (
          <div
            data-testid="promotion-detail"
            data-promotion-id={promotion.id}
            className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]"
          >
            <article className="min-w-0 overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
              <LazyImage
                src={promotion.imageUrl}
                alt={promotion.title}
                width={PROMO_IMAGE_WIDTH}
                height={PROMO_IMAGE_HEIGHT}
                priority
                className="block h-auto w-full"
              />
              <div className="p-6 max-sm:p-4">
                <HtmlContent
                  html={promotion.content}
                  className="text-sm leading-relaxed"
                  testId="promotion-content"
                />
                {promotion.images.length > 0 && (
                  <div className="mt-6 grid gap-4">
                    {promotion.images.map((image, i) => (
                      <LazyImage
                        key={`${image.url}:${i}`}
                        src={image.url}
                        alt={`${promotion.title} ${i + 2}`}
                        width={PROMO_IMAGE_WIDTH}
                        height={PROMO_IMAGE_HEIGHT}
                        className="block h-auto w-full rounded-xl"
                      />
                    ))}
                  </div>
                )}
              </div>
            </article>
            <aside
              aria-label={promotion.title}
              className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card lg:sticky lg:top-24"
            >
              <div className="flex items-center justify-between gap-3">
                <PromotionStatusBadge status={promotion.status} testId="promotion-status" />
                <span className="text-xs text-subtle tabular-nums">
                  {promotionPeriod(promotion, language, t)}
                </span>
              </div>
              <h2 className="text-lg leading-snug font-bold">{promotion.title}</h2>
              <PromotionActions promotion={promotion} />
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
