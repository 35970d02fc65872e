import { useMemo } from 'react';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from '../../lib/use-translation';
import type { GameCategory, VendorCard } from '@jade/contract/games';
import { cn } from '../../lib/cn';
import { DESKTOP_QUERY, SMALL_QUERY, useMediaQuery } from '../../lib/media-query';
import { usePrefersReducedMotion } from '../../lib/reduced-motion';
import { useWakingCarousel } from '../../lib/waking-carousel';
import { ChevronLeftIcon, GridIcon } from '../../ui/game-icons';
import { ChevronRightIcon } from '../../ui/icons';
import { VendorBadges } from '../../ui/vendor-badges';
import { VendorLogo } from '../../ui/vendor-logo';
import { slidesPerView, type ScreenClass } from './listing-modes';

/**
 * The screen's width class, from media queries: reading `window.innerWidth` in a render made the
 * browser lay the whole page out on the spot (a phone's viewport width waits for layout).
 */
function useScreenClass(): ScreenClass {
  const small = useMediaQuery(SMALL_QUERY);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return desktop ? 'desktop' : small ? 'tablet' : 'phone';
}

/** The row's auto-scroll (spec §2) turns one slide every 3.5 s. */
const VENDOR_AUTOPLAY_MS = 3500;

const slideClass = (selected: boolean) =>
  cn(
    'logo-plate group relative flex h-[92px] w-full flex-col items-center justify-center gap-1 overflow-hidden rounded-2xl border-2 px-3 transition duration-200 max-sm:h-[78px]',
    selected
      ? 'border-gold shadow-[0_0_0_3px_rgb(215_169_58/0.25),0_12px_28px_-12px_rgb(180_132_18/0.7)]'
      : 'border-transparent hover:-translate-y-0.5 hover:border-gold/60',
  );

/**
 * The listing page's vendor carousel (spec §2): 7 slides for slots, 5 for fish and PVP (fewer on a
 * phone); it loops and auto-scrolls only when there are more vendors than slides. The first slide
 * shows every vendor. A VASSALAGE vendor opens its popup game list instead of filtering.
 */
export function VendorCarousel({
  category,
  vendors,
  selected,
  onSelect,
}: {
  category: GameCategory;
  vendors: readonly VendorCard[];
  selected: string | null;
  onSelect(vendor: VendorCard | null): void;
}) {
  const { t } = useTranslation();
  const perView = slidesPerView(category, useScreenClass());
  const slides = vendors.length + 1;
  const moving = slides > perView;
  const still = usePrefersReducedMotion();
  const plugins = useMemo(
    // Reduced motion: the row steps on without sliding.
    () =>
      moving
        ? [
            Autoplay({
              delay: VENDOR_AUTOPLAY_MS,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              jump: still,
            }),
          ]
        : [],
    [moving, still],
  );
  // Until its engine wakes (its first move, or the visitor's hand) the row stands where it will start.
  const { viewportRef, run, wakeHandlers } = useWakingCarousel({
    options: { loop: moving, align: 'start', slidesToScroll: 1, active: moving, watchDrag: moving },
    plugins,
    firstMoveMs: moving ? VENDOR_AUTOPLAY_MS : null,
    jump: still,
  });

  return (
    <div
      className="relative"
      data-testid="vendor-carousel"
      data-slides={perView}
      data-moving={moving ? 'true' : 'false'}
      role="group"
      aria-roledescription="carousel"
      aria-label={t('game_providers')}
      {...wakeHandlers}
    >
      <div ref={viewportRef} className="overflow-hidden px-0.5 py-1.5">
        <ul className="-ml-3 flex touch-pan-y">
          <li className="min-w-0 shrink-0 grow-0 pl-3" style={{ flexBasis: `${100 / perView}%` }}>
            <button
              type="button"
              aria-pressed={selected === null}
              onClick={() => onSelect(null)}
              data-testid="carousel-all"
              className={cn(
                slideClass(selected === null),
                'bg-[linear-gradient(160deg,#0b5a45,#053428)] text-gold-bright',
              )}
            >
              <GridIcon size={26} />
              <span className="text-xs font-bold tracking-wide uppercase">{t('all_vendors')}</span>
            </button>
          </li>
          {vendors.map((card) => (
            <li
              key={card.vassalage}
              className="min-w-0 shrink-0 grow-0 pl-3"
              style={{ flexBasis: `${100 / perView}%` }}
            >
              <button
                type="button"
                aria-pressed={selected === card.vassalage}
                aria-label={
                  card.maintenance ? `${card.displayName}, ${t('vendor_maintenance')}` : card.displayName
                }
                onClick={() => onSelect(card)}
                data-testid="carousel-vendor"
                data-vendor={card.vassalage}
                className={slideClass(selected === card.vassalage)}
              >
                {/* The slides out of view are not painted (the logos are SVG documents of their own). */}
                <span className="flex h-14 w-full max-w-[150px] [content-visibility:auto] max-sm:h-11">
                  <VendorLogo
                    card={card}
                    decorative
                    className={cn('h-full w-full', card.maintenance && 'grayscale')}
                  />
                </span>
                <VendorBadges card={card} compact className="absolute top-1.5 right-1.5" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {moving && (
        <>
          <button
            type="button"
            aria-label={t('carousel_previous')}
            onClick={() => run((engine) => engine.scrollPrev())}
            className="absolute top-1/2 -left-4 z-10 flex h-9 max-sm:hidden w-9 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-pop transition hover:border-gold hover:text-gold-fg"
          >
            <ChevronLeftIcon size={18} />
          </button>
          <button
            type="button"
            aria-label={t('carousel_next')}
            onClick={() => run((engine) => engine.scrollNext())}
            className="absolute top-1/2 -right-4 z-10 flex h-9 max-sm:hidden w-9 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-pop transition hover:border-gold hover:text-gold-fg"
          >
            <ChevronRightIcon size={18} />
          </button>
        </>
      )}
    </div>
  );
}
