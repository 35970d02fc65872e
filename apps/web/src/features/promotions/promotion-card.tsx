import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { PromotionSummary } from '@jade/contract/content';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useLocaleStore } from '../../stores/locale-store';
import { ChevronRightIcon } from '../../ui/icons';
import { LazyImage } from '../../ui/lazy-image';
import { promotionPeriod } from './promo-dates';
import { PromotionStatusBadge } from './promo-status';

/** The promotion artwork is 1200 × 360 (the server's generated banners). */
export const PROMO_IMAGE_WIDTH = 1200;
export const PROMO_IMAGE_HEIGHT = 360;

/**
 * One promotion of the list: artwork, status, title, summary and period; the whole card opens it.
 * Memoised: the list grows in idle turns, and each turn renders only its new cards.
 */
export const PromotionCard = memo(function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const language = useLocaleStore((s) => s.language);
  const ended = promotion.status === 'closed';
  return (
    <li data-testid="promotion-card" data-promotion-id={promotion.id} data-status={promotion.status}>
      <Link
        to={`${paths.promoDetail}?id=${promotion.id}`}
        className={cn(
          'group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition',
          'hover:-translate-y-0.5 hover:border-brand/60 hover:shadow-pop focus-visible:-translate-y-0.5',
        )}
      >
        <div className="relative overflow-hidden bg-surface-3">
          <LazyImage
            src={promotion.imageUrl}
            alt={promotion.title}
            width={PROMO_IMAGE_WIDTH}
            height={PROMO_IMAGE_HEIGHT}
            className={cn(
              'block h-auto w-full transition duration-500 group-hover:scale-[1.02]',
              ended && 'grayscale-[0.6]',
            )}
          />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-base leading-snug font-bold">{promotion.title}</h2>
            <PromotionStatusBadge status={promotion.status} testId="promotion-status" />
          </div>
          <p className="line-clamp-2 text-sm leading-relaxed text-muted">{promotion.summary}</p>
          <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-xs text-subtle">
            <span className="tabular-nums" data-testid="promotion-period">
              {promotionPeriod(promotion, language, t)}
            </span>
            <span className="inline-flex items-center gap-0.5 font-semibold text-brand-fg">
              {t('promo_details')}
              <ChevronRightIcon size={14} />
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
});
