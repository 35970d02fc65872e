import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { PROMOTION_CATEGORIES } from '@jade/contract/content-constants';
import type { PromotionCategory } from '@jade/contract/content';
import { usePromotions } from '../../api/content/promotions';
import { cn } from '../../lib/cn';
import { warmDayFormat } from '../../lib/dates';
import { useLocaleStore } from '../../stores/locale-store';
import { ComingPlaces, useProgressiveCount } from '../../ui/after-first-screen';
import { GiftIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { PromotionCard } from './promotion-card';

function categoryOf(raw: string | null): PromotionCategory | null {
  return raw && (PROMOTION_CATEGORIES as readonly string[]).includes(raw) ? (raw as PromotionCategory) : null;
}

// The cards show dates: their format is built while the list is still on its way (lib/dates.ts).
warmDayFormat(useLocaleStore.getState().language);

/** Cards in the first render: one screen of the three-column grid. */
const FIRST_CARDS = 3;

/**
 * /promotions (spec §2): the running, coming and recently ended promotions with the viewer's status,
 * filtered by category (`?category=`, so a filtered list can be shared and survives a reload). The
 * tabs are the categories the server lists (those with at least one promotion).
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const list = usePromotions(category);
  // The tabs come from the unfiltered answer when we have it, so they never shrink to one.
  const all = usePromotions(null);
  const categories = all.data?.categories ?? list.data?.categories ?? [];
  const promotions = list.data?.list ?? [];
  // The cards of a first screen at once, then as many again in each idle turn.
  const shownCards = useProgressiveCount(promotions.length, FIRST_CARDS);

  const choose = (next: PromotionCategory | null) =>
    setParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader
        title={t('nav_promotions')}
        subtitle={t('promotions_subtitle')}
        icon={<GiftIcon size={30} />}
      />
      <div className="content-width py-8 max-sm:py-4">
        {categories.length > 1 && (
          <div
            role="tablist"
            aria-label={t('promo_categories')}
            data-testid="promotion-categories"
            className="-mx-1 mb-6 flex gap-2 overflow-x-auto px-1 pb-1 max-sm:mb-4"
          >
            {[{ key: null, label: t('promo_all') }, ...categories].map((c) => {
              const selected = c.key === category;
              return (
                <button
                  key={c.key ?? 'all'}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  data-testid={`promotion-category-${c.key ?? 'all'}`}
                  onClick={() => choose(c.key)}
                  className={cn(
                    'h-9 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition',
                    selected
                      ? 'border-brand bg-brand text-on-brand shadow-card'
                      : 'border-line-strong bg-surface text-muted hover:border-brand hover:text-fg',
                  )}
                >
                  {c.label}
                </button>
              );
            })}
          </div>
        )}
        {/* The tabs' place is held while the list loads: the cards below do not jump when they come. */}
        {categories.length === 0 && list.isPending && (
          <div
            aria-hidden="true"
            className="mb-6 flex gap-2 pb-1 max-sm:mb-4"
            data-testid="promotion-categories-loading"
          >
            {[64, 96, 80, 88].map((width) => (
              <span
                key={width}
                className="h-9 shrink-0 animate-pulse rounded-full bg-surface-2"
                style={{ width }}
              />
            ))}
          </div>
        )}
        {list.isPending ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="h-[264px] animate-pulse rounded-2xl bg-surface-2" />
            ))}
          </ul>
        ) : list.isError ? (
          <p role="alert" className="py-16 text-center text-sm text-danger">
            {t('system.error')}
          </p>
        ) : promotions.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line-strong py-16 text-center text-sm text-muted">
            {t('promo_none')}
          </p>
        ) : (
          <ul
            data-testid="promotion-list"
            aria-busy={list.isPlaceholderData || shownCards < promotions.length || undefined}
            className={cn(
              'grid auto-rows-fr gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 max-sm:gap-4',
              list.isPlaceholderData && 'opacity-60',
            )}
          >
            {promotions.slice(0, shownCards).map((p) => (
              <PromotionCard key={p.id} promotion={p} />
            ))}
            <ComingPlaces count={promotions.length - shownCards} className="rounded-2xl bg-surface-2" />
          </ul>
        )}
      </div>
    </>
  );
}
